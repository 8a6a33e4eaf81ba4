// The language menu of model and review pages: the app's languages, each loaded when chosen from
// languages/<code>.js (a script element, which works from file:// where fetching JSON does not),
// and pseudo-languages for any app. A language replaces the forms' texts in place (labels,
// placeholders, help, section titles, options, SixLayer's own strings); sample values stay. The
// page's own text is the source language's, kept to put back.
(function () {
  "use strict";
  var loaded = {};
  var waiting = {};
  window.formsmithLanguage = function (data) {
    loaded[data.code] = data;
    (waiting[data.code] || []).forEach(function (done) { done(data); });
    delete waiting[data.code];
  };

  function load(code, done) {
    if (loaded[code]) return done(loaded[code]);
    if (waiting[code]) return waiting[code].push(done);
    waiting[code] = [done];
    var script = document.createElement("script");
    script.src = (document.body.getAttribute("data-root") || "") + "languages/" + code + ".js";
    script.onerror = function () { (waiting[code] || []).forEach(function (each) { each(null); }); delete waiting[code]; };
    document.head.appendChild(script);
  }

  // Xcode's pseudolanguages: accented letters and 40 % longer text; twice the text; right to left.
  var accents = { a: "å", e: "é", i: "î", o: "ø", u: "ü", c: "ç", n: "ñ", y: "ý", s: "š", z: "ž",
    A: "Å", E: "É", I: "Î", O: "Ø", U: "Ü", C: "Ç", N: "Ñ", Y: "Ý", S: "Š", Z: "Ž" };
  var pseudo = {
    "x-accented": { name: "Accented, 40 % longer (pseudo)", dir: "ltr", change: function (text) {
      var accented = text.replace(/[a-zA-Z]/g, function (letter) { return accents[letter] || letter; });
      var pad = Math.ceil(text.length * 0.4);
      return "[" + accented + " " + "·~".repeat(Math.ceil(pad / 2)).slice(0, Math.max(0, pad - 3)) + "]";
    } },
    "x-double": { name: "Double length (pseudo)", dir: "ltr", change: function (text) { return text + " " + text; } },
    "x-rtl": { name: "Right to left (pseudo)", dir: "rtl", change: function (text) { return text; } }
  };

  function firstText(element) {
    if (!element) return null;
    for (var node = element.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3 && node.nodeValue.trim()) return node;
    }
    return null;
  }
  function lastText(element) {
    if (!element) return null;
    for (var node = element.lastChild; node; node = node.previousSibling) {
      if (node.nodeType === 3 && node.nodeValue.trim()) return node;
    }
    return null;
  }

  // Every text of a frame a language changes: the node (a text node, or an element and its
  // attribute), the element marked when untranslated, and where its translation is.
  function targets(frame) {
    var list = [];
    function add(node, attribute, owner, find, missing) {
      if (node && (!attribute || node.hasAttribute(attribute))) {
        list.push({ node: node, attribute: attribute, owner: owner || node.parentNode, find: find, missing: missing });
      }
    }
    Array.prototype.forEach.call(frame.querySelectorAll("[data-section]"), function (section) {
      var id = section.getAttribute("data-section");
      var title = section.querySelector(":scope > .fs-section-title, :scope > .fs-detail-title");
      add(firstText(title), null, title, function (m) { return (m.sections[id] || {}).title; }, "section " + id + " title");
      var description = section.querySelector(":scope > .fs-section-description");
      add(firstText(description), null, description, function (m) { return (m.sections[id] || {}).description; },
        "section " + id + " description");
    });
    Array.prototype.forEach.call(frame.querySelectorAll("[data-field]"), function (field) {
      var id = field.getAttribute("data-field");
      function own(m) { return m.fields[id] || {}; }
      var labels = field.querySelectorAll(":scope > .fs-label, :scope > dt, :scope > .fs-group > legend, " +
        ":scope > .fs-input > .fs-toggle > .fs-row-text, :scope > .fs-input > .fs-stepper > .fs-row-text");
      Array.prototype.forEach.call(labels, function (label) {
        add(firstText(label), null, label, function (m) { return own(m).label; }, id + " label");
      });
      Array.prototype.forEach.call(field.querySelectorAll(":scope > .fs-input > [placeholder]"), function (input) {
        add(input, "placeholder", input, function (m) { return own(m).placeholder; }, id + " placeholder");
      });
      var rowText = field.querySelector(":scope > .fs-input > .fs-datepicker > .fs-row-text, :scope > .fs-input > .fs-colorpicker > .fs-row-text");
      add(firstText(rowText), null, rowText, function () { return null; }, null);
      var help = field.querySelector(":scope > [popover]");
      add(firstText(help), null, help, function (m) { return own(m).help; }, id + " help");
      Array.prototype.forEach.call(field.querySelectorAll("option"), function (option) {
        var value = option.getAttribute("value");
        add(firstText(option), null, option, function (m) { return value ? (own(m).options || {})[value] : null; },
          value ? id + " option " + value : null);
      });
    });
    add(lastText(frame.querySelector(".fs-scan")), null, null, function () { return null; }, null);
    Array.prototype.forEach.call(frame.querySelectorAll(".fs-add"), function (button) {
      add(lastText(button), null, button, function () { return null; }, null);
    });
    return list;
  }

  function read(target) {
    return target.attribute ? target.node.getAttribute(target.attribute) : target.node.nodeValue;
  }
  function write(target, text) {
    if (target.attribute) target.node.setAttribute(target.attribute, text);
    else target.node.nodeValue = text;
  }

  // Numbers and dates in the detail preview, as the language writes them.
  function formatValue(text, code) {
    var trimmed = text.trim();
    try {
      if (/^-?\d+(\.\d+)?$/.test(trimmed)) return new Intl.NumberFormat(code).format(Number(trimmed));
      if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
        return new Intl.DateTimeFormat(code, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(trimmed + "T00:00:00Z"));
      }
    } catch (error) { /* a code Intl does not know: the value as written */ }
    return text;
  }

  function show(frames, code, source, data, model) {
    var missingCount = 0;
    frames.forEach(function (frame) {
      var entry = pseudo[code];
      frame.setAttribute("lang", entry || !code ? source : code);
      frame.setAttribute("dir", entry ? entry.dir : (data ? data.dir : "ltr"));
      var name = model(frame);
      var strings = data && data.models[name] || { fields: {}, sections: {}, untranslated: [] };
      var missing = {};
      strings.untranslated.forEach(function (each) { missing[each] = true; });
      targets(frame).forEach(function (target) {
        var cached = target.node.fsOriginal === undefined ? (target.node.fsOriginal = {}) : target.node.fsOriginal;
        var key = target.attribute || "#text";
        if (cached[key] === undefined) cached[key] = read(target);
        var original = cached[key];
        var text = original;
        var untranslated = false;
        if (entry) {
          text = entry.change(original);
        } else if (data) {
          var found = target.find(strings);
          var framework = data.sixlayer[original.trim()];
          text = found || (framework ? original.replace(original.trim(), framework) : original);
          untranslated = !!(target.missing && missing[target.missing]);
        }
        write(target, text);
        if (target.owner) {
          if (untranslated) {
            target.owner.setAttribute("data-untranslated", "");
            missingCount += 1;
          } else {
            target.owner.removeAttribute("data-untranslated");
          }
        }
      });
      Array.prototype.forEach.call(frame.querySelectorAll(".fs-detail-row > dd"), function (value) {
        var node = firstText(value);
        if (!node) return;
        if (node.fsOriginal === undefined) node.fsOriginal = node.nodeValue;
        node.nodeValue = data || entry ? formatValue(node.fsOriginal, entry ? source : code) : node.fsOriginal;
      });
    });
    return missingCount;
  }

  function setUp() {
    var holder = document.querySelector("main [data-languages]");
    var frames = Array.prototype.slice.call(document.querySelectorAll("main .form-frame"));
    if (!frames.length) return;
    var codes = holder ? holder.getAttribute("data-languages").split(" ") : [document.documentElement.lang || "en"];
    var source = codes[0];
    frames.forEach(function (frame) { frame.setAttribute("lang", source); frame.setAttribute("dir", "ltr"); });
    function model(frame) {
      var owner = frame.closest("[data-model]") || holder;
      return owner ? owner.getAttribute("data-model") : "";
    }
    function nameOf(code) {
      try {
        var names = new Intl.DisplayNames([code], { type: "language" });
        return names.of(code) + " (" + code + ")";
      } catch (error) { return code; }
    }
    var label = document.createElement("label");
    label.className = "preview-language";
    label.append("Language ");
    var menu = document.createElement("select");
    menu.className = "fs-button";
    codes.forEach(function (code, index) {
      var option = document.createElement("option");
      option.value = code;
      option.textContent = nameOf(code) + (index === 0 ? ", source" : "");
      menu.appendChild(option);
    });
    Object.keys(pseudo).forEach(function (code) {
      var option = document.createElement("option");
      option.value = code;
      option.textContent = pseudo[code].name;
      menu.appendChild(option);
    });
    label.appendChild(menu);
    var note = document.createElement("p");
    note.className = "language-note";
    note.setAttribute("aria-live", "polite");
    menu.addEventListener("change", function () {
      var code = menu.value;
      function done(data) {
        if (menu.value !== code) return;
        var missing = show(frames, code, source, code === source ? null : data, model);
        note.textContent = code !== source && !pseudo[code] && !data ? "The strings of " + code + " could not be loaded."
          : missing ? missing + " text" + (missing === 1 ? "" : "s") + " with no translation in " + nameOf(code) +
            " show the " + source + " text, outlined in dashes." : "";
      }
      if (code === source || pseudo[code]) done(null);
      else load(code, done);
    });
    var controls = document.querySelector(".preview-controls");
    if (controls) {
      controls.appendChild(label);
      controls.after(note);
    } else {
      frames[0].before(label, note);
    }
  }

  document.addEventListener("DOMContentLoaded", setUp);
})();
