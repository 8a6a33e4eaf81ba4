// Formsmith default theme: optional enhancements; every page works without this file.
(function () {
  "use strict";
  function updateCounter(counter) {
    var control = document.getElementById(counter.getAttribute("data-counter-for"));
    if (!control) return;
    var max = control.getAttribute("maxlength");
    counter.textContent = control.value.length + (max ? " / " + max : "");
  }
  document.addEventListener("DOMContentLoaded", function () {
    var counters = document.querySelectorAll("[data-counter-for]");
    Array.prototype.forEach.call(counters, function (counter) {
      var control = document.getElementById(counter.getAttribute("data-counter-for"));
      if (!control) return;
      control.addEventListener("input", function () { updateCounter(counter); });
      updateCounter(counter);
    });
    // The preview never submits anywhere.
    Array.prototype.forEach.call(document.querySelectorAll("form.fs-form"), function (form) {
      form.addEventListener("submit", function (event) { event.preventDefault(); form.reportValidity(); });
    });
  });
})();
