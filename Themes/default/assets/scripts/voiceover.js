// The VoiceOver view: a "Copy" button after each identifier, and a switch that shows the reading
// order's numbers (`data-a11y-order`) on the form. The list itself needs no script.
(function () {
  "use strict";
  var element = Formsmith.element;

  function setUpVoiceOverViews() {
    Array.prototype.forEach.call(document.querySelectorAll(".fs-voiceover"), setUpVoiceOverView);
  }

  function setUpVoiceOverView(view) {
    var status = element("span", { "class": "visually-hidden", role: "status" });
    view.appendChild(status);
    Array.prototype.forEach.call(view.querySelectorAll(".fs-voiceover-list code"), function (code) {
      var button = element("button", { type: "button", "class": "fs-vo-copy",
        "aria-label": "Copy identifier " + code.textContent }, "Copy");
      button.addEventListener("click", function () {
        Formsmith.copyText(code.textContent).then(function () { status.textContent = "Identifier copied"; },
          function () {
            status.textContent = "Copying failed; the identifier is selected";
            Formsmith.selectContents(code);
          });
      });
      code.parentNode.insertBefore(button, code.nextSibling);
    });
    var frame = view.previousElementSibling;
    if (!frame || !frame.classList.contains("form-frame")) return;
    var toggle = element("button", { type: "button", "class": "fs-vo-toggle", "aria-pressed": "false" },
      "Show reading order on the form");
    toggle.addEventListener("click", function () {
      var on = toggle.getAttribute("aria-pressed") !== "true";
      toggle.setAttribute("aria-pressed", on ? "true" : "false");
      frame.classList.toggle("fs-show-order", on);
    });
    view.insertBefore(toggle, view.querySelector(".fs-voiceover-list"));
  }

  Formsmith.ready(setUpVoiceOverViews);
})();
