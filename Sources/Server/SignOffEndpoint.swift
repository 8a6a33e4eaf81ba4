import Foundation
import HTTPTypes
import Hummingbird
import Layout
import SignOff

/// `POST /__formsmith/approve` `{"model": "Customer", "note": "…"}`: signs a form off from its page,
/// writing the approvals file as `formsmith approve` does, and nothing else. Only `serve`'s own
/// pages can ask: the request must carry this run's token (in the pages `serve` serves, never in a
/// built site) in `X-Formsmith-Token`, name a loopback host, and come from a loopback origin when
/// the browser says where it comes from, so another site open in the browser cannot approve.
struct SignOffEndpoint: Sendable {
    static let path = "/__formsmith/approve"
    static let tokenHeader = HTTPField.Name("X-Formsmith-Token")!

    let root: URL
    let token: String
    let state: SiteState
    let log: @Sendable (String) -> Void

    /// 128 random bits as hex, new for every run.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let hex = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }

    func respond(to request: Request) async throws -> Response {
        guard request.method == .post else {
            var headers = HTTPFields()
            headers[.allow] = "POST"
            return Response(status: .methodNotAllowed, headers: headers)
        }
        if let refusal = Self.refusal(of: request, token: token) { return Self.text(.forbidden, refusal) }
        let body = try await request.body.collect(upTo: 64 * 1024)
        struct Approval: Decodable {
            var model: String
            var note: String?
            var by: String?
        }
        guard let asked = try? JSONDecoder().decode(Approval.self, from: Data(buffer: body)) else {
            return Self.text(.badRequest, "expected {\"model\": \"…\", \"note\": \"…\"}")
        }
        guard let form = await state.forms.first(where: { $0.name == asked.model }) else {
            return Self.text(.notFound, "no form `\(asked.model)` in this project")
        }
        var record = SignOffRecord()
        if let (read, _) = ApprovalsFile.read(projectRoot: root) {
            if let unreadable = read.unreadable {
                return Self.text(.conflict, "\(ApprovalsFile.name) is left as it is: \(unreadable)")
            }
            record = read
        }
        let note = asked.note.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        record.approve(
            [form], by: asked.by ?? SignOffDate.reviewer(root: root), when: SignOffDate.today(), note: note)
        do {
            try ApprovalsFile.write(record, projectRoot: root)
        } catch {
            return Self.text(.internalServerError, "cannot write \(ApprovalsFile.name): \(error.localizedDescription)")
        }
        log("Signed off \(form.name) in \(ApprovalsFile.name)")
        return Self.text(.ok, "signed off \(form.name)")
    }

    /// Why the request is refused, or nil: a loopback Host, a loopback Origin if any, the token.
    static func refusal(of request: Request, token: String) -> String? {
        guard let host = request.head.authority, isLoopback(host: host) else {
            return "sign-off is accepted on localhost only"
        }
        if let origin = request.headers[.origin] {
            guard let url = URL(string: origin), url.scheme == "http", let name = url.host,
                isLoopback(host: name)
            else { return "sign-off is accepted from this server's own pages only" }
        }
        guard let sent = request.headers[tokenHeader], sent.utf8.elementsEqual(token.utf8) else {
            return "missing or wrong sign-off token: approve from a page this `formsmith serve` served"
        }
        return nil
    }

    /// `localhost`, `127.0.0.1`, `[::1]`, with or without a port.
    static func isLoopback(host: String) -> Bool {
        var name = host
        if name.hasPrefix("[") {
            name = String(name.dropFirst().prefix { $0 != "]" })
        } else if let colon = name.lastIndex(of: ":"), name.filter({ $0 == ":" }).count == 1 {
            name = String(name[..<colon])
        }
        return ["localhost", "127.0.0.1", "::1"].contains(name.lowercased())
    }

    static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
    }
}
