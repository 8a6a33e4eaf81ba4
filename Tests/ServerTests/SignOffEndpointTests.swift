import Foundation
import Testing
import SignOff
@testable import Server

/// Approving a form from its page in `serve`: only with this run's token, from a loopback host and
/// origin; it writes the approvals file and nothing else, and the page then shows the sign-off.
@Suite(.serialized) struct SignOffEndpointTests {
    /// Every file under `root` with its contents, to see what a request wrote.
    static func files(_ root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files[path] = FileManager.default.contents(atPath: url.path)
        }
        return files
    }

    @Test func approvesOnlyWithTheTokenFromLocalhostAndWritesOnlyTheApprovalsFile() async throws {
        let running = try await ServeTests.start()
        let client = RawHTTPClient(port: running.port)
        // A project that keeps sign-off: its model pages show the state, and the button's script its token.
        try Data(ApprovalsFile.render(SignOffRecord()).utf8).write(to: ApprovalsFile.url(projectRoot: running.root))
        #expect(
            try await ServeTests.eventually {
                try await client.fetch("/models/User.html").body.contains("data-signoff=\"never\"")
            })
        let page = try await client.fetch("/models/User.html").body
        let match = page.firstMatch(of: /data-token="([0-9a-f]{32})"/)
        let token = String(try #require(match).output.1)
        let before = Self.files(running.root)

        let body = #"{"model": "User", "note": "Fine on a phone"}"#
        let origin = "http://127.0.0.1:\(running.port)"
        func post(_ headers: [String: String]) async throws -> Int {
            try await client.fetch(SignOffEndpoint.path, method: "POST", headers: headers, body: body).status
        }
        #expect(try await post(["Origin": origin]) == 403, "no token")
        #expect(
            try await post(["Origin": origin, "X-Formsmith-Token": String(token.reversed())]) == 403, "wrong token")
        #expect(try await post(["Origin": "http://evil.example", "X-Formsmith-Token": token]) == 403, "another site")
        #expect(try await post(["Host": "evil.example", "X-Formsmith-Token": token]) == 403, "another host")
        #expect(try await client.fetch(SignOffEndpoint.path, headers: ["X-Formsmith-Token": token]).status == 405)
        #expect(Self.files(running.root) == before, "nothing written")

        #expect(
            try await post(["Origin": origin, "X-Formsmith-Token": token, "Content-Type": "application/json"]) == 200)
        var after = Self.files(running.root)
        let written = after.removeValue(forKey: ApprovalsFile.name)
        let file = try #require(written)
        var unchanged = before
        unchanged.removeValue(forKey: ApprovalsFile.name)
        #expect(after == unchanged, "only the approvals file is written")
        let text = String(decoding: file, as: UTF8.self)
        #expect(text.contains(#""model": "User""#) && text.contains(#""note": "Fine on a phone""#))
        // The watcher rebuilds, and the page shows the sign-off.
        #expect(
            try await ServeTests.eventually {
                try await client.fetch("/models/User.html").body.contains("data-signoff=\"approved\"")
            })
        await running.stop()
    }

    @Test func loopbackHostsAreTold() {
        for host in ["localhost", "127.0.0.1:8000", "[::1]:8000", "LOCALHOST:1"] {
            #expect(SignOffEndpoint.isLoopback(host: host), "\(host)")
        }
        for host in ["evil.example", "127.0.0.2", "localhost.evil.example:80", "[::2]"] {
            #expect(!SignOffEndpoint.isLoopback(host: host), "\(host)")
        }
    }
}
