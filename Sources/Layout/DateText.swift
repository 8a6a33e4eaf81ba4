/// Dates and times as iOS writes them in English, the page's source text: a compact `DatePicker`
/// shows `.abbreviated` dates ("Mar 14, 2021") and short times ("9:30 AM"), one capsule each;
/// SixLayer's detail field view writes `Text(date, style: .date)` ("March 14, 2021"). The page's
/// script rewrites them with `Intl.DateTimeFormat` in the language the reader chooses
/// (`data-date`, `data-date-kind`, `data-date-style`).
public enum DateText {
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// The capsules of a compact `DatePicker` holding `value` (`2021-03-14`, `09:30`,
    /// `2021-03-14T09:30`): the date's, the time's, or both; empty for a value it cannot read.
    public static func capsules(_ value: String?, control: Control) -> [String] {
        guard let value else { return [] }
        let parts = parse(value, control: control)
        let date = parts.date.flatMap { Self.date($0, names: shortMonths) }
        return [date, parts.time.flatMap(time)].compactMap { $0 }
    }

    /// The value as the detail view writes it ("March 14, 2021", "9:30 AM"); nil when unreadable.
    public static func detail(_ value: String, control: Control) -> String? {
        let parts = parse(value, control: control)
        let date = parts.date.flatMap { Self.date($0, names: months) }
        let shown = [date, parts.time.flatMap(time)].compactMap { $0 }
        return shown.isEmpty ? nil : shown.joined(separator: " at ")
    }

    private static func parse(_ value: String, control: Control) -> (date: [Int]?, time: [Int]?) {
        let halves = value.split(separator: "T", maxSplits: 1).map(String.init)
        func numbers(_ text: String?, _ separator: Character, count: Int) -> [Int]? {
            guard let text else { return nil }
            let numbers = text.split(separator: separator).prefix(count).compactMap { Int($0) }
            return numbers.count == count ? numbers : nil
        }
        switch control {
        case .date: return (numbers(halves.first, "-", count: 3), nil)
        case .time: return (nil, numbers(halves.last, ":", count: 2))
        case .datetime:
            return (numbers(halves.first, "-", count: 3), halves.count == 2 ? numbers(halves[1], ":", count: 2) : nil)
        default: return (nil, nil)
        }
    }

    private static func date(_ parts: [Int], names: [String]) -> String? {
        guard (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        return "\(names[parts[1] - 1]) \(parts[2]), \(parts[0])"
    }

    /// iOS (and `Intl`) put a narrow no-break space before AM/PM.
    private static func time(_ parts: [Int]) -> String? {
        guard (0...23).contains(parts[0]), (0...59).contains(parts[1]) else { return nil }
        let hour = parts[0] % 12 == 0 ? 12 : parts[0] % 12
        let minutes = parts[1] < 10 ? "0\(parts[1])" : "\(parts[1])"
        return "\(hour):\(minutes)\u{202F}\(parts[0] < 12 ? "AM" : "PM")"
    }
}
