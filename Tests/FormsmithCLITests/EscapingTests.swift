import Foundation
import Testing
import FormsmithCore
import Pipeline

/// Hostile strings through every field of a hints file, a Swift model, a doc and the config:
/// none of them may become markup, a script, a style or a link anywhere in the site.
@Suite struct EscapingTests {
    static let payloads = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(2)>", "javascript:alert(3)",
        "</script><script>alert(4)</script>",
        "\u{202E}evil\u{202C}", "';alert(5);'", "</style><style>body{display:none}</style>",
    ]

    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-xss-\(UUID().uuidString)")
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func json(_ text: String) -> String { String(decoding: try! JSONEncoder().encode(text), as: UTF8.self) }
        var hintsEntries: [String] = []
        var fieldIDs: [String] = []
        for (index, payload) in payloads.enumerated() {
            let id = "f\(index)\(payload)"
            fieldIDs.append(json(id))
            hintsEntries.append(
                """
                \(json(id)): {"label": \(json(payload)), "placeholder": \(json(payload)), "helpText": \(json(payload)),
                  "defaultValue": \(json(payload)), "inputType": "picker", "options": [{"value": \(json(payload)), "label": \(json(payload))}],
                  "custom\(index)": \(json(payload)), "ocrHints": [\(json(payload))],
                  "calculationGroups": [{"id": "c", "formula": \(json(payload)), "dependentFields": [], "priority": 1}]}
                """)
        }
        let sections = payloads.enumerated().map { index, payload in
            "{\"id\": \(json("s\(index)\(payload)")), \"title\": \(json(payload)), \"description\": \(json(payload)), \"note\": \(json(payload)), \"fields\": [\(fieldIDs[index])]}"
        }
        try write(
            "Hints/Evil.hints",
            """
            {"_defaults": {"_defaultColor": \(json("red;}</style><script>alert(6)</script>")), "_dataType": \(json(payloads[0]))},
             "_ocrGroups": {\(json(payloads[1])): [\(json(payloads[2]))]},
             "_sections": [\(sections.joined(separator: ", "))],
             \(hintsEntries.joined(separator: ",\n "))}
            """)
        try write(
            "Sources/Evil.swift",
            """
            /// <script>alert(7)</script> [click](javascript:alert(8)) <img src=x onerror=alert(9)>
            struct Evil {
                /// "><script>alert(10)</script>
                var plain: String = "</script><script>alert(11)</script>"
            }
            """)
        try write(
            "docs/evil.md",
            """
            ---
            title: "<script>alert(12)</script>"
            description: "\\"><img src=x onerror=alert(13)>"
            ---
            # Heading <script>alert(14)</script>

            [link](javascript:alert(15)) ![img](javascript:alert(16)) <script>alert(17)</script>
            <img src=x onerror=alert(18)>

            ```"><script>alert(19)</script>
            code
            ```
            """)
        try write("formsmith.yml", "title: \"</title><script>alert(20)</script>\"\n")
        return root
    }

    @Test func noUserStringBecomesMarkup() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let (config, _) = ProjectConfig.load(projectRoot: root)
        let result = BuildPipeline(root: root, config: config).run()
        #expect(result.forms.map(\.name) == ["Evil"])
        #expect(result.forms[0].renderedFields.count == Self.payloads.count)
        var checkedPages = 0
        for file in result.files where file.path.hasSuffix(".html") {
            let text = String(decoding: file.contents, as: UTF8.self)
            checkedPages += 1
            // Escaped payloads may appear as text; raw ones would be tags or live URLs.
            for forbidden in [
                "<script>alert", "<img src=x", "<style>body", "</title><script>",
                "href=\"javascript:", "src=\"javascript:", "</style><script>",
            ] {
                #expect(!text.contains(forbidden), "\(file.path) contains \(forbidden)")
            }
            // Only the theme's own scripts, by src.
            let scripts = text.components(separatedBy: "<script").count - 1
            let themeScripts = text.components(separatedBy: "<script src=\"").count - 1
            #expect(scripts == themeScripts, "\(file.path) has an inline script")
            // A style attribute only ever holds Formsmith's own values.
            for style in text.components(separatedBy: "style=\"").dropFirst() {
                let value = style.prefix { $0 != "\"" }
                #expect(
                    !value.contains("<") && !value.contains("}") && !value.contains("red;"),
                    "\(file.path): style=\(value)")
            }
        }
        #expect(checkedPages >= 3)
        // The payloads did reach the pages, as text.
        let modelPage = String(decoding: result.files.first { $0.path == "models/Evil.html" }!.contents, as: UTF8.self)
        #expect(modelPage.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(modelPage.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"))
        let manifest =
            try JSONSerialization.jsonObject(with: Data(result.files.first { $0.path == "manifest.json" }!.contents))
            as? [String: Any]
        #expect(manifest != nil)  // still valid JSON with every payload inside
        let index = String(
            decoding: result.files.first { $0.path == "assets/search-index.js" }!.contents, as: UTF8.self)
        #expect(!index.contains("</script"))
    }
}
