/// A device the preview draws a form on: its display in points (as the app is first held), the
/// switcher's short label, and the idiom the stylesheets style it by (`data-idiom`).
public struct DevicePreset: Equatable, Sendable {
    public enum Idiom: String, Sendable { case phone, pad, mac }

    public var name: String
    public var label: String
    public var width: Int
    public var height: Int
    public var idiom: Idiom

    public init(name: String, label: String, width: Int, height: Int, idiom: Idiom) {
        self.name = name
        self.label = label
        self.width = width
        self.height = height
        self.idiom = idiom
    }

    /// Narrowest first. The 320 pt phone is a home-button SE at 320 pt (568 tall), or any iPhone
    /// with Display Zoom; the iPads are an iPad Air held upright and turned; the Mac is a 13" Mac's
    /// 1280 × 800 window.
    public static let all: [DevicePreset] = [
        DevicePreset(
            name: "iPhone SE (1st generation) or Display Zoom", label: "320 (SE 1st gen)", width: 320, height: 568,
            idiom: .phone),
        DevicePreset(name: "iPhone", label: "iPhone 393", width: 393, height: 852, idiom: .phone),
        DevicePreset(name: "iPhone Pro Max", label: "Pro Max 430", width: 430, height: 932, idiom: .phone),
        DevicePreset(name: "iPad portrait", label: "iPad 820", width: 820, height: 1180, idiom: .pad),
        DevicePreset(name: "iPad landscape", label: "iPad 1180", width: 1180, height: 820, idiom: .pad),
        DevicePreset(name: "Mac", label: "Mac 1280", width: 1280, height: 800, idiom: .mac),
    ]

    /// The preset's name in the stylesheets' custom properties: its width, or `mac`.
    public var key: String { idiom == .mac ? "mac" : String(width) }

    /// The device a page opens on, as the templates draw the frames before any script runs.
    public static let opening = all[1]
    /// The narrowest display a form is drawn on.
    public static let narrowest = all[0]
}
