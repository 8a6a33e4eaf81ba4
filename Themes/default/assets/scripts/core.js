// What the theme's scripts share, as window.Formsmith: small DOM helpers and the clipboard. Every
// script is an optional enhancement: every page works without them. Each is a classic script (an
// ES module would not load from file://), run in the order the page lists them.
(function () {
  "use strict";
  var Formsmith = window.Formsmith = window.Formsmith || {};

  // The site's root, relative to this page ("../" on a page one folder down).
  Formsmith.root = document.body ? document.body.getAttribute("data-root") || "" : "";

  // `action` on every element `selector` matches in `scope` (the document by default).
  Formsmith.each = function (selector, action, scope) {
    Array.prototype.forEach.call((scope || document).querySelectorAll(selector), action);
  };

  Formsmith.element = function (tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    if (text) node.textContent = text;
    return node;
  };

  // The Clipboard API where the page may use it (file:// pages usually may), else a selected
  // textarea and the copy command.
  Formsmith.copyText = function (text) {
    function fallback() {
      return new Promise(function (resolve, reject) {
        var area = Formsmith.element("textarea", { readonly: "", "aria-hidden": "true", tabindex: "-1" });
        area.value = text;
        area.style.position = "fixed";
        area.style.top = "0";
        area.style.opacity = "0";
        document.body.appendChild(area);
        area.select();
        var copied = false;
        try { copied = document.execCommand("copy"); } catch (e) { copied = false; }
        document.body.removeChild(area);
        if (copied) resolve(); else reject(new Error("copy refused"));
      });
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      return navigator.clipboard.writeText(text).catch(fallback);
    }
    return fallback();
  };

  // Selects a node's text, for the reader to copy where the script could not.
  Formsmith.selectContents = function (node) {
    var range = document.createRange();
    range.selectNodeContents(node);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  };

  // `setUp` once the page is parsed; set-ups run in the order the scripts are listed.
  Formsmith.ready = function (setUp) {
    document.addEventListener("DOMContentLoaded", setUp);
  };
})();
