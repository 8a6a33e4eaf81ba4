// Review notes float over the screen at their field's corner (site/review-notes.css). A field's
// notes are gathered in one stack; where a stack would run past the screen's edge it is moved back
// inside, and where it would cover a note above it, it moves down under that one: every note is
// read whole, whichever column its field is in.
(function () {
  "use strict";
  var NOTES = ".fs-related, .fs-formula, .fs-fit-warning, .fs-room-warning, .fs-notes";

  // How far (dx) to move a box so that it stays 4 px inside `bounds`.
  function inside(box, bounds) {
    if (box.left < bounds.left + 4) return bounds.left + 4 - box.left;
    if (box.right > bounds.right - 4) return Math.max(bounds.right - 4 - box.right, bounds.left + 4 - box.left);
    return 0;
  }

  // `at` moved down until it covers none of the boxes `placed`.
  function below(at, placed) {
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
    return at;
  }

  Formsmith.placeNotes = function (frame) {
    var screen = frame.querySelector(":scope > .fs-screen") || frame;
    // A change's words on the review page ("moved to contact; reading order changed") stay on the
    // screen: where they would run past its edge, they move back inside.
    Formsmith.each(".fs-field > .fs-change-label", function (label) {
      label.style.translate = "";
      var dx = inside(label.getBoundingClientRect(), screen.getBoundingClientRect());
      if (dx) label.style.translate = dx / (label.getBoundingClientRect().width / label.offsetWidth || 1) + "px 0";
    }, frame);
    var notes = Array.prototype.filter.call(frame.querySelectorAll(".fs-field :is(" + NOTES + ")"), function (note) {
      note.style.translate = "";
      return getComputedStyle(note).position === "absolute" && note.getClientRects().length > 0;
    });
    if (!notes.length) return;
    var bounds = screen.getBoundingClientRect(), placed = [];
    notes.map(function (note) { return { note: note, box: note.getBoundingClientRect() }; })
      .sort(function (a, b) { return a.box.top - b.box.top || a.box.left - b.box.left; })
      .forEach(function (item) {
        var box = item.box, scale = box.width / (item.note.offsetWidth || box.width) || 1;
        var dx = inside(box, bounds);
        var at = below({ left: box.left + dx, right: box.right + dx, top: box.top, bottom: box.bottom }, placed);
        var dy = at.top - box.top;
        if (dx || dy) item.note.style.translate = dx / scale + "px " + dy / scale + "px";
        placed.push(at);
      });
  };

  // A field's review notes in one stack, so that notes floating at the field's corner do not overlap.
  function stackNotes() {
    Formsmith.each(".form-frame .fs-field", function (field) {
      var notes = field.querySelectorAll(":scope > :is(.fs-related, .fs-formula, .fs-fit-warning, .fs-room-warning)," +
        " :scope > .fs-input > .fs-related");
      // A row control's notes are one per group of devices, and one at most shows: they count once.
      var rooms = field.querySelectorAll(":scope > .fs-room-warning").length;
      if (notes.length - rooms + Math.min(rooms, 1) < 2) return;
      var stack = Formsmith.element("div", { "class": "fs-notes" });
      field.appendChild(stack);
      Array.prototype.forEach.call(notes, function (note) { stack.appendChild(note); });
    });
  }

  document.addEventListener("change", function (event) {
    if (event.target.classList && event.target.classList.contains("review-notes-switch")) {
      Formsmith.each(".form-frame", Formsmith.placeNotes);
    }
  });
  Formsmith.ready(stackNotes);
})();
