// A text field's direction as iOS gives it: its text's natural direction (its first letter's), the
// placeholder's while it is empty. A browser's dir="auto" reads the value only, so an empty field
// with an Arabic placeholder would be left to right and its ellipsis would cut the placeholder's
// start. The right-to-left scripts are the platform's table (platform.js).
(function () {
  "use strict";
  var ranges = window.FormsmithPlatform.rightToLeft;

  function naturalDirection(text) {
    var letter = /\p{Alphabetic}/u.exec(text || "");
    if (!letter) return "auto";
    var point = letter[0].codePointAt(0);
    return ranges.some(function (range) { return point >= range[0] && point <= range[1]; }) ? "rtl" : "ltr";
  }

  Formsmith.placeDirection = function (input) {
    input.setAttribute("dir", input.value ? "auto" : naturalDirection(input.getAttribute("placeholder")));
  };

  Formsmith.ready(function () {
    Formsmith.each(":is(.fs-input, .fs-state) > [placeholder][dir]", function (input) {
      input.addEventListener("input", function () { Formsmith.placeDirection(input); });
    });
  });
})();
