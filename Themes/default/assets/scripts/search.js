// The search box: filters the index page in place; elsewhere lists the matching pages, with where
// they matched, under the box. It reads the site's index (search-index.js, FORMSMITH_INDEX).
(function () {
  "use strict";
  var each = Formsmith.each, element = Formsmith.element;

  // Each entry's words lower-cased once; the title, the parts (headings, fields) and the excerpt.
  function prepare(entry) {
    if (entry.lower === undefined) {
      entry.lines = (entry.text || "").split("\n");
      entry.lower = [entry.title, entry.text || "", entry.excerpt || ""].join("\n").toLowerCase();
    }
    return entry;
  }

  function matches(entry, query) {
    return prepare(entry).lower.indexOf(query) >= 0;
  }

  // `text` into `parent`, each occurrence of `query` (lower-case) in a <mark>.
  function appendMarked(parent, text, query) {
    var lower = text.toLowerCase();
    var at = 0;
    var found = query ? lower.indexOf(query) : -1;
    while (found >= 0) {
      if (found > at) parent.appendChild(document.createTextNode(text.slice(at, found)));
      parent.appendChild(element("mark", {}, text.slice(found, found + query.length)));
      at = found + query.length;
      found = lower.indexOf(query, at);
    }
    if (at < text.length) parent.appendChild(document.createTextNode(text.slice(at)));
  }

  // Where an entry matched, as a short text: around the match in its excerpt, else the headings or
  // fields that hold it, else the start of its excerpt.
  function snippet(entry, query) {
    var excerpt = entry.excerpt || "";
    var found = excerpt.toLowerCase().indexOf(query);
    if (found >= 0) {
      var start = Math.max(0, found - 40);
      var end = Math.min(excerpt.length, found + query.length + 70);
      if (start > 0) start = excerpt.indexOf(" ", start) + 1 || start;
      return (start > 0 ? "…" : "") + excerpt.slice(start, end) + (end < excerpt.length ? "…" : "");
    }
    var parts = entry.lines.filter(function (line) { return line.toLowerCase().indexOf(query) >= 0; });
    if (parts.length) return parts.slice(0, 3).join(" · ") + (parts.length > 3 ? " · …" : "");
    return excerpt;
  }

  // Filters the index page in place; elsewhere lists matching pages, with where they matched, under the box.
  function setUpSearch(tools) {
    var index = window.FORMSMITH_INDEX || [];
    var wrapper = element("div", { "class": "site-search", role: "search" });
    var label = element("label", { "for": "site-search", "class": "visually-hidden" }, "Filter models and docs");
    var input = element("input", { type: "search", id: "site-search", placeholder: "Filter models and docs",
      autocomplete: "off" });
    var results = element("ul", { "class": "site-search-results", id: "site-search-results" });
    results.hidden = true;
    wrapper.appendChild(label);
    wrapper.appendChild(input);
    wrapper.appendChild(results);
    tools.appendChild(wrapper);
    var onIndex = document.querySelector(".model-cards") !== null;
    var status = document.getElementById("filter-status");

    input.addEventListener("input", function () {
      var query = input.value.trim().toLowerCase();
      var found = index.filter(function (entry) { return query === "" || matches(entry, query); });
      if (onIndex) {
        var paths = {};
        found.forEach(function (entry) { paths[entry.path] = true; });
        each("[data-path]", function (item) { item.hidden = !paths[item.getAttribute("data-path")]; });
        if (status) status.textContent = query === "" ? "" : found.length + " of " + index.length + " shown";
        return;
      }
      results.textContent = "";
      results.hidden = query === "";
      found.slice(0, 12).forEach(function (entry) {
        var item = element("li");
        var link = element("a", { href: Formsmith.root + entry.path });
        appendMarked(link, entry.title, query);
        item.appendChild(link);
        item.appendChild(element("span", { "class": "search-kind" }, entry.kind));
        var text = snippet(entry, query);
        if (text) {
          var excerpt = element("span", { "class": "search-snippet" });
          appendMarked(excerpt, text, query);
          item.appendChild(excerpt);
        }
        results.appendChild(item);
      });
      if (query !== "" && found.length === 0) results.appendChild(element("li", {}, "Nothing matches."));
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { input.value = ""; results.hidden = true; results.textContent = ""; }
    });
  }


  Formsmith.ready(function () {
    var tools = document.querySelector(".site-tools");
    if (tools) setUpSearch(tools);
  });
})();
