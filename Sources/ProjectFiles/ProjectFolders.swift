/// What the conventional folders of a repository hold, by their names.
public enum ProjectFolders {
    /// Test targets and fixture folders hold models and data that are not the app's: `Tests/`,
    /// `MyAppTests/`, `MyAppUITests/`, `Fixtures/`, `TestUtils/`… (any case).
    public static func isTestFolder(_ name: some StringProtocol) -> Bool {
        let lower = name.lowercased()
        return testFolderNames.contains(lower) || name.hasSuffix("Tests")
    }

    static let testFolderNames: Set<String> = [
        "tests", "test", "fixtures", "fixture", "testutils", "testsupport", "testhelpers", "testdata", "sampledata",
    ]

    /// The outermost test folder `path` (relative to the root) is inside, as a path (`MyAppTests`,
    /// `Packages/Core/Tests`); nil when none is.
    public static func testFolder(containing path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let index = parts.dropLast().firstIndex(where: isTestFolder) else { return nil }
        return parts[...index].joined(separator: "/")
    }
}
