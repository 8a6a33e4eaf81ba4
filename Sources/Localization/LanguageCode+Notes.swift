import FormsmithCore

extension LanguageCode {
    /// The note that a deprecated code (`iw`) is read as its current one (`he`).
    static func deprecatedNote(_ deprecated: String, _ code: LanguageCode, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .info, "strings.deprecated-language", at: location,
            "“\(deprecated)” is ISO 639's withdrawn code for “\(code.language)”: read as `\(code.code)` (Apple's platforms read both)"
        )
    }
}
