// The form's controls as the app's behave: steppers within their bounds, sliders' filled tracks,
// colour wells, a date picker's capsules, a menu Picker's shown selection, a list's Add and Remove,
// and the label DynamicSelectField repeats in its card.
(function () {
  "use strict";
  var each = Formsmith.each, element = Formsmith.element;

  // DynamicSelectField writes its label again inside its card, in .headline: the DynamicFormView
  // picture shows that second label (site/preview.css hides it otherwise). The text components write
  // none: in SixLayer's newest DynamicFieldComponents.swift `field.fieldLabel()` is an EmptyView.
  function addRepeatedLabels() {
    each('.fs-field[data-control="select"] > .fs-input', function (input) {
      var label = input.parentNode.querySelector(":scope > .fs-label");
      if (!label || input.querySelector(":scope > .fs-repeated-label")) return;
      var text = label.firstChild && label.firstChild.nodeType === 3 ? label.firstChild.nodeValue : label.textContent;
      input.insertBefore(element("span", { "class": "fs-repeated-label fs-repeated-headline", "aria-hidden": "true" },
        text.trim()), input.firstChild);
    });
  }

  // The slider's filled track follows its value.
  function updateSlider(slider) {
    var min = Number(slider.min || 0), max = Number(slider.max || 100), value = Number(slider.value);
    var fill = max > min ? Math.round((value - min) / (max - min) * 100) : 0;
    slider.style.setProperty("--fs-fill", Math.max(0, Math.min(100, fill)) + "%");
  }

  function setUpControls() {
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
          button.disabled = down ? input.min !== "" && value <= Number(input.min)
            : input.max !== "" && value >= Number(input.max);
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
      pill.addEventListener("click", function () {
        if (!pill.showPicker || pill.readOnly) return;
        try { pill.showPicker(); } catch (e) { /* not allowed here */ }
      });
      pill.addEventListener("input", function () { Formsmith.writeDates(pill.parentNode.parentNode); });
    });
    each("main .form-frame, .review-side .form-frame", function (frame) { Formsmith.writeDates(frame); });
    // A menu Picker's button wraps its selection at large text sizes, where a <select> would cut it
    // short: the selection is drawn as text, with the (transparent) <select> lying over it. An empty
    // selection (SixLayer binds "", which tags no option) shows the chevrons alone, as iOS's button does.
    each(".fs-picker > .fs-menu", function (menu) {
      var shown = element("span", { "class": "fs-menu-value", "aria-hidden": "true" });
      var show = function () {
        var chosen = menu.options[menu.selectedIndex];
        shown.textContent = chosen && chosen.value ? chosen.textContent : "";
      };
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

  Formsmith.ready(function () {
    addRepeatedLabels();
    setUpControls();
  });
})();
