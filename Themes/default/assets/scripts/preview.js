// The preview's toolbar: the device a form is drawn on and its text size. A frame is laid out at
// its device's real width and, where the window is narrower, scaled down to fit (the note says by
// how much); the sections follow by container queries. The devices and sizes are the platform's
// tables (platform.js).
(function () {
  "use strict";
  var element = Formsmith.element, platform = window.FormsmithPlatform;

  // The model page's form (not embeds) and its contexts, or the review page's forms before and after.
  function previewFrames() {
    var form = document.querySelector("main > .form-frame");
    var selector = form ? "main .fs-context-frame" : ".review-side .form-frame, .review-side .fs-context-frame";
    return (form ? [form] : []).concat(Array.prototype.slice.call(document.querySelectorAll(selector)));
  }

  // What the note under the toolbar says of the chosen device.
  function describe(device, frame, scale) {
    if (!device.width) return "";
    var text = device.name + ": " + device.width.toLocaleString("en") + " px wide, " +
      (scale < 1 ? "scaled to " + Math.round(scale * 100) + " % to fit this window." : "at full size.");
    // macOS has no Dynamic Type: the Mac's text stays at its size, said rather than silently ignored.
    var size = frame.getAttribute("data-text-size");
    if (device.idiom === "mac" && size && size !== platform.standardTextSize) {
      text += " macOS has no Dynamic Type: the Mac's text stays " + platform.macBodySize + " pt at " + size +
        ", as the app's does.";
    }
    // AutomaticSettings' views call UIKit (navigationBarTitle, UIPasteboard): they do not build for
    // macOS, so a settings form's Mac picture is the same Form in macOS's grouped style, said so.
    if (device.idiom === "mac" && frame.querySelector(".fs-settings")) {
      text += " AutomaticSettings' views use UIKit and do not build for macOS: this is its Form as macOS's" +
        " grouped style would draw it, a guess, not the app.";
    }
    return text;
  }

  // Draws `frames` on `device` (width 0: the window's), each scaled to fit; the form's scale.
  function draw(frames, device) {
    var scale = 1;
    frames.forEach(function (frame, index) {
      frame.style.zoom = "";
      frame.style.width = device.width ? device.width + "px" : "";
      frame.style.maxWidth = device.width ? "none" : "";
      frame.setAttribute("data-viewport", String(device.width));
      if (device.idiom) frame.setAttribute("data-idiom", device.idiom);
      else frame.removeAttribute("data-idiom");
      if (Formsmith.writeDates) Formsmith.writeDates(frame);
      var room = frame.parentNode.clientWidth;
      if (device.width && room && room < device.width) {
        frame.style.zoom = String(room / device.width);
        if (index === 0) scale = room / device.width;
      }
    });
    return scale;
  }

  // The fold: marked on a frame whose screen is longer than its device's display (form/device.css);
  // then the frame's notes are placed again.
  function markFold(frame) {
    var screen = frame.querySelector(":scope > .fs-screen");
    var device = parseFloat(getComputedStyle(frame).getPropertyValue("--fs-device-height")) || 0;
    if (screen && device && screen.offsetHeight > device + 1) frame.setAttribute("data-fold", "");
    else frame.removeAttribute("data-fold");
    if (Formsmith.placeNotes) Formsmith.placeNotes(frame);
  }

  function pressOnly(buttons, pressed) {
    buttons.forEach(function (other) { other.setAttribute("aria-pressed", other === pressed ? "true" : "false"); });
  }

  // A button per device, and "Fit" (the window's width, no device). An iPhone first, as the
  // templates draw the frames before any script runs.
  function deviceButtons(group, choose) {
    var fit = { name: "Fit", label: "Fit", width: 0, idiom: "" };
    var buttons = platform.devices.concat([fit]).map(function (device) {
      var title = device.width ? device.name + ", " + device.width.toLocaleString("en") + " points wide"
        : "The window's width";
      var button = element("button", { type: "button", "class": "fs-button", title: title,
        "aria-pressed": device.width === platform.openingWidth ? "true" : "false",
        "data-width": String(device.width) }, device.label);
      button.addEventListener("click", function () {
        choose(device);
        pressOnly(buttons, button);
      });
      group.appendChild(button);
      return button;
    });
  }

  // Dynamic Type's twelve sizes; form/text-sizes.css gives each text style its size and leading per
  // data-text-size on the frames.
  function textSizeMenu(toolbar, frames, changed) {
    var label = element("label", { "class": "text-size-menu" }, "Text size ");
    var menu = element("select", { name: "text-size" });
    platform.textSizes.forEach(function (name) {
      var text = name === platform.standardTextSize ? name + " (default)"
        : name.indexOf("AX") === 0 ? name + " (accessibility)" : name;
      var option = element("option", { value: name }, text);
      if (name === platform.standardTextSize) option.selected = true;
      menu.appendChild(option);
    });
    menu.addEventListener("change", function () {
      frames.forEach(function (frame) { frame.setAttribute("data-text-size", menu.value); });
      changed();
    });
    label.appendChild(menu);
    toolbar.appendChild(label);
  }

  function setUpPreview() {
    var frames = previewFrames();
    if (!frames.length) return;
    // On the model page above its form; on the review page above the first changed model, for every form.
    var place = document.querySelector("main > .form-frame") || document.querySelector(".review-model");
    // One toolbar for the preview's controls; others (the language menu) join it later.
    var toolbar = element("div", { "class": "preview-controls", role: "group", "aria-label": "Preview" });
    var group = element("div", { "class": "viewport-switcher", role: "group", "aria-label": "Device width" });
    var note = element("p", { "class": "viewport-note", "aria-live": "polite" });
    var chosen = platform.devices.filter(function (device) { return device.width === platform.openingWidth; })[0];
    function apply() {
      note.textContent = describe(chosen, frames[0], draw(frames, chosen));
      frames.forEach(markFold);
    }
    deviceButtons(group, function (device) {
      chosen = device;
      apply();
    });
    window.addEventListener("resize", function () { if (chosen.width) apply(); });
    if (window.ResizeObserver) {
      var watcher = new ResizeObserver(function () { frames.forEach(markFold); });
      frames.forEach(function (frame) {
        var screen = frame.querySelector(":scope > .fs-screen");
        if (screen) watcher.observe(screen);
      });
    }
    apply();
    toolbar.appendChild(group);
    textSizeMenu(toolbar, frames, apply);
    place.parentNode.insertBefore(toolbar, place);
    place.parentNode.insertBefore(note, place);
  }

  // A doc's embedded form is drawn on an iPhone at its full width, scaled down where the doc's
  // column is narrower, as the model page's frame is.
  function fitEmbeds() {
    var iPhone = platform.devices.filter(function (device) { return device.width === platform.openingWidth; })[0];
    Formsmith.each(".form-embed > .form-frame[data-viewport]", function (frame) {
      draw([frame], iPhone);
      markFold(frame);
    });
  }

  Formsmith.ready(setUpPreview);
  Formsmith.ready(function () {
    if (!document.querySelector(".form-embed")) return;
    fitEmbeds();
    window.addEventListener("resize", fitEmbeds);
  });
})();
