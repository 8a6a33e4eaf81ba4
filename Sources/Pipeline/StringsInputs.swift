import ProjectFiles
import Localization

/// What the app's strings are read from: the strings files as listed, each with its stamp as
/// this build found it, and the localization settings. `serve` keeps the last build's strings under these (`BuildCache.strings`)
/// and reads them again only when a strings file was edited or the project walked again: a
/// 2 MB catalog took 100 ms to read for every hints save.
struct StringsInputs: Equatable, Sendable {
    var files: [String]
    var stamps: [FileStamp?]
    var settings: StringsLoader.Settings

    init(files: [(path: String, stamp: FileStamp?)], settings: StringsLoader.Settings) {
        self.files = files.map(\.path)
        self.stamps = files.map(\.stamp)
        self.settings = settings
    }
}
