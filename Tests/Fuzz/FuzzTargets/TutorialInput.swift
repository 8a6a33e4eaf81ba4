import Docs
import Foundation
import FormsmithCore
import Highlighting

/// Any bytes as a `.tutorial` file of a DocC catalog, built as a build builds it: found in the
/// catalog beside a table of contents that lists it, another tutorial, an article and the code
/// files its steps may name, read, and rendered with every other page of the catalog. The input
/// is a table of contents (`@Tutorials`) or a tutorial (`@Tutorial`) as its directives say. No
/// page may carry a script, a frame, an event handler or a script URL from the input (as
/// `MarkdownInput` checks), and every diagnostic about the input points into it.
public enum TutorialInput {
    static let catalog = "Sources/Kit/Kit.docc"
    static let path = "\(catalog)/Tutorials/Fuzz.tutorial"
    static let folder = ProjectFolder(
        "tutorial",
        files: [
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Sources/Kit/Kit.swift": "public struct User { public var name: String }\n",
            "\(catalog)/Kit.md": "# ``Kit``\n\nA kit, with <doc:tutorials/Kit>.\n",
            "\(catalog)/Tutorials/Kit.tutorial": """
            @Tutorials(name: "Kit") {
                @Intro(title: "Meet Kit") {
                    Learn the kit.
                }
                @Chapter(name: "Start") {
                    Begin here.
                    @Image(source: "chapter.png", alt: "A chapter")
                    @TutorialReference(tutorial: "doc:Fuzz")
                    @TutorialReference(tutorial: "doc:Other")
                }
            }

            """,
            "\(catalog)/Tutorials/Other.tutorial": """
            @Tutorial(time: 5) {
                @Intro(title: "Another") {
                    After <doc:Fuzz>.
                }
                @Section(title: "One") {
                    @Steps {
                        @Step {
                            Type it.
                            @Code(name: "Kit.swift", file: "kit-01.swift")
                        }
                    }
                }
            }

            """,
            "\(catalog)/Resources/kit-01.swift": "struct Kit {\n}\n",
            "\(catalog)/Resources/kit-02.swift": "struct Kit {\n    var name = \"<script>\"\n}\n",
            "\(catalog)/Resources/chapter.png": "",
            "\(catalog)/Resources/intro.png": "",
        ].mapValues { Array($0.utf8) })

    public static func problems(_ bytes: [UInt8]) -> [String] {
        let options = DocsLoader.Options(
            modelNames: ["User"], modelFields: ["User": ["name"]], highlight: CodeHighlighter.html)
        let result = folder.with(bytes, at: path) { DocsLoader.load(projectRoot: $0, options: options) }
        guard result.pages.contains(where: { $0.sourcePath == path }) else {
            return ["the tutorial is no page of the site: \(result.pages.map(\.sourcePath))"]
        }
        var problems = DiagnosticChecks.problems(result.diagnostics, file: path, text: bytes)
        for page in result.pages {
            problems += DiagnosticChecks.problems(page.diagnostics, file: path, text: bytes)
            problems += MarkdownInput.problems(in: page).map { "\(page.sourcePath): \($0)" }
        }
        return problems
    }
}
