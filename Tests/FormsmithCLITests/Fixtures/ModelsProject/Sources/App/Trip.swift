//
//  Trip.swift
//  Copyright (c) 2026 Example Corp. All rights reserved.
//

import Foundation

/// A journey with a budget.
public struct Trip: Codable, Identifiable {
	public let id: UUID
	/// Where the trip goes.
	public var destination: String
	var nights = 3
	var title: String { destination.capitalized }
	var budget: Budget
	var travellers: [String] = []
	var ratings: Set<Double>
	var currency = Currency.eur
	var style = .relaxed
	static var count = 0
	lazy var summary: String = ""
	var box: Box<Int>?
#if os(iOS)
	var photoURL: URL?
#else
	var photoPath: String?
#endif

	struct Budget: Codable {
		var amount: Decimal
		var limit: Limit?
		struct Limit: Codable { var perDay: Double }
	}

	enum Pace: String, CaseIterable, Codable { case relaxed, busy = "packed" }
}

enum Currency: String, CaseIterable, Codable {
	case usd = "USD"
	case eur = "EUR"
}

struct Box<T: Codable>: Codable { var value: T }

extension Trip {
	var isLong: Bool { nights > 7 }
}
