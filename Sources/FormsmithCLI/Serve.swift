import ArgumentParser
import Foundation
import Pipeline
import Server

extension FormsmithCommand {
    /// `formsmith serve`: browse the previews, rebuilt and reloaded on every save.
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build, serve on 127.0.0.1, and rebuild and reload the browser on every save.",
            discussion: "The site is served from memory; nothing is written. Ctrl-C stops the server.")

        @OptionGroup var project: ProjectOptions

        @OptionGroup var reporting: DiagnosticOptions

        @Option(
            name: .long,
            help: "The address to listen on. Anything but 127.0.0.1 or localhost exposes the site to the network.")
        var host = "127.0.0.1"

        @Option(name: .long, help: "The port to listen on (0 picks a free one).")
        var port = 8000

        @Flag(name: .long, help: "Open the site in the default browser once it is served.")
        var open = false

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        }

        func run() async throws {
            if !["127.0.0.1", "localhost", "::1"].contains(host) {
                print("warning: serving on \(host): anyone who can reach this machine can browse the site")
            }
            let project = self.project
            let (config, _) = ProjectConfig.load(projectRoot: project.rootURL)
            let server = SiteServer(
                options: .init(
                    root: project.rootURL, host: host, port: port,
                    ignoredFolders: [config.output ?? "_site", ".build"],
                    strict: reporting.strict, shownSeverity: reporting.shownSeverity),
                makePipeline: { project.pipeline(output: nil).0 },
                log: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) })
            let host = self.host, open = self.open
            do {
                try await server.run { port in
                    let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
                    FileHandle.standardOutput.write(Data("Serving \(url) (Ctrl-C to stop)\n".utf8))
                    if open { Self.openInBrowser(url) }
                }
            } catch let failure as SiteServer.Failure {
                throw CommandFailure.exit(failure.description, code: 1)
            }
            print("Stopped.")
        }

        static func openInBrowser(_ url: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            #if os(macOS)
            process.arguments = ["open", url]
            #else
            process.arguments = ["xdg-open", url]
            #endif
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
        }
    }
}
