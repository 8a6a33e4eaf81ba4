// The site's chrome: the theme button, the menu button on narrow screens, and a "Copy" button on
// every code block.
(function () {
  "use strict";
  var each = Formsmith.each, element = Formsmith.element;

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

  // A "Copy" button on every code block, saying "Copied" (and telling screen readers) once it has.
  function setUpCopyButtons() {
    var blocks = document.querySelectorAll("main pre");
    if (!blocks.length) return;
    var status = element("span", { "class": "visually-hidden", role: "status" });
    document.body.appendChild(status);
    each("main pre", function (pre) {
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
        Formsmith.copyText(code.textContent).then(function () { say("Copied", "Code copied to the clipboard"); },
          function () {
            say("Press Ctrl+C", "Copying failed; the code is selected");
            Formsmith.selectContents(code);
          });
        button.focus();
      });
      pre.parentNode.insertBefore(wrapper, pre);
      wrapper.appendChild(pre);
      wrapper.appendChild(button);
    });
  }

  Formsmith.ready(function () {
    var tools = document.querySelector(".site-tools");
    if (tools) setUpThemeToggle(tools);
    var header = document.querySelector(".site-header");
    if (header) setUpMenu(header);
    setUpCopyButtons();
  });
})();
