// What the app says while a form is filled in: SixLayer's character counters, and each field's
// error (the browser's constraint validation) once the field has been touched. The preview never
// submits anywhere; Submit shows every message.
(function () {
  "use strict";
  var each = Formsmith.each;

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
    message = Formsmith.element("p", { "class": "fs-error", id: id, "aria-live": "polite" });
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

  function touched(control) {
    control.setAttribute("data-touched", "");
    showValidity(control);
  }

  Formsmith.ready(function () {
    each(".fs-counter[id$='-counter']", function (counter) {
      var control = counterControl(counter);
      if (!control) return;
      control.addEventListener("input", function () { updateCounter(counter); });
      updateCounter(counter);
    });
    each(".fs-form .fs-control", function (control) {
      control.addEventListener("focus", function () { errorFor(control); });
      control.addEventListener("input", function () { touched(control); });
      control.addEventListener("blur", function () { touched(control); });
    });
    each("form.fs-form", function (form) {
      form.addEventListener("submit", function (event) {
        event.preventDefault();
        each(".fs-control", touched, form);
      });
    });
  });
})();
