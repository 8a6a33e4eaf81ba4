import Foundation

/// The app's preferences screen.
struct AppSettings: Codable {
    var displayName: String = ""
    var theme: String = "system"
    var fontScale: Double = 1.0
    var notificationsEnabled: Bool = true
    var dailyDigest: Bool = false
    var quietHoursStart: Date?
    var quietHoursEnd: Date?
    var syncOverCellular: Bool = false
    var cacheSizeMB: Int = 256
    var analyticsOptIn: Bool = false
    var crashReports: Bool = true
    var serverURL: URL?
    var apiToken: String?
    var buildNumber: String = "1"
}
