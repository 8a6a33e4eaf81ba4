import Foundation
import FormsmithCore

/// What `serve` adds to pages (and only `serve`: built sites never carry it): a script that
/// reloads on rebuild through Server-Sent Events, keeping scroll and `<details>` states, and
/// shows an overlay with the diagnostics of a failed rebuild.
enum LiveReload {
    static let scriptPath = "/__formsmith/live.js"
    static let eventsPath = "/__formsmith/events"

    /// `token`: the run's sign-off token (`SignOffEndpoint`), for the approve button.
    static func tag(build: Int, token: String? = nil) -> String {
        let token = token.map { " data-token=\"\($0)\"" } ?? ""
        return "<script src=\"\(scriptPath)\" data-build=\"\(build)\"\(token) defer></script>"
    }

    /// The page with the script before `</body>`.
    static func inject(into html: [UInt8], build: Int, token: String? = nil) -> [UInt8] {
        let page = String(decoding: html, as: UTF8.self)
        let tag = tag(build: build, token: token)
        guard let end = page.range(of: "</body>", options: .backwards) else {
            return html + Array(tag.utf8)
        }
        return Array((page[..<end.lowerBound] + tag + page[end.lowerBound...]).utf8)
    }

    /// One SSE message.
    static func message(_ event: SiteState.Event) -> String {
        switch event {
        case .reload(let build):
            return "event: reload\ndata: {\"build\":\(build)}\n\n"
        case .problems(let diagnostics, let build):
            struct Problem: Encodable { var severity, code, location, message: String }
            struct Payload: Encodable { var build: Int; var problems: [Problem] }
            let payload = Payload(
                build: build,
                problems: diagnostics.map {
                    Problem(
                        severity: $0.severity.rawValue, code: $0.code, location: $0.location.description,
                        message: $0.message)
                })
            let json = (try? JSONEncoder().encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            return "event: problems\ndata: \(json)\n\n"
        }
    }

    static let script = #"""
        // Formsmith live reload (served by `formsmith serve` only).
        (function () {
          "use strict";
          var me = document.currentScript;
          var build = me ? Number(me.getAttribute("data-build")) : 0;
          var key = "formsmith-live:" + location.pathname;

          function save() {
            var open = Array.prototype.map.call(document.querySelectorAll("details"), function (d) { return d.open; });
            try { sessionStorage.setItem(key, JSON.stringify({ x: scrollX, y: scrollY, open: open })); } catch (e) {}
          }
          function restore() {
            var saved = null;
            try { saved = JSON.parse(sessionStorage.getItem(key) || "null"); sessionStorage.removeItem(key); } catch (e) {}
            if (!saved) return;
            var all = document.querySelectorAll("details");
            (saved.open || []).forEach(function (open, index) { if (all[index]) all[index].open = open; });
            window.scrollTo(saved.x || 0, saved.y || 0);
          }
          function overlay(problems) {
            var box = document.getElementById("formsmith-overlay");
            if (!problems.length) { if (box) box.remove(); return; }
            if (!box) {
              box = document.createElement("div");
              box.id = "formsmith-overlay";
              box.setAttribute("role", "alert");
              box.style.cssText = "position:fixed;left:16px;right:16px;bottom:16px;max-height:50vh;overflow:auto;z-index:99999;" +
                "background:#2b0d0d;color:#fff;font:14px/1.5 ui-monospace,monospace;padding:12px 16px;border-radius:8px;" +
                "box-shadow:0 4px 24px rgba(0,0,0,.4)";
              document.body.appendChild(box);
            }
            box.textContent = "";
            var title = document.createElement("strong");
            title.textContent = "The last rebuild has errors; this page shows the last good build.";
            box.appendChild(title);
            var list = document.createElement("ul");
            problems.forEach(function (p) {
              var item = document.createElement("li");
              item.textContent = p.location + ": " + p.severity + ": " + p.message + " [" + p.code + "]";
              list.appendChild(item);
            });
            box.appendChild(list);
          }
          if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", restore); else restore();
          var source = new EventSource("/__formsmith/events");
          // Says when the page listens for rebuilds (a test saves only after it does).
          source.addEventListener("open", function () { document.documentElement.setAttribute("data-live-reload", "open"); });
          source.addEventListener("reload", function () { save(); location.reload(); });
          source.addEventListener("problems", function (event) {
            var data = JSON.parse(event.data);
            if (data.build !== build) { save(); location.reload(); return; }
            overlay(data.problems.filter(function (p) { return p.severity === "error"; }));
          });
          window.addEventListener("pagehide", function () { source.close(); });
          // Sign-off from the model page: a button beside the state, posting with this run's token.
          var token = me ? me.getAttribute("data-token") : null;
          var heading = document.querySelector("h1[data-signoff]");
          var box = document.querySelector("section.signoff");
          if (token && heading && box) {
            var form = document.createElement("form");
            form.className = "signoff-approve";
            var label = document.createElement("label");
            label.textContent = "Note ";
            var note = document.createElement("input");
            note.type = "text";
            note.name = "note";
            label.appendChild(note);
            var button = document.createElement("button");
            button.type = "submit";
            button.textContent = heading.getAttribute("data-signoff") === "approved" ? "Approve again" : "Approve this form";
            var status = document.createElement("p");
            status.setAttribute("role", "status");
            form.appendChild(label);
            form.appendChild(button);
            form.appendChild(status);
            form.addEventListener("submit", function (event) {
              event.preventDefault();
              button.disabled = true;
              fetch("/__formsmith/approve", {
                method: "POST",
                headers: { "Content-Type": "application/json", "X-Formsmith-Token": token },
                body: JSON.stringify({ model: heading.textContent.trim(), note: note.value })
              }).then(function (response) {
                return response.text().then(function (text) {
                  status.textContent = response.ok ? "Signed off; the page updates when the site is rebuilt." : text;
                  button.disabled = false;
                });
              });
            });
            box.appendChild(form);
          }
        })();
        """#
}
