import Foundation
import Hummingbird

/// Answers requests from the in-memory site: GET and HEAD only, paths confined to the site,
/// folders served by their `index.html`, and ETags that change with every rebuild.
struct SiteResponder: HTTPResponder {
    typealias Context = BasicRequestContext
    let state: SiteState
    var signOff: SignOffEndpoint? = nil

    func respond(to request: Request, context: Context) async throws -> Response {
        if request.uri.path == SignOffEndpoint.path, let signOff { return try await signOff.respond(to: request) }
        guard request.method == .get || request.method == .head else {
            var headers = HTTPFields()
            headers[.allow] = "GET, HEAD"
            return Response(status: .methodNotAllowed, headers: headers)
        }
        let path = request.uri.path
        if path == LiveReload.eventsPath { return events() }
        let snapshot = await state.current()
        if path == LiveReload.scriptPath {
            return file(
                Array(LiveReload.script.utf8), type: "text/javascript; charset=utf-8", etag: "live", request: request)
        }
        guard let key = RequestPath.siteKey(for: path) else { return notFound(request) }
        let file = snapshot.files[key]
        if file == nil, snapshot.files[key + "/index.html"] != nil {
            // A folder without its slash: send the browser to it, so relative links resolve.
            var headers = HTTPFields()
            headers[.location] = path + "/"
            return Response(status: .movedPermanently, headers: headers)
        }
        guard let file else { return notFound(request) }
        // A page gets the reload script; any other file goes out as its pieces, never joined first.
        let pieces =
            key.hasSuffix(".html")
            ? [LiveReload.inject(into: file.contents, build: snapshot.build, token: signOff?.token)] : file.pieces
        return self.file(
            pieces, type: RequestPath.contentType(for: key), etag: "\(snapshot.build)-\(key.hashValue)",
            request: request)
    }

    private func file(_ bytes: [UInt8], type: String, etag: String, request: Request) -> Response {
        file([bytes], type: type, etag: etag, request: request)
    }

    private func file(_ pieces: [[UInt8]], type: String, etag: String, request: Request) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        // Revalidate every time: after a rebuild the ETag differs, so a stale page is never shown.
        headers[.cacheControl] = "no-cache"
        headers[.eTag] = "\"\(etag)\""
        let count = pieces.reduce(0) { $0 + $1.count }
        headers[.contentLength] = String(count)
        if request.headers[.ifNoneMatch] == "\"\(etag)\"" {
            return Response(status: .notModified, headers: headers)
        }
        var buffer = ByteBuffer()
        if request.method != .head {
            buffer.reserveCapacity(count)
            for piece in pieces { buffer.writeBytes(piece) }
        }
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: buffer)
        return Response(status: .ok, headers: headers, body: body)
    }

    private func notFound(_ request: Request) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        let text = "404 Not Found\n"
        return Response(
            status: .notFound, headers: headers,
            body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// Server-Sent Events: one `problems` event on connect, then one per rebuild.
    private func events() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-cache"
        let state = self.state
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                let stream = await state.listen()
                try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
                for await event in stream {
                    try await writer.write(ByteBuffer(string: LiveReload.message(event)))
                }
                try await writer.finish(nil)
            })
    }
}
