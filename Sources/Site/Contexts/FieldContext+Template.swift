import Templates

/// `FieldContext` straight to a `TemplateValue`, in its properties' order, as its `Encodable`
/// conformance would give it (`TemplateContractTests` compares the two).
extension FieldContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var object = TemplateObject(reservingCapacity: 48)
        func put(_ key: String, _ value: TemplateValue?) {
            if let value { object.append(key, value) } else if !omittingNil { object.append(key, .flag(false)) }
        }
        func text(_ key: String, _ value: String?) { put(key, value.map { .text($0) }) }
        func number(_ key: String, _ value: Int?) { put(key, value.map { .number($0) }) }
        func flag(_ key: String, _ value: Bool?) { put(key, value.map { .flag($0) }) }
        text("fieldID", fieldID)
        text("htmlID", htmlID)
        text("label", label)
        text("control", control)
        flag("editable", editable)
        flag("required", required)
        flag("counter", counter)
        flag("isGroup", isGroup)
        flag("isToggle", isToggle)
        flag("isLabelled", isLabelled)
        flag("isInput", isInput)
        flag("isTextarea", isTextarea)
        flag("isSelect", isSelect)
        flag("isRelationship", isRelationship)
        flag("isList", isList)
        flag("isTextField", isTextField)
        flag("isDate", isDate)
        flag("isSlider", isSlider)
        flag("isStepper", isStepper)
        flag("isColor", isColor)
        flag("isFile", isFile)
        flag("isDisplay", isDisplay)
        text("inputType", inputType)
        flag("readonly", readonly)
        flag("disabled", disabled)
        flag("validates", validates)
        number("valueLength", valueLength)
        number("width", width)
        number("maxLength", maxLength)
        number("minLength", minLength)
        number("rows", rows)
        number("maxRows", maxRows)
        text("placeholder", placeholder)
        text("minimum", minimum)
        text("maximum", maximum)
        text("step", step)
        text("inputMode", inputMode)
        text("helpText", helpText)
        text("formula", formula)
        text("relatedModel", relatedModel)
        text("relatedPath", relatedPath)
        text("value", value)
        flag("checked", checked)
        text("describedBy", describedBy)
        text("change", change)
        text("changeLabel", changeLabel)
        number("fillPercent", fillPercent)
        text("fileButton", fileButton)
        text("fileSymbol", fileSymbol)
        text("helpID", helpID)
        text("errorMessage", errorMessage)
        put(
            "options",
            options.map { options in
                .list(
                    options.map {
                        .object(["value": .text($0.value), "label": .text($0.label), "selected": .flag($0.selected)])
                    })
            })
        put("children", children.map { children in .list(children.map { $0.templateValue(omittingNil: omittingNil) }) })
        put(
            "fitWarnings",
            fitWarnings.map { notes in
                .list(notes.map { .object(["language": .text($0.language), "text": .text($0.text)]) })
            })
        put("dateCapsules", dateCapsules.map { capsules in .list(capsules.map { .text($0) }) })
        text("textDirection", textDirection)
        number("a11yLabel", a11yLabel)
        number("a11yHelp", a11yHelp)
        number("a11yControl", a11yControl)
        number("a11yCounter", a11yCounter)
        text("signOffNote", signOffNote)
        return .object(object)
    }
}
