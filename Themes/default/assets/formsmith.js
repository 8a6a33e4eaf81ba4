// Formsmith default theme. Optional enhancements: every page works without this file.
// Adds the search box, the theme toggle, the menu button on narrow screens, copy buttons on code
// blocks, the viewport switcher, live validation messages, character counters, the list "Add" buttons
// and the review page's change stepper.
(function () {
  "use strict";
  var root = document.body ? document.body.getAttribute("data-root") || "" : "";

  function each(selector, action, scope) {
    Array.prototype.forEach.call((scope || document).querySelectorAll(selector), action);
  }

  // Dates and times as iOS writes them in the frame's language (Intl's CLDR data, as Foundation's):
  // a compact DatePicker's capsules ("Mar 14, 2021", "9:30 AM"), a detail's `Text(date, style: .date)`
  // ("March 14, 2021"). `kind` is the control: date, time or datetime.
  function dateTexts(value, kind, code, style) {
    var match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$|^(\d{2}):(\d{2})/.exec(value || "");
    if (!match) return [];
    var moment = match[6] ? new Date(Date.UTC(2000, 0, 1, +match[6], +match[7]))
      : new Date(Date.UTC(+match[1], +match[2] - 1, +match[3], +(match[4] || 0), +(match[5] || 0)));
    var texts = [];
    try {
      if (style === "long" && kind === "datetime") return [new Intl.DateTimeFormat(code, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(moment)];
      // macOS's field-style DatePicker writes the date in the language's short numeric pattern with
      // the whole year ("3/14/2021", "14.03.2021", "2021/03/14").
      if (kind !== "time" && style === "field") {
        var year = new Intl.DateTimeFormat(code, { year: "numeric", timeZone: "UTC" }).formatToParts(moment)
          .filter(function (part) { return part.type === "year"; })[0];
        texts.push(new Intl.DateTimeFormat(code, { dateStyle: "short", timeZone: "UTC" }).formatToParts(moment)
          .map(function (part) { return part.type === "year" && year ? year.value : part.value; }).join(""));
      } else if (kind !== "time") {
        texts.push(new Intl.DateTimeFormat(code, { dateStyle: style === "long" ? "long" : "medium", timeZone: "UTC" }).format(moment));
      }
      if (kind !== "date") texts.push(new Intl.DateTimeFormat(code, { timeStyle: "short", timeZone: "UTC" }).format(moment));
    } catch (error) { return []; }
    return texts;
  }
  function writeDates(scope) {
    var languageOf = function (node) { var owner = node.closest("[lang]"); return owner ? owner.getAttribute("lang") : "en"; };
    each(".fs-pill", function (pill) {
      var input = pill.querySelector(".fs-pill-input");
      var mac = pill.closest('[data-viewport="1280"]');
      var texts = dateTexts(input && input.value, pill.getAttribute("data-date-kind"), languageOf(pill), mac ? "field" : "");
      each(".fs-capsule", function (capsule) { capsule.remove(); }, pill);
      texts.forEach(function (text) { pill.insertBefore(element("span", { "class": "fs-capsule", "aria-hidden": "true" }, text), input); });
    }, scope);
    each("[data-date]", function (value) {
      // The detail view writes its dates long ("March 10, 2026"), as IntelligentDetailView does.
      var style = value.getAttribute("data-date-style") || (value.closest(".fs-detail") ? "long" : null);
      var texts = dateTexts(value.getAttribute("data-date"), value.getAttribute("data-date-kind"), languageOf(value), style);
      if (texts.length) value.textContent = texts[0];
    }, scope);
  }
  window.formsmithWriteDates = writeDates;

  // A text field's direction as iOS gives it: its text's natural direction (its first letter's),
  // the placeholder's while it is empty. A browser's dir="auto" reads the value only, so an empty
  // field with an Arabic placeholder was left to right and its ellipsis cut the placeholder's start.
  function naturalDirection(text) {
    var letter = /\p{L}/u.exec(text || "");
    return letter ? (/[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(letter[0]) ? "rtl" : "ltr") : "auto";
  }
  function placeDirection(input) {
    input.setAttribute("dir", input.value ? "auto" : naturalDirection(input.getAttribute("placeholder")));
  }
  window.formsmithPlaceDirection = placeDirection;

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    if (text) node.textContent = text;
    return node;
  }

  // Light, dark, or the system's choice; remembered when the browser allows it.
  function setUpThemeToggle(tools) {
    var modes = ["system", "light", "dark"];
    var stored = null;
    try { stored = localStorage.getItem("formsmith-theme"); } catch (e) { /* file:// may forbid storage */ }
    var mode = modes.indexOf(stored) >= 0 ? stored : "system";
    var button = element("button", { type: "button", "class": "fs-button theme-toggle" });
    function apply() {
      if (mode === "system") document.documentElement.removeAttribute("data-theme");
      else document.documentElement.setAttribute("data-theme", mode);
      button.textContent = "Theme: " + mode;
    }
    button.addEventListener("click", function () {
      mode = modes[(modes.indexOf(mode) + 1) % modes.length];
      try { localStorage.setItem("formsmith-theme", mode); } catch (e) { /* ignore */ }
      apply();
    });
    apply();
    tools.appendChild(button);
  }

  // Each entry's words lower-cased once; the title, the parts (headings, fields) and the excerpt.
  function prepare(entry) {
    if (entry.lower === undefined) {
      entry.lines = (entry.text || "").split("\n");
      entry.lower = [entry.title, entry.text || "", entry.excerpt || ""].join("\n").toLowerCase();
    }
    return entry;
  }

  function matches(entry, query) {
    return prepare(entry).lower.indexOf(query) >= 0;
  }

  // `text` into `parent`, each occurrence of `query` (lower-case) in a <mark>.
  function appendMarked(parent, text, query) {
    var lower = text.toLowerCase();
    var at = 0;
    var found = query ? lower.indexOf(query) : -1;
    while (found >= 0) {
      if (found > at) parent.appendChild(document.createTextNode(text.slice(at, found)));
      parent.appendChild(element("mark", {}, text.slice(found, found + query.length)));
      at = found + query.length;
      found = lower.indexOf(query, at);
    }
    if (at < text.length) parent.appendChild(document.createTextNode(text.slice(at)));
  }

  // Where an entry matched, as a short text: around the match in its excerpt, else the headings or
  // fields that hold it, else the start of its excerpt.
  function snippet(entry, query) {
    var excerpt = entry.excerpt || "";
    var found = excerpt.toLowerCase().indexOf(query);
    if (found >= 0) {
      var start = Math.max(0, found - 40);
      var end = Math.min(excerpt.length, found + query.length + 70);
      if (start > 0) start = excerpt.indexOf(" ", start) + 1 || start;
      return (start > 0 ? "…" : "") + excerpt.slice(start, end) + (end < excerpt.length ? "…" : "");
    }
    var parts = entry.lines.filter(function (line) { return line.toLowerCase().indexOf(query) >= 0; });
    if (parts.length) return parts.slice(0, 3).join(" · ") + (parts.length > 3 ? " · …" : "");
    return excerpt;
  }

  // Filters the index page in place; elsewhere lists matching pages, with where they matched, under the box.
  function setUpSearch(tools) {
    var index = window.FORMSMITH_INDEX || [];
    var wrapper = element("div", { "class": "site-search", role: "search" });
    var label = element("label", { "for": "site-search", "class": "visually-hidden" }, "Filter models and docs");
    var input = element("input", { type: "search", id: "site-search", placeholder: "Filter models and docs", autocomplete: "off" });
    var results = element("ul", { "class": "site-search-results", id: "site-search-results" });
    results.hidden = true;
    wrapper.appendChild(label);
    wrapper.appendChild(input);
    wrapper.appendChild(results);
    tools.appendChild(wrapper);
    var onIndex = document.querySelector(".model-cards") !== null;
    var status = document.getElementById("filter-status");

    input.addEventListener("input", function () {
      var query = input.value.trim().toLowerCase();
      var found = index.filter(function (entry) { return query === "" || matches(entry, query); });
      if (onIndex) {
        var paths = {};
        found.forEach(function (entry) { paths[entry.path] = true; });
        each("[data-path]", function (item) { item.hidden = !paths[item.getAttribute("data-path")]; });
        if (status) status.textContent = query === "" ? "" : found.length + " of " + index.length + " shown";
        return;
      }
      results.textContent = "";
      results.hidden = query === "";
      found.slice(0, 12).forEach(function (entry) {
        var item = element("li");
        var link = element("a", { href: root + entry.path });
        appendMarked(link, entry.title, query);
        item.appendChild(link);
        item.appendChild(element("span", { "class": "search-kind" }, entry.kind));
        var text = snippet(entry, query);
        if (text) {
          var excerpt = element("span", { "class": "search-snippet" });
          appendMarked(excerpt, text, query);
          item.appendChild(excerpt);
        }
        results.appendChild(item);
      });
      if (query !== "" && found.length === 0) results.appendChild(element("li", {}, "Nothing matches."));
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { input.value = ""; results.hidden = true; results.textContent = ""; }
    });
  }

  // Below laptop width the sidebar folds into a "Menu" button in the header.
  function setUpMenu(header) {
    var nav = document.getElementById("site-nav");
    var title = header.querySelector(".site-title");
    if (!nav || !title) return;
    var button = element("button", { type: "button", "class": "menu-toggle", "aria-expanded": "false",
      "aria-controls": "site-nav" }, "Menu");
    function show(open) {
      button.setAttribute("aria-expanded", open ? "true" : "false");
      nav.classList.toggle("is-open", open);
    }
    button.addEventListener("click", function () { show(button.getAttribute("aria-expanded") !== "true"); });
    nav.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && button.offsetParent !== null) { show(false); button.focus(); }
    });
    title.parentNode.insertBefore(button, title.nextSibling);
    document.body.classList.add("has-menu");
  }

  // The Clipboard API where the page may use it (file:// pages usually may), else a selected
  // textarea and the copy command.
  function copyText(text) {
    function fallback() {
      return new Promise(function (resolve, reject) {
        var area = element("textarea", { readonly: "", "aria-hidden": "true", tabindex: "-1" });
        area.value = text;
        area.style.position = "fixed";
        area.style.top = "0";
        area.style.opacity = "0";
        document.body.appendChild(area);
        area.select();
        var copied = false;
        try { copied = document.execCommand("copy"); } catch (e) { copied = false; }
        document.body.removeChild(area);
        if (copied) resolve(); else reject(new Error("copy refused"));
      });
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      return navigator.clipboard.writeText(text).catch(fallback);
    }
    return fallback();
  }

  // A "Copy" button on every code block, saying "Copied" (and telling screen readers) once it has.
  function setUpCopyButtons() {
    var blocks = document.querySelectorAll("main pre");
    if (!blocks.length) return;
    var status = element("span", { "class": "visually-hidden", role: "status" });
    document.body.appendChild(status);
    Array.prototype.forEach.call(blocks, function (pre) {
      var code = pre.querySelector("code") || pre;
      var wrapper = element("div", { "class": "code-block" });
      var button = element("button", { type: "button", "class": "copy-button", "aria-label": "Copy code" }, "Copy");
      var timer = null;
      function say(text, spoken) {
        button.textContent = text;
        button.setAttribute("aria-label", text === "Copy" ? "Copy code" : text);
        status.textContent = spoken || "";
        clearTimeout(timer);
        if (text !== "Copy") timer = setTimeout(function () { say("Copy"); }, 2000);
      }
      button.addEventListener("click", function () {
        copyText(code.textContent).then(function () { say("Copied", "Code copied to the clipboard"); },
          function () { say("Press Ctrl+C", "Copying failed; the code is selected"); selectContents(code); });
        button.focus();
      });
      pre.parentNode.insertBefore(wrapper, pre);
      wrapper.appendChild(pre);
      wrapper.appendChild(button);
    });
  }

  function selectContents(node) {
    var range = document.createRange();
    range.selectNodeContents(node);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }

  // Phone, tablet and desktop widths for the form's frame and the other contexts' frames (edit,
  // detail, collection); the sections follow by container queries. A frame is laid out at its
  // real width and, where the window is narrower, scaled down to fit (the note says by how much).
  function setUpViewportSwitcher() {
    // The model page's form (not embeds) and its contexts, or the review page's forms before and after.
    var frame = document.querySelector("main > .form-frame");
    var frames = frame ? [frame].concat(Array.prototype.slice.call(document.querySelectorAll("main .fs-context-frame")))
      : Array.prototype.slice.call(document.querySelectorAll(".review-side .form-frame, .review-side .fs-context-frame"));
    if (!frames.length) return;
    // On the review page, above the first changed model, for every form on the page.
    var place = frame || document.querySelector(".review-model");
    frame = frames[0];
    // One toolbar for the preview's controls; others (a language menu) may join it later.
    var toolbar = element("div", { "class": "preview-controls", role: "group", "aria-label": "Preview" });
    var group = element("div", { "class": "viewport-switcher", role: "group", "aria-label": "Device width" });
    var note = element("p", { "class": "viewport-note", "aria-live": "polite" });
    // [device, width in points (0: the window's), the button's short text, the device family the
    // stylesheets style by (data-idiom: phone, pad or mac; "Fit" is no device, so none)]
    var sizes = [
      ["iPhone SE (1st generation) or Display Zoom", 320, "320 (SE 1st gen)", "phone"],
      ["iPhone", 393, "iPhone 393", "phone"],
      ["iPhone Pro Max", 430, "Pro Max 430", "phone"],
      ["iPad portrait", 820, "iPad 820", "pad"],
      ["iPad landscape", 1180, "iPad 1180", "pad"],
      ["Mac", 1280, "Mac 1280", "mac"],
      ["Fit", 0, "Fit", ""]];
    // An iPhone first, as the templates draw the frames without JavaScript: "Fit" matches no device.
    var chosen = sizes[1];
    function apply() {
      var scale = 1;
      frames.forEach(function (each) {
        each.style.zoom = "";
        each.style.width = chosen[1] ? chosen[1] + "px" : "";
        each.style.maxWidth = chosen[1] ? "none" : "";
        each.setAttribute("data-viewport", String(chosen[1]));
        if (chosen[3]) each.setAttribute("data-idiom", chosen[3]);
        else each.removeAttribute("data-idiom");
        if (window.formsmithWriteDates) window.formsmithWriteDates(each);
        var room = each.parentNode.clientWidth;
        if (chosen[1] && room && room < chosen[1]) {
          each.style.zoom = String(room / chosen[1]);
          if (each === frame) scale = room / chosen[1];
        }
      });
      note.textContent = !chosen[1] ? "" : chosen[0] + ": " + chosen[1].toLocaleString("en") + " px wide, " +
        (scale < 1 ? "scaled to " + Math.round(scale * 100) + " % to fit this window." : "at full size.");
      // macOS has no Dynamic Type: the Mac's text stays at its size, said rather than silently ignored.
      var size = frame.getAttribute("data-text-size");
      if (chosen[1] === 1280 && size && size !== "Large") {
        note.textContent += " macOS has no Dynamic Type: the Mac's text stays 13 pt at " + size + ", as the app's does.";
      }
      // AutomaticSettings' views call UIKit (navigationBarTitle, UIPasteboard): they do not build for
      // macOS, so a settings form's Mac picture is the same Form in macOS's grouped style, said so.
      if (chosen[1] === 1280 && frame.querySelector(".fs-settings")) {
        note.textContent += " AutomaticSettings' views use UIKit and do not build for macOS: this is its Form as macOS's grouped style would draw it, a guess, not the app.";
      }
      frames.forEach(markFold);
    }
    var buttons = sizes.map(function (size) {
      var button = element("button", { type: "button", "class": "fs-button", "aria-pressed": size === chosen ? "true" : "false",
        "data-width": String(size[1]), title: size[1] ? size[0] + ", " + size[1].toLocaleString("en") + " points wide" : "The window's width" }, size[2]);
      button.addEventListener("click", function () {
        chosen = size;
        apply();
        buttons.forEach(function (other) { other.setAttribute("aria-pressed", other === button ? "true" : "false"); });
      });
      group.appendChild(button);
      return button;
    });
    window.addEventListener("resize", function () { if (chosen[1]) apply(); });
    // The fold: marked on a frame whose screen is longer than its device's display (form.css).
    function markFold(each) {
      var screen = each.querySelector(":scope > .fs-screen");
      var device = parseFloat(getComputedStyle(each).getPropertyValue("--fs-device-height")) || 0;
      if (screen && device && screen.offsetHeight > device + 1) each.setAttribute("data-fold", "");
      else each.removeAttribute("data-fold");
      noteSqueezedLabels(each);
      placeNotes(each);
    }
    // A label beside its control (a date picker's "Select date") squeezed by a hinted width: SwiftUI
    // wraps it letter by letter. The fit check measures texts against widths, not the room a control
    // leaves, so the page measures the picture and says it as a review note (formsmith.css).
    var ruler = document.createElement("canvas").getContext("2d");
    function noteSqueezedLabels(each) {
      Array.prototype.forEach.call(each.querySelectorAll(".fs-field > .fs-input > .fs-control-row > .fs-row-text"), function (text) {
        var field = text.closest(".fs-field"), note = field.querySelector(".fs-room-warning");
        // In points, whatever the zoom that fits the frame into the window.
        var points = Number(each.getAttribute("data-viewport")), drawn = each.getBoundingClientRect().width;
        var scale = points && drawn ? (points + 2) / drawn : 1, shown = drawn && field.offsetParent;
        var room = shown ? text.getBoundingClientRect().width * scale : 0;
        var width = Number(field.getAttribute("data-width"));
        ruler.font = getComputedStyle(text).font;
        var word = Math.max.apply(null, text.textContent.split(/\s+/).map(function (part) { return ruler.measureText(part).width; }));
        var kinds = { date: "date picker", time: "time picker", datetime: "date picker", stepper: "stepper", color: "color picker", toggle: "switch" };
        var kind = kinds[field.getAttribute("data-control")] || "control", says = [];
        // Whatever squeezes it: the hinted width, the column that caps it, or the column alone.
        var row = shown ? text.parentNode.getBoundingClientRect().width * scale : 0;
        var cause = !width ? "its " + Math.round(row) + " pt column"
          : row + 1 < width ? width + " pt (its column allows " + Math.round(row) + ")" : width + " pt";
        if (shown && room + 0.5 < word) says.push(cause + " leaves about " + Math.round(room) + " pt for the " + kind + "’s label “" + text.textContent.trim() + "”");
        // A date's capsules keep their one row past the section's edge, as iOS does: the row is cut
        // off there, so the page says so rather than leave a clipped pill unexplained.
        var pill = text.parentNode.querySelector(":scope > .fs-pill"), section = field.closest(".fs-section");
        if (shown && pill && section) {
          var p = pill.getBoundingClientRect(), s = section.getBoundingClientRect();
          var past = (getComputedStyle(field).direction === "rtl" ? s.left - p.left : p.right - s.right) * scale;
          if (past > 0.5) says.push("the " + kind + " runs about " + Math.round(past) + " pt past the section’s edge");
        }
        if (!says.length) { if (note) note.remove(); return; }
        var label = field.querySelector(":scope > .fs-label");
        var say = (label ? label.textContent.trim() + ": " : "") + says.join("; ");
        if (!note) note = field.appendChild(element("p", { "class": "fs-room-warning", lang: "en", dir: "ltr" }));
        if (note.textContent !== say) note.textContent = say;
      });
    }
    if (window.ResizeObserver) {
      var watcher = new ResizeObserver(function () { frames.forEach(markFold); });
      frames.forEach(function (each) { var screen = each.querySelector(":scope > .fs-screen"); if (screen) watcher.observe(screen); });
    }
    apply();
    toolbar.appendChild(group);
    setUpTextSizeMenu(toolbar, frames, apply);
    place.parentNode.insertBefore(toolbar, place);
    place.parentNode.insertBefore(note, place);
  }

  // Review notes float over the screen at their field's corner (formsmith.css). Where one would run
  // past the screen's edge it is moved back inside, and where it would cover a note above it, it
  // moves down under that one: every note is read whole, whichever column its field is in.
  function placeNotes(frame) {
    var screen = frame.querySelector(":scope > .fs-screen") || frame;
    var notes = Array.prototype.filter.call(frame.querySelectorAll(".fs-field :is(.fs-related, .fs-formula, .fs-fit-warning, .fs-room-warning, .fs-notes)"), function (note) {
      note.style.translate = "";
      return getComputedStyle(note).position === "absolute" && note.getClientRects().length > 0;
    });
    if (!notes.length) return;
    var bounds = screen.getBoundingClientRect(), placed = [];
    notes.map(function (note) { return { note: note, box: note.getBoundingClientRect() }; })
      .sort(function (a, b) { return a.box.top - b.box.top || a.box.left - b.box.left; })
      .forEach(function (item) {
        var box = item.box, scale = box.width / (item.note.offsetWidth || box.width) || 1;
        var dx = box.left < bounds.left + 4 ? bounds.left + 4 - box.left : box.right > bounds.right - 4 ? Math.max(bounds.right - 4 - box.right, bounds.left + 4 - box.left) : 0;
        var at = { left: box.left + dx, right: box.right + dx, top: box.top, bottom: box.bottom };
        for (var moved = true; moved;) {
          moved = false;
          placed.forEach(function (other) {
            if (at.left < other.right && at.right > other.left && at.top < other.bottom + 2 && at.bottom > other.top) {
              var down = other.bottom + 2 - at.top;
              at.top += down;
              at.bottom += down;
              moved = true;
            }
          });
        }
        var dy = at.top - box.top;
        if (dx || dy) item.note.style.translate = dx / scale + "px " + dy / scale + "px";
        placed.push(at);
      });
  }
  document.addEventListener("change", function (event) {
    if (event.target.classList && event.target.classList.contains("review-notes-switch")) each(".form-frame", placeNotes);
  });

  // Dynamic Type: Apple's twelve text sizes; form.css gives each text style its size and leading
  // per data-text-size on the frames the viewport switcher sizes.
  function setUpTextSizeMenu(toolbar, frames, changed) {
    var names = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"];
    var label = element("label", { "class": "text-size-menu" }, "Text size ");
    var menu = element("select", { name: "text-size" });
    names.forEach(function (name) {
      var option = element("option", { value: name }, name === "Large" ? "Large (default)" : name.indexOf("AX") === 0 ? name + " (accessibility)" : name);
      if (name === "Large") option.selected = true;
      menu.appendChild(option);
    });
    menu.addEventListener("change", function () {
      frames.forEach(function (each) { each.setAttribute("data-text-size", menu.value); });
      changed();
    });
    label.appendChild(menu);
    toolbar.appendChild(label);
  }

  // The review page's ways to look: side by side, the after form over the before one (at the same
  // width, so unchanged fields coincide: a slider fades between them, Blink flips them), or the
  // changed sections alone.
  // DynamicSelectField writes its label again inside its card, in .headline: the DynamicFormView
  // picture shows that second label (formsmith.css hides it otherwise). The text components write
  // none: in SixLayer's newest DynamicFieldComponents.swift `field.fieldLabel()` is an EmptyView.
  function addRepeatedLabels() {
    each('.fs-field[data-control="select"] > .fs-input', function (input) {
      var label = input.parentNode.querySelector(":scope > .fs-label");
      if (!label || input.querySelector(":scope > .fs-repeated-label")) return;
      var text = label.firstChild && label.firstChild.nodeType === 3 ? label.firstChild.nodeValue : label.textContent;
      input.insertBefore(element("span", { "class": "fs-repeated-label fs-repeated-headline", "aria-hidden": "true" }, text.trim()), input.firstChild);
    });
  }

  function setUpReviewViews() {
    var sides = Array.prototype.slice.call(document.querySelectorAll(".review-sides"));
    // Each side starts folded as its own hints say (the template); opening or closing a section on
    // one side then does it on the other. A section drawn open fires a toggle as the page loads: a
    // section's first toggle that leaves it as drawn is that one, not the reviewer's, and is ignored.
    var drawnOpen = new WeakMap();
    each(".review-sides details.fs-section", function (section) { drawnOpen.set(section, section.hasAttribute("open")); });
    sides.forEach(function (pair) {
      pair.addEventListener("toggle", function (event) {
        var section = event.target;
        if (!section.matches || !section.matches("details.fs-section")) return;
        var drawn = drawnOpen.get(section);
        drawnOpen.delete(section);
        if (drawn === section.open) return;
        each('details.fs-section[data-section="' + CSS.escape(section.getAttribute("data-section")) + '"]', function (other) {
          if (other.open !== section.open) other.open = section.open;
        }, pair);
      }, true);
    });
    var stepper = document.querySelector(".review-stepper");
    if (!sides.length || !stepper) return;
    var group = element("div", { "class": "review-views", role: "group", "aria-label": "How to compare" });
    var fade = element("input", { type: "range", min: "0", max: "100", value: "50", "aria-label": "Show of the after form" });
    var blink = element("button", { type: "button", "class": "fs-button", "aria-pressed": "false" }, "Blink");
    var overlayTools = element("span", { "class": "review-overlay-tools", hidden: "" });
    var timer = null;
    function setFade(value) {
      sides.forEach(function (each) { each.style.setProperty("--review-after-opacity", String(value / 100)); });
    }
    function stopBlinking() {
      if (timer) clearInterval(timer);
      timer = null;
      blink.setAttribute("aria-pressed", "false");
      fade.disabled = false;
      setFade(Number(fade.value));
    }
    fade.addEventListener("input", function () { setFade(Number(fade.value)); });
    blink.addEventListener("click", function () {
      if (timer) return stopBlinking();
      var shown = 1;
      blink.setAttribute("aria-pressed", "true");
      fade.disabled = true;
      setFade(100);
      timer = setInterval(function () { shown = 1 - shown; setFade(shown * 100); }, 600);
    });
    overlayTools.append(fade, " ", blink);
    var views = [["side", "Side by side"], ["overlay", "Overlay"], ["changes", "Changes only"]];
    var buttons = views.map(function (view) {
      var button = element("button", { type: "button", "class": "fs-button", "aria-pressed": view[0] === "side" ? "true" : "false",
        "data-view": view[0] }, view[1]);
      button.addEventListener("click", function () {
        sides.forEach(function (each) { each.setAttribute("data-view", view[0]); });
        buttons.forEach(function (other) { other.setAttribute("aria-pressed", other === button ? "true" : "false"); });
        overlayTools.hidden = view[0] !== "overlay";
        if (view[0] !== "overlay") stopBlinking();
      });
      group.appendChild(button);
      return button;
    });
    group.append(" ", overlayTools);
    setFade(50);
    stepper.after(group);
  }

  // SixLayer's CharacterCounterView: "n / max characters", orange past 80 % of the maximum.
  // A counter's id is its control's id and "-counter".
  function counterControl(counter) {
    return document.getElementById(counter.id.slice(0, -"-counter".length));
  }

  function updateCounter(counter) {
    var control = counterControl(counter);
    if (!control) return;
    var max = Number(control.getAttribute("maxlength")) || 0;
    counter.textContent = control.value.length + (max ? " / " + max : "") + " characters";
    if (max && control.value.length > max * 0.8) counter.setAttribute("data-near-limit", "");
    else counter.removeAttribute("data-near-limit");
  }

  // A field's message line (SixLayer's .caption red errors), made when the field is first focused
  // so the page does not carry an empty one per field; it is a live region, described by the control.
  function errorFor(control) {
    var id = control.id + "-error", message = document.getElementById(id);
    var field = control.closest(".fs-field");
    if (message || !field || !control.id || control.getAttribute("role") === "switch") return message;
    message = element("p", { "class": "fs-error", id: id, "aria-live": "polite" });
    field.insertBefore(message, field.querySelector(":scope > .fs-formula"));
    var described = control.getAttribute("aria-describedby");
    control.setAttribute("aria-describedby", (described ? described + " " : "") + id);
    return message;
  }

  // Browser constraint validation, shown under a field once the user has touched it.
  function showValidity(control) {
    var message = errorFor(control);
    if (!message || !control.hasAttribute("data-touched")) return;
    message.textContent = control.validity.valid ? "" : control.validationMessage;
    control.setAttribute("aria-invalid", control.validity.valid ? "false" : "true");
  }

  // The slider's filled track follows its value.
  function updateSlider(slider) {
    var min = Number(slider.min || 0), max = Number(slider.max || 100), value = Number(slider.value);
    var fill = max > min ? Math.round((value - min) / (max - min) * 100) : 0;
    slider.style.setProperty("--fs-fill", Math.max(0, Math.min(100, fill)) + "%");
  }

  function setUpControls() {
    each(".fs-input > [placeholder][dir]", function (input) {
      input.addEventListener("input", function () { placeDirection(input); });
    });
    each(".fs-slider", function (slider) {
      slider.addEventListener("input", function () { updateSlider(slider); });
    });
    each(".fs-step", function (button) {
      button.addEventListener("click", function () {
        var input = document.getElementById(button.getAttribute("aria-controls"));
        if (!input || input.readOnly) return;
        // SwiftUI's Stepper steps by 1 unless SixLayer's hints give a step ("any" is not one).
        var step = Number(input.step) || 1, min = input.min === "" ? -Infinity : Number(input.min);
        var max = input.max === "" ? Infinity : Number(input.max);
        if (input.value === "") input.value = input.min || "0";
        else {
          var next = Number(input.value) + (button.getAttribute("data-step") === "up" ? step : -step);
          input.value = String(Math.min(max, Math.max(min, Math.round(next * 1e6) / 1e6)));
        }
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
    });
    // SwiftUI's Stepper(value:in:) disables − at or below its lower bound and + at or above its upper
    // one; it does not move a value that starts outside (an empty 0 under 1...20 stays 0).
    each(".fs-stepper-value", function (input) {
      var bound = function () {
        if (input.readOnly) return;
        var value = Number(input.value || input.min || 0);
        each('.fs-step[aria-controls="' + input.id + '"]', function (button) {
          var down = button.getAttribute("data-step") === "down";
          button.disabled = down ? input.min !== "" && value <= Number(input.min) : input.max !== "" && value >= Number(input.max);
        });
      };
      input.addEventListener("input", bound);
      bound();
    });
    each("[data-swatch-for]", function (swatch) {
      var well = document.getElementById(swatch.getAttribute("data-swatch-for"));
      if (!well) return;
      var paint = function () { swatch.style.setProperty("--fs-swatch", well.value); };
      well.addEventListener("input", paint);
      paint();
    });
    // An empty DatePicker shows now, as SixLayer's binding is `Date()`: iOS never draws an empty
    // capsule, in any form (a model page's, the review page's, one embedded in the docs).
    // (Not the broken-constraints figure's, which shows a required date left empty.) "Now" is the
    // build's picture date (`data-picture-date`, yyyy-mm-ddThh:mm), never the clock: a page shows
    // the same on any day.
    var pictureDate = document.body.getAttribute("data-picture-date") || "2007-01-09T09:41";
    each('.fs-pill-input:not([aria-invalid="true"])', function (pill) {
      if (pill.value) return;
      var date = pictureDate.slice(0, 10), time = pictureDate.slice(11, 16);
      pill.value = pill.type === "date" ? date : pill.type === "time" ? time : date + "T" + time;
    });
    // The date pill opens the browser's picker, as the app's opens its calendar, and shows the
    // chosen date as the frame's language writes it.
    each(".fs-pill-input", function (pill) {
      pill.addEventListener("click", function () { if (pill.showPicker && !pill.readOnly) { try { pill.showPicker(); } catch (e) { /* not allowed here */ } } });
      pill.addEventListener("input", function () { writeDates(pill.parentNode.parentNode); });
    });
    each("main .form-frame, .review-side .form-frame", function (frame) { writeDates(frame); });
    // A menu Picker's button wraps its selection at large text sizes, where a <select> would cut it
    // short: the selection is drawn as text, with the (transparent) <select> lying over it.
    each(".fs-picker > .fs-menu", function (menu) {
      var shown = element("span", { "class": "fs-menu-value", "aria-hidden": "true" });
      var show = function () { var chosen = menu.options[menu.selectedIndex]; shown.textContent = chosen ? chosen.textContent : ""; };
      menu.parentNode.insertBefore(shown, menu);
      menu.addEventListener("change", show);
      if (menu.form) menu.form.addEventListener("reset", function () { setTimeout(show); });
      // The language menu relabels the options.
      new MutationObserver(show).observe(menu, { childList: true, subtree: true, characterData: true });
      show();
    });
    each(".fs-list .fs-add", function (button) {
      var list = button.parentNode;
      var count = list.querySelectorAll(".fs-list-item").length;
      button.addEventListener("click", function () {
        var first = list.querySelector(".fs-list-item");
        var row = first.cloneNode(true);
        var input = row.querySelector(".fs-control");
        count += 1;
        input.value = "";
        input.id = first.querySelector(".fs-control").id + "-" + count;
        input.setAttribute("placeholder", "Item " + count);
        input.setAttribute("aria-label", "Item " + count);
        row.querySelector(".fs-remove").setAttribute("aria-label", "Remove item " + count);
        list.insertBefore(row, button);
        input.focus();
      });
      list.addEventListener("click", function (event) {
        var remove = event.target.closest(".fs-remove");
        if (!remove) return;
        var row = remove.closest(".fs-list-item");
        if (list.querySelectorAll(".fs-list-item").length > 1) row.remove();
        else row.querySelector(".fs-control").value = "";
      });
    });
  }

  function setUpForms() {
    each(".fs-counter[id$='-counter']", function (counter) {
      var control = counterControl(counter);
      if (!control) return;
      control.addEventListener("input", function () { updateCounter(counter); });
      updateCounter(counter);
    });
    each(".fs-form .fs-control", function (control) {
      control.addEventListener("focus", function () { errorFor(control); });
      control.addEventListener("input", function () { control.setAttribute("data-touched", ""); showValidity(control); });
      control.addEventListener("blur", function () { control.setAttribute("data-touched", ""); showValidity(control); });
    });
    setUpControls();
    // A field's review notes in one stack, so that notes floating at the field's corner do not overlap (formsmith.css).
    each(".form-frame .fs-field", function (field) {
      var notes = field.querySelectorAll(":scope > :is(.fs-related, .fs-formula, .fs-fit-warning, .fs-room-warning), :scope > .fs-input > .fs-related");
      if (notes.length < 2) return;
      var stack = element("div", { "class": "fs-notes" });
      field.appendChild(stack);
      Array.prototype.forEach.call(notes, function (note) { stack.appendChild(note); });
    });
    // The preview never submits anywhere; Submit shows every message.
    each("form.fs-form", function (form) {
      form.addEventListener("submit", function (event) {
        event.preventDefault();
        each(".fs-control", function (control) { control.setAttribute("data-touched", ""); showValidity(control); }, form);
      });
    });
  }

  // The review page: step from change to change (buttons, or j and k), each scrolled to, opened
  // if its section is folded, and outlined as the current one.
  function setUpChangeStepper() {
    var links = Array.prototype.slice.call(document.querySelectorAll(".review-change a[href^='#']"));
    var lead = document.querySelector(".lead");
    if (!links.length || !lead) return;
    var current = -1;
    var status = element("span", { "class": "review-step-status", role: "status" });
    function go(step) {
      current = Math.max(0, Math.min(links.length - 1, current + step));
      var target = document.getElementById(links[current].getAttribute("href").slice(1));
      if (!target) return;
      for (var folded = target.closest("details"); folded; folded = folded.parentElement.closest("details")) {
        folded.open = true;
      }
      each("[data-current-change]", function (node) { node.removeAttribute("data-current-change"); });
      target.setAttribute("data-current-change", "");
      target.scrollIntoView({ block: "center" });
      status.textContent = "Change " + (current + 1) + " of " + links.length + ": " + links[current].textContent;
    }
    var previous = element("button", { type: "button", "class": "fs-button" }, "Previous change");
    var next = element("button", { type: "button", "class": "fs-button" }, "Next change");
    previous.addEventListener("click", function () { go(-1); });
    next.addEventListener("click", function () { go(1); });
    var stepper = element("p", { "class": "review-stepper" });
    stepper.append(previous, " ", next, " ", element("span", { "class": "review-keys" }, "(k and j) "), status);
    lead.after(stepper);
    document.addEventListener("keydown", function (event) {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      var tag = (event.target.tagName || "").toLowerCase();
      if (tag === "input" || tag === "textarea" || tag === "select" || event.target.isContentEditable) return;
      if (event.key === "j") go(1);
      else if (event.key === "k") go(-1);
    });
    // A change followed from the list becomes the current one.
    links.forEach(function (link, index) {
      link.addEventListener("click", function () { current = index; go(0); });
    });
  }

  // The VoiceOver view: a "Copy" button after each identifier, and a switch that shows the
  // reading order's numbers (`data-a11y-order`) on the form. The list itself needs no script.
  function setUpVoiceOverViews() {
    Array.prototype.forEach.call(document.querySelectorAll(".fs-voiceover"), setUpVoiceOverView);
  }

  function setUpVoiceOverView(view) {
    var status = element("span", { "class": "visually-hidden", role: "status" });
    view.appendChild(status);
    Array.prototype.forEach.call(view.querySelectorAll(".fs-voiceover-list code"), function (code) {
      var button = element("button", { type: "button", "class": "fs-vo-copy", "aria-label": "Copy identifier " + code.textContent }, "Copy");
      button.addEventListener("click", function () {
        copyText(code.textContent).then(function () { status.textContent = "Identifier copied"; },
          function () { status.textContent = "Copying failed; the identifier is selected"; selectContents(code); });
      });
      code.parentNode.insertBefore(button, code.nextSibling);
    });
    var frame = view.previousElementSibling;
    if (!frame || !frame.classList.contains("form-frame")) return;
    var toggle = element("button", { type: "button", "class": "fs-vo-toggle", "aria-pressed": "false" }, "Show reading order on the form");
    toggle.addEventListener("click", function () {
      var on = toggle.getAttribute("aria-pressed") !== "true";
      toggle.setAttribute("aria-pressed", on ? "true" : "false");
      frame.classList.toggle("fs-show-order", on);
    });
    view.insertBefore(toggle, view.querySelector(".fs-voiceover-list"));
  }

  document.addEventListener("DOMContentLoaded", function () {
    var tools = document.querySelector(".site-tools");
    if (tools) {
      setUpSearch(tools);
      setUpThemeToggle(tools);
    }
    var header = document.querySelector(".site-header");
    if (header) setUpMenu(header);
    setUpCopyButtons();
    setUpViewportSwitcher();
    addRepeatedLabels();
    setUpForms();
    setUpChangeStepper();
    setUpReviewViews();
    setUpVoiceOverViews();
  });
})();
