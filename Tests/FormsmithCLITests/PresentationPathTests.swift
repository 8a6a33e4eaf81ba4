import Foundation
import Testing
import FormsmithCore
import Layout
@testable import Pipeline

/// Which of SixLayer's views presents each form, found in the app's sources, and the picture its
/// page opens on: one fixture app for each way an app presents its forms.
@Suite struct PresentationPathTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PresentationPaths")

    func build(_ app: String, config: ProjectConfig = ProjectConfig()) -> BuildResult {
        BuildPipeline(root: Self.fixtures.appendingPathComponent(app), config: config).run()
    }

    func picture(_ result: BuildResult, _ model: String) throws -> FormPicture {
        try #require(result.forms.first { $0.name == model }).picture
    }

    func notes(_ result: BuildResult) -> [String] {
        (result.diagnostics + result.forms.flatMap(\.diagnostics)).filter { $0.code == "model.picture" }
            .map { "\($0.location): \($0.message)" }
    }

    func page(_ result: BuildResult, _ model: String) throws -> String {
        String(decoding: try #require(result.files.first { $0.path == "models/\(model).html" }).contents, as: UTF8.self)
    }

    @Test func aDynamicFormViewCallOpensThePagesOnItsPicture() throws {
        let result = build("DynamicFormViewApp")
        #expect(try picture(result, "Task").view == .dynamicFormView)
        #expect(try picture(result, "Task").foundForModel)
        // No call names Note: the view the app's calls use.
        #expect(try picture(result, "Note").view == .dynamicFormView)
        #expect(try !picture(result, "Note").foundForModel)
        #expect(
            notes(result).contains(
                "App/Views/TaskEditor.swift:8:9: `Task` opens on DynamicFormView's picture: `DynamicFormView(…)` at App/Views/TaskEditor.swift:8:9 presents it"
            ))
        let page = try page(result, "Task")
        #expect(page.contains(#"<input type="radio" name="picture" class="dynamic-form-view-switch" checked>"#))
        #expect(page.contains("As the hints lay it out (applied by <code>IntelligentFormView</code>)"))
    }

    @Test func intelligentFormViewOpensOnTheHintedLayout() throws {
        let result = build("IntelligentFormViewApp")
        #expect(try picture(result, "Task").view == .intelligentFormView)
        #expect(try picture(result, "Task").appliesHintedWidths)
        #expect(try page(result, "Task").contains(#"class="hinted-layout-switch" checked>"#))
    }

    @Test func layerOneFormsAreDrawnByDynamicFormView() throws {
        let result = build("LayerOneApp")
        let task = try picture(result, "Task")
        #expect(task.view == .layerOne)
        #expect(!task.appliesHintedWidths)
        #expect(task.reason.hasPrefix("`platformPresentFormData_L1(…)` at App/Views/TaskEditor.swift:8:9"))
    }

    @Test func severalViewsChoosePerFormThenTheMostUsed() throws {
        let result = build("SeveralViewsApp")
        #expect(try picture(result, "Task").view == .intelligentFormView)
        let note = try picture(result, "Note")
        #expect(note.view == .dynamicFormView)
        #expect(note.reason.contains("(2 × DynamicFormView, 1 × IntelligentFormView; the most used)"))
        #expect(notes(result).contains { $0.contains("1 of 2 forms opens on DynamicFormView's picture") })
    }

    @Test func withoutACallThePagesOpenOnTheHintedLayoutAndSayWhy() throws {
        let result = build("NoSixLayerCallApp")
        #expect(try picture(result, "Task").view == nil)
        #expect(try picture(result, "Task").appliesHintedWidths)
        #expect(
            notes(result).contains {
                $0.hasPrefix("formsmith.yml:1:1: Every form opens on the hints' layout: no SixLayer form call")
            }
        )
        #expect(
            try page(result, "Task").contains(
                "Opens on the hints&#39; layout: no SixLayer form call (<code>DynamicFormView</code>")
        )
    }

    @Test func theConfigNamesThePictureOverTheSources() throws {
        let (config, diagnostics) = ProjectConfig.parse("picture: hints\n")
        #expect(diagnostics.isEmpty)
        let result = build("DynamicFormViewApp", config: config)
        #expect(try picture(result, "Task").view == nil)
        #expect(try picture(result, "Task").reason == "formsmith.yml names the hints' layout (`picture:`)")
        let wrong = ProjectConfig.parse("picture: DynamicFormVeiw\n").diagnostics
        #expect(wrong.map(\.message).first?.hasSuffix("Did you mean `DynamicFormView`?") == true)
    }

    @Test func theFitCheckMeasuresThePictureThePageOpensOn() throws {
        // "Estimated completion note" is wider than `title`'s 150 pt, not than its section.
        let tooWide = { (result: BuildResult) in
            result.forms.flatMap(\.diagnostics).filter { $0.code == "strings.does-not-fit" && $0.severity == .warning }
                .map(\.message)
        }
        #expect(tooWide(build("NoSixLayerCallApp")).count == 1)
        #expect(tooWide(build("DynamicFormViewApp")).isEmpty)
    }

    @Test func aWidthChangeDynamicFormViewDoesNotDrawIsReviewedAsNotVisible() throws {
        for (app, hidden) in [("DynamicFormViewApp", true), ("IntelligentFormViewApp", false)] {
            let head = try #require(build(app).forms.first { $0.name == "Task" })
            var base = head
            base.sections[0].fields[0].width = 400
            let change = try #require(
                FormDiff.compare(base: [base], head: [head]).changed.first?.changes.first { $0.kind == .fieldWidth })
            #expect(change.inHintedLayoutOnly == hidden)
            #expect(change.risk == (hidden ? .low : .medium))
            #expect(
                change.summary.hasSuffix("(not visible in DynamicFormView, which applies no displayWidth)") == hidden)
            #expect(change.markLabel() == "width 400 pt → 150 pt" + (hidden ? " (hints' layout only)" : ""))
        }
    }

    @Test func aReadOnlyTextFieldDynamicFormViewDrawsEditableIsAWarningThereAlone() throws {
        let ignored = { (result: BuildResult) in
            result.forms.flatMap(\.diagnostics).filter { $0.code == "hints.ignored-read-only" }.map(\.message)
        }
        #expect(
            ignored(build("DynamicFormViewApp")) == [
                "`notes` is read-only, but DynamicFormView draws it editable: its text field reads no `isEditable` (only DynamicURLField does; IntelligentFormView disables it)"
            ])
        #expect(ignored(build("NoSixLayerCallApp")).isEmpty)
    }
}
