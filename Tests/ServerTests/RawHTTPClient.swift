#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A bare HTTP/1.1 client over a POSIX socket: it sends paths exactly as written (no client-side
/// normalisation of `..`) and reads with a deadline, so no test can hang.
struct RawHTTPClient {
    let port: Int

    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    /// `send` on its own thread: a blocking read must not hold one of the few threads async code shares.
    func fetch(
        _ path: String, method: String = "GET", headers: [String: String] = [:], body: String = "",
        timeout: Double = ServeTests.patience, until stop: (@Sendable (String) -> Bool)? = nil
    ) async throws -> Reply {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try send(path, method: method, headers: headers, body: body, timeout: timeout, until: stop)
                    })
            }.start()
        }
    }

    /// Sends one request and reads the reply until the connection closes or `timeout` passes.
    func send(
        _ path: String, method: String = "GET", headers: [String: String] = [:], body: String = "",
        timeout: Double = ServeTests.patience, until stop: ((String) -> Bool)? = nil
    ) throws -> Reply {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        // A `Host` of the caller's replaces the default one.
        var request = "\(method) \(path) HTTP/1.1\r\n\(headers["Host"] == nil ? "Host: 127.0.0.1\r\n" : "")"
        request += "Connection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        if !body.isEmpty { request += "Content-Length: \(body.utf8.count)\r\n" }
        request += "\r\n" + body
        _ = request.withCString { write(descriptor, $0, strlen($0)) }

        var data = [UInt8]()
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000)))
            if ready <= 0 { break }
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            data += buffer[0..<count]
            if let stop, stop(String(decoding: data, as: UTF8.self)) { break }
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return Reply(status: 0, headers: [:], body: text) }
        let headLines = text[..<split.lowerBound].split(separator: "\r\n")
        let status = headLines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var replyHeaders: [String: String] = [:]
        for line in headLines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { replyHeaders[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return Reply(status: status, headers: replyHeaders, body: String(text[split.upperBound...]))
    }
}
