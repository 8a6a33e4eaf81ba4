// Formsmith default theme. Optional enhancements: every page works without this file.
// Adds the search box, the theme toggle, the viewport switcher, live validation messages,
// character counters and the list "Add" buttons.
(function () {
  "use strict";
  var root = document.body ? document.body.getAttribute("data-root") || "" : "";

  function each(selector, action, scope) {
    Array.prototype.forEach.call((scope || document).querySelectorAll(selector), action);
  }

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

  function matches(entry, query) {
    return entry.text.indexOf(query) >= 0;
  }

  // Filters the index page in place; elsewhere lists matching pages under the box.
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
        item.appendChild(element("a", { href: root + entry.path }, entry.title));
        item.appendChild(document.createTextNode(" " + entry.kind));
        results.appendChild(item);
      });
      if (query !== "" && found.length === 0) results.appendChild(element("li", {}, "Nothing matches."));
    });
  }

  // Phone, tablet and desktop widths for the form's frame and the other contexts' frames (edit,
  // detail, collection); the sections follow by container queries.
  function setUpViewportSwitcher() {
    var frame = document.querySelector("main > .form-frame");  // the model page's form, not embeds
    if (!frame) return;
    var frames = [frame].concat(Array.prototype.slice.call(document.querySelectorAll("main .fs-context-frame")));
    var group = element("div", { "class": "viewport-switcher", role: "group", "aria-label": "Preview width" });
    var sizes = [["Phone", 375], ["Tablet", 768], ["Desktop", 1280], ["Fit", 0]];
    var buttons = sizes.map(function (size) {
      var button = element("button", { type: "button", "class": "fs-button", "aria-pressed": size[1] === 0 ? "true" : "false",
        "data-width": String(size[1]) }, size[1] ? size[0] + " " + size[1] : size[0]);
      button.addEventListener("click", function () {
        frames.forEach(function (each) {
          each.style.width = size[1] ? size[1] + "px" : "";
          each.setAttribute("data-viewport", String(size[1]));
        });
        buttons.forEach(function (other) { other.setAttribute("aria-pressed", other === button ? "true" : "false"); });
      });
      group.appendChild(button);
      return button;
    });
    frame.parentNode.insertBefore(group, frame);
  }

  function updateCounter(counter) {
    var control = document.getElementById(counter.getAttribute("data-counter-for"));
    if (!control) return;
    var max = control.getAttribute("maxlength");
    counter.textContent = control.value.length + (max ? " / " + max : "");
  }

  // Browser constraint validation, shown under a field once the user has touched it.
  function showValidity(control) {
    var message = document.getElementById(control.id + "-error");
    if (!message || !control.hasAttribute("data-touched")) return;
    message.textContent = control.validity.valid ? "" : control.validationMessage;
    control.setAttribute("aria-invalid", control.validity.valid ? "false" : "true");
  }

  function setUpForms() {
    each("[data-counter-for]", function (counter) {
      var control = document.getElementById(counter.getAttribute("data-counter-for"));
      if (!control) return;
      control.addEventListener("input", function () { updateCounter(counter); });
      updateCounter(counter);
    });
    each(".fs-form .fs-control", function (control) {
      control.addEventListener("input", function () { control.setAttribute("data-touched", ""); showValidity(control); });
      control.addEventListener("blur", function () { control.setAttribute("data-touched", ""); showValidity(control); });
    });
    each(".fs-list .fs-add", function (button) {
      var count = 1;
      button.addEventListener("click", function () {
        var first = button.parentNode.querySelector(".fs-control");
        var copy = first.cloneNode(false);
        count += 1;
        copy.value = "";
        copy.id = first.id + "-" + count;
        copy.setAttribute("aria-label", (first.labels && first.labels[0] ? first.labels[0].textContent : "Item") + " " + count);
        button.parentNode.insertBefore(copy, button);
        copy.focus();
      });
    });
    // The preview never submits anywhere; Save shows every message, Cancel clears them.
    each("form.fs-form", function (form) {
      form.addEventListener("submit", function (event) {
        event.preventDefault();
        each(".fs-control", function (control) { control.setAttribute("data-touched", ""); showValidity(control); }, form);
      });
      form.addEventListener("reset", function () {
        each(".fs-control", function (control) {
          control.removeAttribute("data-touched");
          control.removeAttribute("aria-invalid");
        }, form);
        each(".fs-error", function (message) { message.textContent = ""; }, form);
        // Values are reset after this event; count them once they are.
        setTimeout(function () { each("[data-counter-for]", updateCounter, form); }, 0);
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var tools = document.querySelector(".site-tools");
    if (tools) {
      setUpSearch(tools);
      setUpThemeToggle(tools);
    }
    setUpViewportSwitcher();
    setUpForms();
  });
})();
