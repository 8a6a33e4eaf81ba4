import XCTest

final class OrderTests: XCTestCase {
    func testNothing() {}
}
