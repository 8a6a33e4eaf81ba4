// A label beside its control (a date picker's "Select date") squeezed by a hinted width: SwiftUI
// wraps it letter by letter. The page measures the picture at the chosen device and text size and
// says it as a review note (site/review-notes.css), with a date's capsules running past the
// section's edge.
(function () {
  "use strict";
  var ruler = document.createElement("canvas").getContext("2d");
  var kinds = { date: "date picker", time: "time picker", datetime: "date picker", stepper: "stepper",
    color: "color picker", toggle: "switch" };

  function widestWord(text) {
    ruler.font = getComputedStyle(text).font;
    return Math.max.apply(null, text.textContent.split(/\s+/).map(function (part) {
      return ruler.measureText(part).width;
    }));
  }

  // What squeezes a row's label, in points (`scale`: points per drawn pixel), or nothing.
  function squeezed(text, field, scale) {
    var room = text.getBoundingClientRect().width * scale;
    if (room + 0.5 >= widestWord(text)) return null;
    var width = Number(field.getAttribute("data-width"));
    // Whatever squeezes it: the hinted width, the column that caps it, or the column alone.
    var row = text.parentNode.getBoundingClientRect().width * scale;
    var cause = !width ? "its " + Math.round(row) + " pt column"
      : row + 1 < width ? width + " pt (its column allows " + Math.round(row) + ")" : width + " pt";
    return cause + " leaves about " + Math.round(room) + " pt for the " + kindOf(field) + "’s label “" +
      text.textContent.trim() + "”";
  }

  // A date's capsules keep their one row past the section's edge, as iOS does: the row is cut off
  // there, so the page says so rather than leave a clipped pill unexplained.
  function overflowing(text, field, scale) {
    var pill = text.parentNode.querySelector(":scope > .fs-pill"), section = field.closest(".fs-section");
    if (!pill || !section) return null;
    var p = pill.getBoundingClientRect(), s = section.getBoundingClientRect();
    var past = (getComputedStyle(field).direction === "rtl" ? s.left - p.left : p.right - s.right) * scale;
    return past > 0.5 ? "the " + kindOf(field) + " runs about " + Math.round(past) + " pt past the section’s edge"
      : null;
  }

  function kindOf(field) {
    return kinds[field.getAttribute("data-control")] || "control";
  }

  Formsmith.noteRoom = function (frame) {
    // In points, whatever the zoom that fits the frame into the window.
    var points = Number(frame.getAttribute("data-viewport")), drawn = frame.getBoundingClientRect().width;
    var scale = points && drawn ? (points + 2) / drawn : 1;
    Formsmith.each(".fs-field > .fs-input > .fs-control-row > .fs-row-text", function (text) {
      var field = text.closest(".fs-field"), note = field.querySelector(".fs-room-warning");
      var says = drawn && field.offsetParent
        ? [squeezed(text, field, scale), overflowing(text, field, scale)].filter(Boolean) : [];
      if (!says.length) {
        if (note) note.remove();
        return;
      }
      var label = field.querySelector(":scope > .fs-label");
      var say = (label ? label.textContent.trim() + ": " : "") + says.join("; ");
      if (!note) {
        note = field.appendChild(Formsmith.element("p", { "class": "fs-room-warning", lang: "en", dir: "ltr" }));
      }
      if (note.textContent !== say) note.textContent = say;
    }, frame);
  };
})();
