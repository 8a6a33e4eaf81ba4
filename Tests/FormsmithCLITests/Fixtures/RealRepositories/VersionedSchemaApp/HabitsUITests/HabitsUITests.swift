import XCTest

final class HabitsUITests: XCTestCase {
    func testLaunch() { XCUIApplication().launch() }
}
