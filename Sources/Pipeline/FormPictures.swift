import FormsmithCore
import Layout
import ModelReaders

/// Which of SixLayer's views presents each form in the app, so which picture its page opens on:
/// `formsmith.yml`'s `picture:` when set; else the calls in the app's sources that name the
/// model (`DynamicFormView(…)` in `UserEditor`, `IntelligentFormView.generateForm(for: User.self)`);
/// else the view the app's calls use most; else nothing, and the page opens on the hints' layout.
struct FormPictures: Sendable {
    let calls: [FormViewCall]
    let configured: ConfiguredPicture?

    init(calls: [FormViewCall], configured: ConfiguredPicture?) {
        self.calls = calls
        self.configured = configured
    }

    func picture(for model: String) -> FormPicture {
        if let configured {
            let what = configured.view.map { "`\($0.rawValue)`" } ?? "the hints' layout"
            return FormPicture(
                view: configured.view, reason: "\(ProjectConfig.fileName) names \(what) (`picture:`)",
                location: configured.location)
        }
        let naming = calls.filter { $0.names(model) }
        if let (view, first, count) = Self.mostUsed(naming) {
            let others = naming.count > count ? Self.counts(naming) + "; the most used" : ""
            var picture = FormPicture(
                view: view,
                reason: "`\(first.callee)(…)` at \(first.location) presents it\(others.isEmpty ? "" : " (\(others))")",
                location: first.location)
            picture.foundForModel = true
            return picture
        }
        if let (view, first, count) = Self.mostUsed(calls) {
            let all = calls.count > count ? " (\(Self.counts(calls)); the most used)" : ""
            let number = count == 1 ? "one call" : "\(count) calls"
            return FormPicture(
                view: view,
                reason:
                    "no call names it; the app presents its forms with \(view.rawValue)\(all): \(number), the first `\(first.callee)(…)` at \(first.location)",
                location: first.location)
        }
        return FormPicture(
            reason:
                "no SixLayer form call (`DynamicFormView`, `IntelligentFormView`, `platformPresentFormData_L1`) found"
        )
    }

    /// One `model.picture` note for the forms whose picture no call of their own decided (most
    /// apps': one view for every form), naming how many; each of the others has its own note.
    static func note(for forms: [FormLayout]) -> Diagnostic? {
        let shared = forms.filter { !$0.picture.foundForModel }
        guard let picture = shared.first?.picture else { return nil }
        let which = shared.count == forms.count ? "Every form" : "\(shared.count) of \(forms.count) forms"
        return Diagnostic(
            .info, "model.picture", at: picture.location ?? SourceLocation(file: ProjectConfig.fileName),
            "\(which) opens on \(picture.name): \(picture.reason)")
    }

    /// The view most of `calls` use (the first used on a tie, in path order), its first call and its count.
    private static func mostUsed(_ calls: [FormViewCall]) -> (FormView, FormViewCall, Int)? {
        var best: (FormView, FormViewCall, Int)?
        for call in calls where best?.0 != call.view {
            let count = calls.filter { $0.view == call.view }.count
            if count > best?.2 ?? 0 { best = (call.view, call, count) }
        }
        return best
    }

    /// "2 × DynamicFormView, 1 × Layer 1": the most used first, then in the order first called.
    private static func counts(_ calls: [FormViewCall]) -> String {
        var views: [(view: FormView, count: Int)] = []
        for call in calls where !views.contains(where: { $0.view == call.view }) {
            views.append((call.view, calls.filter { $0.view == call.view }.count))
        }
        return views.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
            .map { "\($0.element.count) × \($0.element.view.rawValue)" }.joined(separator: ", ")
    }
}
