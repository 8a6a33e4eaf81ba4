/// Character classes as CommonMark defines them (flanking, autolinks).
extension UInt8 {
    var isASCIIPunctuation: Bool {
        (0x21...0x2F).contains(self) || (0x3A...0x40).contains(self) || (0x5B...0x60).contains(self)
            || (0x7B...0x7E).contains(self)
    }
}

extension Unicode.Scalar {
    var isMarkdownWhitespace: Bool {
        value == 0x09 || value == 0x0A || value == 0x0C || value == 0x0D
            || properties.generalCategory == .spaceSeparator
    }

    var isMarkdownPunctuation: Bool {
        if value < 0x80 { return UInt8(value).isASCIIPunctuation }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
