/// The page contexts themselves, straight to `TemplateValue`s like their parts
/// (`Contexts+Template.swift`): going through `Encoder` showed in every profile of a
/// model-heavy build. `TemplateContractTests` holds each equal to its `Encodable` form.
extension PageContext: FastTemplateEncodable where Content: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        // One object: the base's keys, then the content's, as `encode(to:)` writes them.
        guard case .object(var object) = base.templateValue(omittingNil: omittingNil),
            case .object(let own) = content.templateValue(omittingNil: omittingNil)
        else { preconditionFailure("page contexts are objects") }
        for entry in own.storage { object.set(entry.key, entry.value) }
        return .object(object)
    }
}

extension PageBase: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("siteTitle", siteTitle)
        builder.text("pageTitle", pageTitle)
        builder.text("root", root)
        builder.object("nav", nav)
        return builder.value
    }
}

extension SidebarContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.list("models", models)
        builder.text("docTreeHTML", docTreeHTML)
        builder.flag("hasDocs", hasDocs)
        builder.flag("moreModels", moreModels)
        builder.number("modelCount", modelCount)
        return builder.value
    }
}

extension NavModel: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("name", name)
        builder.text("path", path)
        builder.flag("current", current)
        return builder.value
    }
}

extension PageLink: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("title", title)
        builder.text("path", path)
        return builder.value
    }
}

extension DocPageContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("description", description)
        builder.list("tableOfContents", tableOfContents)
        builder.flag("hasTableOfContents", hasTableOfContents)
        builder.object("previous", previous)
        builder.object("next", next)
        builder.object("modelPage", modelPage)
        builder.list("breadcrumbs", breadcrumbs)
        builder.flag("hasBreadcrumbs", hasBreadcrumbs)
        builder.text("body", body)
        return builder.value
    }
}

extension TableOfContentsEntry: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.number("level", level)
        builder.text("text", text)
        builder.text("id", id)
        return builder.value
    }
}

extension ModelLink: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("name", name)
        builder.text("path", path)
        return builder.value
    }
}

extension ModelPageContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("name", name)
        builder.object("form", form)
        builder.text("documentationHTML", documentationHTML)
        builder.text("accentColor", accentColor)
        builder.list("sources", sources)
        builder.list("diagnostics", diagnostics)
        builder.flag("hasDiagnostics", hasDiagnostics)
        builder.list("hidden", hidden)
        builder.flag("hasHidden", hasHidden)
        builder.list("unsectioned", unsectioned)
        builder.flag("hasUnsectioned", hasUnsectioned)
        builder.list("fieldRows", fieldRows)
        builder.list("sectionRows", sectionRows)
        builder.list("ocrGroups", ocrGroups)
        builder.flag("hasOCRGroups", hasOCRGroups)
        builder.list("defaults", defaults)
        builder.flag("hasDefaults", hasDefaults)
        builder.object("modelDoc", modelDoc)
        builder.object("presentation", presentation)
        builder.text("languages", languages)
        builder.object("voiceOver", voiceOver)
        builder.object("signOff", signOff)
        return builder.value
    }
}

extension SourceLink: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("label", label)
        builder.text("path", path)
        return builder.value
    }
}

extension DiagnosticRow: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("severity", severity)
        builder.text("code", code)
        builder.text("location", location)
        builder.text("message", message)
        builder.text("messageHTML", messageHTML)
        return builder.value
    }
}

extension FieldListEntry: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("id", id)
        builder.text("label", label)
        return builder.value
    }
}

extension SectionRow: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("id", id)
        builder.text("title", title)
        builder.text("layoutStyle", layoutStyle)
        builder.number("columns", columns)
        builder.number("gap", gap)
        builder.number("fieldCount", fieldCount)
        builder.text("state", state)
        builder.text("metadata", metadata)
        return builder.value
    }
}

extension OCRGroupRow: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("name", name)
        builder.text("fields", fields)
        return builder.value
    }
}

extension DefaultRow: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("key", key)
        builder.text("value", value)
        return builder.value
    }
}

extension ModelDoc: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("html", html)
        builder.text("title", title)
        builder.text("path", path)
        return builder.value
    }
}

extension FormContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("name", name)
        builder.list("sections", sections)
        builder.text("purpose", purpose)
        builder.text("title", title)
        builder.list("errors", errors)
        builder.text("errorSummary", errorSummary)
        builder.text("scanText", scanText)
        builder.text("submitText", submitText)
        builder.flag("isSettings", isSettings)
        builder.number("titleOrder", titleOrder)
        builder.number("submitOrder", submitOrder)
        return builder.value
    }
}

extension FormErrorContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("label", label)
        builder.text("message", message)
        builder.text("target", target)
        return builder.value
    }
}

extension PresentationContexts: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.object("edit", edit)
        builder.object("invalid", invalid)
        builder.flag("hasViolations", hasViolations)
        builder.number("violationCount", violationCount)
        builder.list("detail", detail)
        builder.text("detailStrategy", detailStrategy)
        builder.text("detailSummary", detailSummary)
        builder.flag("detailTabbed", detailTabbed)
        builder.list("collections", collections)
        builder.list("summary", summary)
        builder.text("titleNoteHTML", titleNoteHTML)
        return builder.value
    }
}

extension PresentationRow: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("key", key)
        builder.text("value", value)
        return builder.value
    }
}

extension DetailSectionContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("id", id)
        builder.text("title", title)
        builder.text("headingID", headingID)
        builder.list("rows", rows)
        return builder.value
    }
}

extension CollectionContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("preference", preference)
        builder.text("strategy", strategy)
        builder.number("itemCount", itemCount)
        builder.text("itemNoun", itemNoun)
        builder.number("shownCount", shownCount)
        builder.flag("isCut", isCut)
        builder.flag("scrolls", scrolls)
        builder.text("reason", reason)
        builder.text("reasonHTML", reasonHTML)
        builder.text("headingID", headingID)
        builder.list("items", items)
        return builder.value
    }
}

extension NavTreeContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("root", root)
        builder.list("nodes", nodes)
        return builder.value
    }
}

extension NavNode: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("title", title)
        builder.text("path", path)
        builder.flag("current", current)
        builder.list("nodes", nodes)
        builder.flag("hasChildren", hasChildren)
        return builder.value
    }
}
