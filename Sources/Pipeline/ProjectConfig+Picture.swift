import FormsmithCore
import Layout
import Yams

extension ProjectConfig {
    /// `picture:`'s values: a view of SixLayer's, or `hints` for the hints' layout whatever the sources say.
    static let pictureValues: [(name: String, view: FormView?)] = [
        ("DynamicFormView", .dynamicFormView), ("IntelligentFormView", .intelligentFormView),
        ("layer1", .layerOne), ("hints", nil),
    ]

    /// `picture: DynamicFormView`: the view the app presents its forms with, where the sources
    /// do not say it (or say it wrongly); nil for a value that is none of `pictureValues`.
    static func picture(_ node: Node, into diagnostics: inout [Diagnostic]) -> ConfiguredPicture? {
        guard let value = scalar(node, key: "picture", into: &diagnostics) else { return nil }
        let names = pictureValues.map(\.name)
        guard let known = pictureValues.first(where: { $0.name.lowercased() == value.lowercased() }) else {
            let hint = value.closest(in: names).map { " Did you mean `\($0)`?" } ?? ""
            diagnostics.append(
                .warning(
                    "config.wrong-type", at: location(of: node),
                    "`picture` is one of \(names.map { "`\($0)`" }.joined(separator: ", ")); `\(value)` is ignored.\(hint)"
                ))
            return nil
        }
        return ConfiguredPicture(view: known.view, location: location(of: node))
    }
}

/// `formsmith.yml`'s `picture:`: the view that presents the app's forms (nil: the hints' layout).
public struct ConfiguredPicture: Sendable, Equatable {
    public var view: FormView?
    public var location: SourceLocation
}
