import FormsmithCore

/// A form's text in each language the app ships beyond its source language, resolved as SixLayer
/// resolves it (Localization fills it in), and the texts too wide for their fields in any language.
public struct FormTranslations: Hashable, Sendable {
    /// The language the hints are written in.
    public var sourceLanguage = "en"
    public var languages: [Language] = []
    public var fitWarnings: [FitWarning] = []
    /// Row controls whose text is squeezed, or which run past the section's edge, on some devices.
    public var rowNotes: [RowNote] = []

    public init() {}

    /// What a row control (a compact DatePicker, a Toggle) does in the room it has on the devices
    /// `viewports` names (their widths in points), at the default text size in the source language:
    /// "150 pt leaves about 14 pt for the date picker’s label “Select date”".
    public struct RowNote: Hashable, Sendable {
        public var fieldID: String
        public var viewports: [Int]
        public var text: String

        public init(fieldID: String, viewports: [Int], text: String) {
            (self.fieldID, self.viewports, self.text) = (fieldID, viewports, text)
        }
    }

    /// One language's text of the form: only what differs from the source text is listed.
    public struct Language: Hashable, Sendable {
        public var code: String
        public var isRightToLeft: Bool
        public var fields: [Field] = []
        public var sections: [Section] = []
        /// What the form shows with no translation in this language: "email label", "country option de",
        /// "section address title" (the page marks each).
        public var untranslated: [String] = []

        public init(code: String, isRightToLeft: Bool) {
            self.code = code
            self.isRightToLeft = isRightToLeft
        }
    }

    /// A field's translated label, placeholder, help and option labels (nil: the source text).
    public struct Field: Hashable, Sendable {
        public var id: String
        public var label: String?
        public var placeholder: String?
        public var help: String?
        /// Option value → its translated label.
        public var options: [KeyValue] = []

        public init(id: String) { self.id = id }

        public var isEmpty: Bool { label == nil && placeholder == nil && help == nil && options.isEmpty }
    }

    public struct Section: Hashable, Sendable {
        public var id: String
        public var title: String?
        public var description: String?

        public init(id: String) { self.id = id }
    }

    /// A text wider than its field: a label, placeholder, option or sample value, in the first
    /// language that shows it (the source language, for a text shown untranslated elsewhere).
    public struct FitWarning: Hashable, Sendable {
        public var fieldID: String
        public var language: String
        /// The other languages that show this same text in this field (untranslated, or translated
        /// alike): the same text is the same warning, said once.
        public var alsoIn: [String] = []
        /// "label", "placeholder", "option", "sample".
        public var role: String
        public var text: String
        /// The text's width and the room it has, in points.
        public var width: Double
        public var room: Double
        /// nil at the default text size; else the first accessibility size it no longer fits ("AX2").
        public var textSize: String?
        /// Where the text is written, when a catalog holds it.
        public var textLocation: SourceLocation?
        /// At an accessibility size: the word of the text too wide for a line of its own.
        public var word: String?
        /// Whether `room` comes from the hints' `displayWidth`; else the field has none and fills its
        /// section, as DynamicFormView draws it, on the narrowest iPhone (the SE).
        public var hintedWidth = true

        public init(fieldID: String, language: String, role: String, text: String, width: Double, room: Double) {
            self.fieldID = fieldID
            self.language = language
            self.role = role
            self.text = text
            self.width = width
            self.room = room
        }

        /// "the de label “Postleitzahl” is 193 pt wide, wider than its 120 pt field (its hints'
        /// displayWidth)", as the page says it.
        public var summary: String {
            let size = textSize.map { " at text size \($0)" } ?? ""
            return
                "the \(language) \(role) “\(text)” is \(Int(width.rounded())) pt wide\(size), wider than \(measuredAgainst)"
        }

        /// The width the text was measured against, and where it comes from: the hints' declared
        /// width, or the section's width as DynamicFormView draws a field without one.
        public var measuredAgainst: String {
            let points = Int(room.rounded())
            guard hintedWidth else {
                return
                    "the \(points) pt its section gives it on an iPhone SE (no displayWidth: as DynamicFormView draws it)"
            }
            if role == "label" { return "its \(points) pt field (its hints' displayWidth)" }
            // A control's insets take 16 pt of the field's width (FitCheck).
            return "the \(points) pt its control leaves for text (of its hints' \(points + 16) pt displayWidth)"
        }
    }
}
