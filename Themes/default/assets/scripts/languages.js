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
    script.onerror = function () {
      (waiting[code] || []).forEach(function (each) { each(null); });
      delete waiting[code];
    };
    document.head.appendChild(script);
  }

  // Xcode's pseudolanguages: accented letters and 40 % longer text; twice the text; right to left.
  var accents = { a: "å", e: "é", i: "î", o: "ø", u: "ü", c: "ç", n: "ñ", y: "ý", s: "š", z: "ž",
    A: "Å", E: "É", I: "Î", O: "Ø", U: "Ü", C: "Ç", N: "Ñ", Y: "Ý", S: "Š", Z: "Ž" };
  var pseudo = {
    "x-accented": { name: "Accented +40 % (pseudo)", dir: "ltr", change: function (text) {
      var accented = text.replace(/[a-zA-Z]/g, function (letter) { return accents[letter] || letter; });
      var pad = Math.ceil(text.length * 0.4);
      return "[" + accented + " " + "·~".repeat(Math.ceil(pad / 2)).slice(0, Math.max(0, pad - 3)) + "]";
    } },
    "x-double": { name: "Double length (pseudo)", dir: "ltr", change: function (text) { return text + " " + text; } },
    "x-rtl": { name: "Right to left (pseudo)", dir: "rtl", change: function (text) { return text; } }
  };

  // Own members only: an option value `constructor` is not Object's.
  function has(object, key) { return !!object && Object.prototype.hasOwnProperty.call(object, key); }
  // Languages written right to left (as iOS mirrors for them), for a source language among them.
  var rightToLeft = /^(ar|ars|he|iw|fa|ur|yi|ps|sd|ug|dv|ckb)(-|$)/;

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
  var SIXLAYER = { sixlayer: true };
  function targets(frame) {
    var list = [];
    function add(node, attribute, owner, find, missing) {
      if (node && (!attribute || node.hasAttribute(attribute))) {
        list.push({ node: node, attribute: attribute, owner: owner || node.parentNode, find: find, missing: missing });
      }
    }
    Array.prototype.forEach.call(frame.querySelectorAll("[data-section]"), function (section) {
      var id = section.getAttribute("data-section");
      // The detail's group titles ("Boolean", "Primary") are SixLayer's own English words.
      var title = section.querySelector(":scope > .fs-section-title");
      add(firstText(title), null, title, function (m) { return has(m.sections, id) ? m.sections[id].title : null; },
        "section " + id + " title");
      var description = section.querySelector(":scope > .fs-section-description");
      add(firstText(description), null, description, function (m) {
        return has(m.sections, id) ? m.sections[id].description : null;
      },
        "section " + id + " description");
    });
    Array.prototype.forEach.call(frame.querySelectorAll("[data-field]"), function (field) {
      // A group's fields by their path (`shipping.city`), as the language files name them.
      var id = field.getAttribute("data-field");
      for (var outer = field.parentElement.closest("[data-field]"); outer && frame.contains(outer);
        outer = outer.parentElement.closest("[data-field]")) {
        id = outer.getAttribute("data-field") + "." + id;
      }
      function own(m) { return has(m.fields, id) ? m.fields[id] : {}; }
      // Not the detail's `dt`: IntelligentDetailView writes `field.name.capitalized` in every language.
      // A control is the field's input's child, or its state's (`.fs-state`) on a form drawn with its states.
      var control = ":scope > .fs-input > :is(.fs-toggle, .fs-stepper, .fs-display, [placeholder], .fs-datepicker, " +
        ".fs-colorpicker), :scope > .fs-input > .fs-state > *";
      var labels = field.querySelectorAll(":scope > .fs-label, :scope > .fs-group > legend, " +
        ":is(" + control + "):is(.fs-toggle, .fs-stepper, .fs-display) > .fs-row-text");
      Array.prototype.forEach.call(labels, function (label) {
        add(firstText(label), null, label, function (m) { return own(m).label; }, id + " label");
      });
      Array.prototype.forEach.call(field.querySelectorAll(":is(" + control + ")[placeholder]"), function (input) {
        add(input, "placeholder", input, function (m) { return own(m).placeholder; }, id + " placeholder");
      });
      // A date or colour row's text is the picker's label: the field's placeholder, else SixLayer's.
      var rowTexts = field.querySelectorAll(":is(" + control + "):is(.fs-datepicker, .fs-colorpicker) > .fs-row-text");
      Array.prototype.forEach.call(rowTexts, function (rowText) {
        add(firstText(rowText), null, rowText, function (m) { return own(m).placeholder; }, id + " placeholder");
      });
      var help = field.querySelector(":scope > [popover]");
      add(firstText(help), null, help, function (m) { return own(m).help; }, id + " help");
      Array.prototype.forEach.call(field.querySelectorAll("option"), function (option) {
        var value = option.getAttribute("value");
        add(firstText(option), null, option, function (m) {
          var options = own(m).options;
          return value && has(options, value) ? options[value] : null;
        },
          value ? id + " option " + value : null);
      });
    });
    // SixLayer's own buttons, from its catalog: Scan Document, Select File, Select Image, Add Item;
    // marked where the language's catalog has none (SIXLAYER). (Submit is the configuration's literal
    // "Submit", which SixLayer never looks up: English in every language.)
    var scan = frame.querySelector(".fs-scan");
    add(lastText(scan), null, scan, function () { return null; }, SIXLAYER);
    Array.prototype.forEach.call(frame.querySelectorAll(".fs-file"), function (button) {
      add(firstText(button), null, button, function () { return null; }, SIXLAYER);
    });
    Array.prototype.forEach.call(frame.querySelectorAll(".fs-add"), function (button) {
      add(lastText(button), null, button, function () { return null; }, SIXLAYER);
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

  // Each row of the list: its text before the identifier, then the identifier (and its Copy
  // button, if the page's script added one). `rows` nil: the source language's, as written.
  function showVoiceOver(view, rows, language) {
    var list = view.querySelector(".fs-voiceover-list");
    if (!list) return;
    list.setAttribute("lang", language);
    Array.prototype.forEach.call(list.children, function (item, index) {
      var code = item.querySelector("code");
      if (!code) return;
      if (item.fsOriginal === undefined) {
        var nodes = Array.prototype.slice.call(item.childNodes, 0, Array.prototype.indexOf.call(item.childNodes, code));
        item.fsOriginal = { nodes: nodes, id: code.textContent };
      }
      var row = rows && rows[index];
      var before = row ? [document.createTextNode(row[0] + " ")] : item.fsOriginal.nodes;
      while (item.firstChild !== code) item.removeChild(item.firstChild);
      before.forEach(function (node) { item.insertBefore(node, code); });
      code.textContent = row ? row[1] : item.fsOriginal.id;
      var copy = item.querySelector(".fs-vo-copy");
      if (copy) copy.setAttribute("aria-label", "Copy identifier " + code.textContent);
    });
  }

  // iOS writes the system back button in the device's language; one not listed here keeps "Back".
  var BACK = { de: "Zurück", es: "Atrás", fr: "Retour", ja: "戻る", ar: "رجوع" };

  function show(frames, code, source, data, model) {
    var missingCount = 0;
    // The note counts the page's own form, not a doc's embedded preview that may come first.
    var counted = document.querySelector("main > .form-frame") || frames[0];
    var entry = pseudo[code], dir = entry ? entry.dir : data ? data.dir : rightToLeft.test(source) ? "rtl" : "ltr";
    // A collection is a screen of the app too: it mirrors with the form (its items' texts are data).
    var language = entry || !code ? source : code, back = BACK[language.split("-")[0]] || "Back";
    var lists = document.querySelectorAll("main .fs-collection > :is(.fs-items, .fs-items-strip)");
    Array.prototype.forEach.call(lists, function (list) {
      list.setAttribute("dir", dir);
      // Its back button and its footnotes' dates in the language too.
      list.setAttribute("lang", language);
      list.style.setProperty("--fs-back", JSON.stringify(back));
      if (Formsmith.writeDates) Formsmith.writeDates(list);
    });
    frames.forEach(function (frame) {
      frame.setAttribute("lang", entry || !code ? source : code);
      frame.setAttribute("dir", dir);
      Array.prototype.forEach.call(frame.querySelectorAll(".fs-back"), function (each) { each.textContent = back; });
      // IntelligentDetailView's own words (its large title, the tabs' titles) from SixLayer's catalog.
      Array.prototype.forEach.call(frame.querySelectorAll(".fs-detail-large-title, .fs-tab"), function (each) {
        if (each.fsOriginal === undefined) each.fsOriginal = each.textContent;
        var translated = data && has(data.sixlayer, each.fsOriginal);
        each.textContent = translated ? data.sixlayer[each.fsOriginal] : each.fsOriginal;
      });
      var name = model(frame);
      // The review page's Before column shows the forms as they were, in their own words.
      var side = frame.closest(".review-side");
      var models = data && (side && !side.previousElementSibling ? data.before : data.models) || {};
      var strings = has(models, name) ? models[name] : { fields: {}, sections: {}, untranslated: [] };
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
          var framework = has(data.sixlayer, original.trim()) ? data.sixlayer[original.trim()] : null;
          text = found || (framework ? original.replace(original.trim(), framework) : original);
          // SixLayer's own text (its buttons, and a placeholder the field does not set: "Select
          // date") falls back to its English where neither catalog translates it, and is marked.
          var sixLayers = target.missing === SIXLAYER ||
            (!found && (data.sixlayerUntranslated || []).indexOf(original.trim()) >= 0);
          untranslated = sixLayers ? !framework && !/^en(-|$)/.test(code)
            : !!(target.missing && missing[target.missing]);
        }
        write(target, text);
        if (target.owner) {
          // Untranslated text is the source language's: said so, for a screen reader's voice.
          if (untranslated) {
            target.owner.setAttribute("data-untranslated", "");
            target.owner.setAttribute("lang", source);
            if (frame === counted) missingCount += 1;
          } else if (target.owner.hasAttribute("data-untranslated")) {
            target.owner.removeAttribute("data-untranslated");
            target.owner.removeAttribute("lang");
          }
        }
      });
      // The detail's numbers stay as SixLayer prints them, String(describing:): "1200" in every
      // language (only its dates are formatted, by dates.js).
      // An empty field takes its placeholder's direction, in this language (direction.js).
      if (Formsmith.placeDirection) {
        Formsmith.each(":is(.fs-input, .fs-state) > [placeholder][dir]", Formsmith.placeDirection, frame);
      }
      // Dates and times in the language's own format (dates.js).
      if (Formsmith.writeDates) Formsmith.writeDates(frame);
      // The VoiceOver view's list, in this language (its rows and identifiers follow the labels).
      var view = frame.nextElementSibling;
      if (view && view.classList.contains("fs-voiceover")) {
        showVoiceOver(view, entry || !code ? null : strings.voiceOver, entry || !code ? source : code);
      }
      // A text too wide for its field is said on it in the language it is too wide in.
      Array.prototype.forEach.call(frame.querySelectorAll(".fs-fit-warning, .fs-room-warning"), function (warning) {
        // `data-language` lists every language showing the text: its own first, then those showing it untranslated.
        // A row control's note (no `data-language`) is measured in the source language.
        var shownIn = (warning.getAttribute("data-language") || source).split(" ");
        warning.hidden = shownIn.indexOf(entry || !code ? source : code) < 0;
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
    show(frames, source, source, null, model);
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
    menu.setAttribute("data-shown", source);
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
    // Texts too wide in another language are said on their fields in that language; the note says where.
    var tooWide = {};
    Array.prototype.forEach.call(frames[0].querySelectorAll(".fs-fit-warning"), function (warning) {
      var code = warning.getAttribute("data-language").split(" ")[0];
      if (code !== source) tooWide[code] = (tooWide[code] || 0) + 1;
    });
    var wideNote = Object.keys(tooWide).sort().map(function (code) {
      return tooWide[code] + " in " + nameOf(code);
    }).join(", ");
    if (wideNote) {
      note.textContent = "Texts too wide for their fields: " + wideNote + ". Choose the language to see them.";
    }
    menu.addEventListener("change", function () {
      var code = menu.value;
      function done(data) {
        if (menu.value !== code) return;
        var missing = show(frames, code, source, code === source ? null : data, model);
        note.textContent = code !== source && !pseudo[code] && !data
          ? "The strings of " + code + " could not be loaded."
          : missing ? missing + " text" + (missing === 1 ? "" : "s") + " with no translation in " + nameOf(code) +
            (missing === 1 ? " shows" : " show") + " the " + source + " text, outlined in dashes." : "";
        if (data && data.sixlayerCatalog === false && !/^en(-|$)/.test(code)) {
          note.textContent += (note.textContent ? " " : "") + "SixLayer's catalog not found: its own strings " +
            "(“Select date”, “Enter text”) show in English. Run `swift package resolve` and build again.";
        }
        if (code.split("-")[0] === "ar") note.textContent += (note.textContent ? " " : "") + digitsNote(code);
        // Which language the frames show, once its strings have loaded (scripts and tests wait on it).
        menu.setAttribute("data-shown", code);
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

  // Arabic's digits depend on the region, not the language: the page writes numbers and dates as
  // this browser's CLDR data does for the bare language code, and says which digits those are.
  function digitsNote(code) {
    var system = "latn";
    try { system = new Intl.NumberFormat(code).resolvedOptions().numberingSystem; } catch (error) { /* Latin */ }
    return system === "latn"
      ? "Numbers and dates use Latin digits (0–9), as iOS writes them for Arabic in a region like Morocco, " +
        "Algeria or Tunisia; in Egypt and the Gulf iOS defaults to Arabic-Indic digits (٠–٩)."
      : "Numbers and dates use Arabic-Indic digits (٠–٩), as iOS writes them for Arabic in Egypt and the Gulf; " +
        "in a region like Morocco, Algeria or Tunisia iOS writes Latin digits (0–9).";
  }

  document.addEventListener("DOMContentLoaded", setUp);
})();
