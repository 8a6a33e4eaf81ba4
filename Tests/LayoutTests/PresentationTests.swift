import Testing
import FormsmithCore
@testable import Layout

/// Items, collections and sample values as SixLayer's collection views would show a model.
@Suite struct PresentationTests {
    func field(
        _ id: String, _ control: Control = .text, type: String? = "String",
        _ configure: (inout FieldLayout) -> Void = { _ in }
    ) -> FieldLayout {
        var field = FieldLayout(id: id, label: FieldLabel.titleCase(id), control: control)
        field.typeDescription = type
        configure(&field)
        return field
    }

    func presentation(
        _ preferences: [String: String], _ configure: (inout PresentationHints) -> Void = { _ in }
    )
        -> PresentationHints
    {
        var presentation = PresentationHints(
            customPreferences: preferences.sorted { $0.key < $1.key }.map { KeyValue(key: $0.key, value: $0.value) })
        configure(&presentation)
        return presentation
    }

    func parts(_ values: [(FieldLayout, String?)], _ presentation: PresentationHints) -> ItemParts {
        ItemParts.of(fields: values.map(\.0), values: values.map(\.1), presentation: presentation)
    }

    // MARK: Item parts (CardDisplayHelper)

    @Test func theTitlePropertyWinsAndItsDefaultCoversAnEmptyValue() {
        let name = field("name"), code = field("code")
        let hints = presentation(["itemTitleProperty": "code", "itemTitleDefault": "Untitled"])
        #expect(parts([(name, "Ada"), (code, "A-1")], hints).title == "A-1")
        #expect(parts([(name, "Ada"), (code, "")], hints).title == "Untitled")
        #expect(parts([(name, "Ada"), (code, nil)], hints).title == "Untitled")
    }

    @Test func aPropertyThatIsNotAStringGivesOnlyTheDefault() {
        let count = field("count", .number, type: "Int")
        #expect(parts([(count, "3")], presentation(["itemTitleProperty": "count"])).title == nil)
        #expect(
            parts([(count, "3")], presentation(["itemTitleProperty": "count", "itemTitleDefault": "Item"])).title
                == "Item")
    }

    @Test func aMissingPropertyFallsBackToReflection() {
        let values: [(FieldLayout, String?)] = [
            (field("email", .email), "ada@example.com"), (field("nickname"), "ada"), (field("label"), "Ada L."),
        ]
        // An exact title-like name first (`label`), in field order.
        #expect(parts(values, presentation(["itemTitleProperty": "missing"])).title == "Ada L.")
        // No title-like name: the best other string, never one that looks like an e-mail.
        let others: [(FieldLayout, String?)] = [(field("email"), "ada@example.com"), (field("nickname"), "ada")]
        #expect(parts(others, presentation(["itemTitleProperty": ""])).title == "ada")
    }

    @Test func withHintsAndNoPropertySixLayerReflectsNothing() {
        let item = parts([(field("title"), "Report")], presentation([:]))
        #expect(item.title == nil)
        #expect(item.subtitle == nil)
        #expect(item.icon == nil)
    }

    @Test func theSubtitleReflectionSkipsStatusLikeNamesAndShortText() {
        let values: [(FieldLayout, String?)] = [
            (field("status"), "Waiting for the supplier"), (field("code"), "short"),
            (field("remarks"), "Long enough to be a subtitle"),
        ]
        #expect(
            parts(values, presentation(["itemSubtitleProperty": "none"])).subtitle == "Long enough to be a subtitle")
    }

    @Test func extensionSlotsReadAnyFieldAndShowPickerLabels() {
        let status = field("status", .select, type: "Status") {
            $0.options = [PickerOption(value: "open", label: "Open"), PickerOption(value: "done", label: "Done")]
        }
        let tags = field("tags", .list, type: "[String]")
        let item = parts(
            [(status, "done"), (tags, "design, finance")],
            presentation(["itemStatusProperty": "status", "itemTagsProperty": "tags", "itemFootnoteDefault": "—"]))
        #expect(item.status == "Done")
        #expect(item.tags == ["design", "finance"])
        #expect(item.footnote == "—")
    }

    @Test func aPickerFieldShowsItsLabelAsTitleAndSubtitleButAnIconKeepsItsName() {
        let options = [PickerOption(value: "star.fill", label: "Starred"), PickerOption(value: "b", label: "B")]
        let kind = field("kind", .select) { $0.options = options }
        let icon = field("icon", .select) { $0.options = options }
        let hints = presentation(["itemTitleProperty": "kind", "itemSubtitleProperty": "", "itemIconProperty": "icon"])
        let item = parts([(kind, "b"), (icon, "star.fill")], hints)
        #expect(item.title == "B")
        #expect(item.icon == "star.fill")
        // Reflection reads the labels too: an exact title-like name, shown as the detail shows it.
        let title = field("title", .select) { $0.options = options }
        #expect(parts([(title, "b")], presentation(["itemTitleProperty": ""])).title == "B")
    }

    @Test func aReadOnlyViewShowsLabelsYesNoAndDots() {
        let picker = field("kind", .select) { $0.options = [PickerOption(value: "a", label: "Alpha")] }
        #expect(SampleValues.shown("a", for: picker) == "Alpha")
        #expect(SampleValues.shown("z", for: picker) == "z")
        #expect(SampleValues.shown(nil, for: picker) == nil)
        let toggle = field("on", .toggle, type: "Bool")
        #expect(SampleValues.shown("true", for: toggle) == "Yes")
        #expect(SampleValues.shown(nil, for: toggle) == "No")
        #expect(SampleValues.shown("secret", for: field("pin", .password)) == "••••••••")
        #expect(SampleValues.shown("Ada", for: field("name")) == "Ada")
    }

    @Test func symbolsGetALookAlikeByFamilyAndSixLayersStarByDefault() {
        #expect(SymbolGlyph(nil) == SymbolGlyph("star.fill"))
        #expect(SymbolGlyph("").name == "star.fill")
        #expect(SymbolGlyph(nil).glyph == "star")
        #expect(SymbolGlyph("person.crop.circle").glyph == "person")
        #expect(SymbolGlyph("cart").glyph == "cart")
        #expect(SymbolGlyph("shippingbox.fill").glyph == "box")
        #expect(SymbolGlyph("waveform.path.ecg").glyph == nil)
        #expect(SymbolGlyph("waveform.path.ecg").name == "waveform.path.ecg")
    }

    @Test func colourComesFromTheProviderThenTheDefaultColour() {
        let severity = field("severity")
        let hints = presentation([:]) {
            $0.colorProvider = ItemColorProvider(
                property: "severity", mapping: [KeyValue(key: "high", value: "red")],
                statusMapping: [KeyValue(key: "done", value: "green")])
            $0.defaultColor = "blue"
        }
        #expect(parts([(severity, "HIGH")], hints).color == "red")
        #expect(parts([(severity, "low")], hints).color == "blue")
        #expect(parts([(severity, "low"), (field("status"), "Done")], hints).color == "green")
        // An enum is not a String to SixLayer's reflection: no colour from the provider.
        let enumSeverity = field("severity", .select, type: "Severity")
        #expect(parts([(enumSeverity, "high")], hints).color == "blue")
    }

    // MARK: Collections

    @Test func eachPreferenceGetsSixLayersView() {
        let expected = [
            "cards": "expandableCards", "card": "expandableCards", "list": "list", "grid": "grid",
            "masonry": "masonry", "coverFlow": "coverFlow", "compact": "adaptive", "chart": "adaptive",
        ]
        for (preference, strategy) in expected {
            let choices = CollectionChoice.choices(for: PresentationHints(preference: .single(preference)))
            #expect(choices.map(\.strategy) == [strategy], "\(preference)")
            #expect(choices.first?.preference == preference)
        }
    }

    @Test func countBasedShowsBothSidesOfTheThreshold() {
        let choices = CollectionChoice.choices(
            for: PresentationHints(preference: .countBased(low: "cards", high: "list", threshold: 4)))
        #expect(choices.map(\.itemCount) == [4, 5])
        #expect(choices.map(\.strategy) == ["expandableCards", "list"])
        #expect(choices[0].reason.contains("lowCount"))
        #expect(choices[1].reason.contains("highCount"))
        // A threshold below one leaves no collection small enough for `lowCount`.
        let negative = CollectionChoice.choices(
            for: PresentationHints(preference: .countBased(low: "cards", high: "list", threshold: -2)))
        #expect(negative.map(\.preference) == ["list"])
    }

    @Test func automaticIsCountAwareForGenericData() {
        let generic = CollectionChoice.choices(for: PresentationHints())
        #expect(generic.map(\.strategy) == ["grid"])
        #expect(generic.first?.reason.contains("at most an iPhone's 8") == true)
        let small = CollectionChoice.choices(
            for: PresentationHints(preference: .countBased(low: "automatic", high: "automatic", threshold: 3)))
        #expect(small.map(\.strategy) == ["expandableCards", "expandableCards"])
        let users = CollectionChoice.choices(for: PresentationHints(dataType: "user"))
        #expect(users.map(\.strategy) == ["adaptive"])
    }

    @Test func mediaAndNavigationDataDecideBeforeThePreference() {
        #expect(
            CollectionChoice.choices(for: PresentationHints(dataType: "navigation", preference: .single("list")))
                .map(\.strategy) == ["masonry"])
        #expect(
            CollectionChoice.choices(for: PresentationHints(dataType: "media", preference: .single("grid")))
                .map(\.strategy) == ["adaptive"])
    }

    // MARK: Sample values

    @Test func samplesAreDeterministicAndLookLikeTheirField() {
        let email = field("email", .email)
        #expect(SampleValues.value(for: email, item: 1) == SampleValues.value(for: email, item: 1))
        #expect(SampleValues.value(for: email, item: 0)?.contains("@example.com") == true)
        #expect(SampleValues.value(for: field("createdAt", .date), item: 0) == "2026-03-10")
        #expect(SampleValues.value(for: field("firstName"), item: 2, model: "User") == "Alan")
        #expect(SampleValues.value(for: field("name"), item: 0, model: "Product") == "Product Alpha")
    }

    @Test func samplesKeepToTheFieldsConstraints() {
        let short = field("title") { $0.maxLength = 4 }
        #expect(SampleValues.value(for: short, item: 0)?.count == 4)
        let long = field("code") { $0.minLength = 12 }
        #expect((SampleValues.value(for: long, item: 0)?.count ?? 0) >= 12)
        let ranged = field("rating", .number, type: "Int") {
            $0.minimum = "10"
            $0.maximum = "20"
        }
        for index in 0..<6 {
            let value = Double(SampleValues.value(for: ranged, item: index) ?? "") ?? -1
            #expect(value > 10 && value < 20)
        }
        let picker = field("kind", .select, type: "Kind") {
            $0.options = [PickerOption(value: "a", label: "A"), PickerOption(value: "b", label: "B")]
        }
        #expect((0..<4).map { SampleValues.value(for: picker, item: $0) } == ["a", "b", "a", "b"])
    }

    // A Double as a number field and the detail's `Text` write it: no trailing zero ("12.5", not
    // "12.50", which the edit form wrote beside the detail's 12.5), the sign kept below one.
    @Test func decimalSamplesAreWrittenAsSwiftWritesTheNumber() {
        let total = field("total", .number, type: "Double")
        #expect((0..<3).map { SampleValues.value(for: total, item: $0) } == ["12.5", "19.75", "27"])
        let below = field("offset", .number, type: "Double") {
            $0.minimum = "-0.9"
            $0.maximum = "-0.3"
            $0.step = "0.1"
        }
        #expect(SampleValues.value(for: below, item: 0) == "-0.8")
    }

    @Test func theFirstItemUsesTheDefaultValueAndOptionalsAreSometimesEmpty() {
        let titled = field("title") { $0.defaultValue = "Draft" }
        #expect(SampleValues.value(for: titled, item: 0) == "Draft")
        #expect(SampleValues.value(for: titled, item: 1) != "Draft")
        let optional = field("notes", type: "String?")
        #expect(SampleValues.value(for: optional, item: 2) == nil)
        #expect(SampleValues.value(for: optional, item: 1) != nil)
    }
}

@Suite struct PresentationDiffTests {
    @Test func diffReportsEachPresentationSettingThatChanged() {
        var old = PresentationHints(preference: .single("cards"))
        old.customPreferences = [KeyValue(key: "itemTitleProperty", value: "name")]
        var new = old
        new.preference = .countBased(low: "cards", high: "list", threshold: 8)
        new.customPreferences = [KeyValue(key: "itemTitleProperty", value: "title")]
        let changes = FormDiff.comparePresentation(old, new)
        #expect(changes.map(\.kind) == [.presentation, .presentation])
        #expect(
            changes.map(\.summary) == [
                "collection preference `cards` → `countBased cards ≤ 8 < list`",
                "item title field `name` → `title`",
            ])
        #expect(FormDiff.comparePresentation(old, old).isEmpty)
    }
}

@Suite struct PresentationExtremesTests {
    @Test func hugeAndOddConstraintsNeitherTrapNorBlowUp() {
        var field = FieldLayout(id: "code", label: "Code", control: .text)
        field.minLength = Int.max
        field.maxLength = Int.max
        #expect(SampleValues.value(for: field, item: 0) != nil)
        #expect(ConstraintViolation.possible(for: field).isEmpty)
        var number = FieldLayout(id: "amount", label: "Amount", control: .number)
        number.minimum = "-1e308"
        number.maximum = "1e308"
        #expect(SampleValues.value(for: number, item: 1) != nil)
        number.minimum = "1e300"
        number.maximum = nil
        #expect(SampleValues.value(for: number, item: 0) != nil)
        #expect(ConstraintViolation.possible(for: number).isEmpty)
    }

    @Test func eachKindOfConstraintIsShownOnce() {
        var name = FieldLayout(id: "name", label: "Name", control: .text)
        name.required = true
        name.minLength = 3
        var nick = FieldLayout(id: "nick", label: "Nick", control: .text)
        nick.required = true
        nick.minLength = 3
        var age = FieldLayout(id: "age", label: "Age", control: .number)
        age.minimum = "18"
        let kinds = ConstraintViolation.examples(in: [name, nick, age]).map(\.kind)
        #expect(kinds == [.required, .tooShort, .belowRange])
        let messages = ConstraintViolation.examples(in: [name, nick, age]).map(\.message)
        #expect(
            messages[1] == "Please lengthen this text to 3 characters or more (you are currently using 2 characters).")
        #expect(messages[2] == "Value must be greater than or equal to 18.")
    }

    @Test func aStepperOrADateCannotBreakWhatTheAppCannotReach() {
        // SixLayer's Stepper clamps to its range; a date is bound `?? Date()`: neither is ever empty.
        var stepper = FieldLayout(id: "size", label: "Size", control: .stepper)
        stepper.required = true
        stepper.minimum = "64"
        stepper.maximum = "2048"
        var date = FieldLayout(id: "on", label: "On", control: .date)
        date.required = true
        #expect(ConstraintViolation.possible(for: stepper).isEmpty)
        #expect(ConstraintViolation.possible(for: date).isEmpty)
    }
}
