import GRDB

/// Every table of the app's database reads and writes whole rows.
protocol AppRecord: FetchableRecord, PersistableRecord {}
