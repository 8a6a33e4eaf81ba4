// Dates and times as iOS writes them in the frame's language (Intl's CLDR data, as Foundation's).
// The pages carry each date as a machine-readable value (an input's value, `data-date`); this
// script writes it as the app would: a compact DatePicker's capsules, a detail's long date.
(function () {
  "use strict";
  var each = Formsmith.each, element = Formsmith.element;
  var UTC = { timeZone: "UTC" };

  function format(code, options, moment) {
    return new Intl.DateTimeFormat(code, Object.assign({}, options, UTC)).format(moment);
  }

  // macOS's field-style DatePicker writes the date in the language's short numeric pattern with
  // the whole year ("3/14/2021", "14.03.2021", "2021/03/14").
  function fieldDate(code, moment) {
    var year = new Intl.DateTimeFormat(code, Object.assign({ year: "numeric" }, UTC)).formatToParts(moment)
      .filter(function (part) { return part.type === "year"; })[0];
    return new Intl.DateTimeFormat(code, Object.assign({ dateStyle: "short" }, UTC)).formatToParts(moment)
      .map(function (part) { return part.type === "year" && year ? year.value : part.value; }).join("");
  }

  // The texts of `value` (yyyy-mm-dd, yyyy-mm-ddThh:mm or hh:mm) in language `code`: a compact
  // DatePicker's capsules ("Mar 14, 2021", "9:30 AM"), a detail's `Text(date, style: .date)`
  // ("March 14, 2021", style "long"), the Mac's field (style "field"). `kind` is the control:
  // date, time or datetime.
  function dateTexts(value, kind, code, style) {
    var match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$|^(\d{2}):(\d{2})/.exec(value || "");
    if (!match) return [];
    var moment = match[6] ? new Date(Date.UTC(2000, 0, 1, +match[6], +match[7]))
      : new Date(Date.UTC(+match[1], +match[2] - 1, +match[3], +(match[4] || 0), +(match[5] || 0)));
    var texts = [];
    try {
      if (style === "long" && kind === "datetime") {
        return [format(code, { dateStyle: "long", timeStyle: "short" }, moment)];
      }
      if (kind !== "time" && style === "field") texts.push(fieldDate(code, moment));
      else if (kind !== "time") texts.push(format(code, { dateStyle: style === "long" ? "long" : "medium" }, moment));
      if (kind !== "date") texts.push(format(code, { timeStyle: "short" }, moment));
    } catch (error) { return []; }
    return texts;
  }

  function languageOf(node) {
    var owner = node.closest("[lang]");
    return owner ? owner.getAttribute("lang") : "en";
  }

  // Writes every date in `scope` (the document by default) as its frame's language and device do.
  Formsmith.writeDates = function (scope) {
    each(".fs-pill", function (pill) {
      var input = pill.querySelector(".fs-pill-input");
      var style = pill.closest('[data-idiom="mac"]') ? "field" : "";
      var texts = dateTexts(input && input.value, pill.getAttribute("data-date-kind"), languageOf(pill), style);
      each(".fs-capsule", function (capsule) { capsule.remove(); }, pill);
      texts.forEach(function (text) {
        pill.insertBefore(element("span", { "class": "fs-capsule", "aria-hidden": "true" }, text), input);
      });
    }, scope);
    each("[data-date]", function (value) {
      // The detail view writes its dates long ("March 10, 2026"), as IntelligentDetailView does.
      var style = value.getAttribute("data-date-style") || (value.closest(".fs-detail") ? "long" : null);
      var texts = dateTexts(value.getAttribute("data-date"), value.getAttribute("data-date-kind"),
        languageOf(value), style);
      if (texts.length) value.textContent = texts[0];
    }, scope);
  };
})();
