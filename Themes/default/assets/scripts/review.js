// The review page: step from change to change (buttons, or j and k), and the ways to look: side
// by side, the after form over the before one (at the same width, so unchanged fields coincide: a
// slider fades between them, Blink flips them), or the changed sections alone.
(function () {
  "use strict";
  var each = Formsmith.each, element = Formsmith.element;

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

  function setUpReviewViews() {
    var sides = Array.prototype.slice.call(document.querySelectorAll(".review-sides"));
    // Each side starts folded as its own hints say (the template); opening or closing a section on
    // one side then does it on the other. A section drawn open fires a toggle as the page loads: a
    // section's first toggle that leaves it as drawn is that one, not the reviewer's, and is ignored.
    var drawnOpen = new WeakMap();
    each(".review-sides details.fs-section", function (section) {
      drawnOpen.set(section, section.hasAttribute("open"));
    });
    sides.forEach(function (pair) {
      pair.addEventListener("toggle", function (event) {
        var section = event.target;
        if (!section.matches || !section.matches("details.fs-section")) return;
        var drawn = drawnOpen.get(section);
        drawnOpen.delete(section);
        if (drawn === section.open) return;
        var same = 'details.fs-section[data-section="' + CSS.escape(section.getAttribute("data-section")) + '"]';
        each(same, function (other) {
          if (other.open !== section.open) other.open = section.open;
        }, pair);
      }, true);
    });
    var stepper = document.querySelector(".review-stepper");
    if (!sides.length || !stepper) return;
    var group = element("div", { "class": "review-views", role: "group", "aria-label": "How to compare" });
    var fade = element("input", { type: "range", min: "0", max: "100", value: "50",
      "aria-label": "Show of the after form" });
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
      var button = element("button", { type: "button", "class": "fs-button",
        "aria-pressed": view[0] === "side" ? "true" : "false", "data-view": view[0] }, view[1]);
      button.addEventListener("click", function () {
        sides.forEach(function (each) { each.setAttribute("data-view", view[0]); });
        buttons.forEach(function (other) {
          other.setAttribute("aria-pressed", other === button ? "true" : "false");
        });
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

  Formsmith.ready(function () {
    setUpChangeStepper();
    setUpReviewViews();
  });
})();
