import Testing
import FormsmithCore

@Suite struct NaturalOrderTests {
    @Test func digitRunsCompareByValue() {
        let names = ["SchemaV10", "SchemaV2", "SchemaV1", "Model10", "Model2", "Model", "SchemaV12", "SchemaV11"]
        #expect(
            names.sortedNaturally() == [
                "Model", "Model2", "Model10", "SchemaV1", "SchemaV2", "SchemaV10", "SchemaV11", "SchemaV12",
            ])
    }

    @Test func theOrderIsTotalAndOtherwiseBytewise() {
        // Leading zeros: equal values fall back to the bytes, so the order never depends on the input's.
        #expect(["V1", "V01", "V001"].sortedNaturally() == ["V001", "V01", "V1"])
        #expect(["V01", "V001", "V1"].sortedNaturally() == ["V001", "V01", "V1"])
        #expect("a".naturallyPrecedes("b") && "B".naturallyPrecedes("a") && "Item".naturallyPrecedes("Item2"))
        #expect(!"x".naturallyPrecedes("x"))
        #expect("x9y".naturallyPrecedes("x10a") && "Trip.Budget2".naturallyPrecedes("Trip.Budget10"))
        #expect("99999999999999999999998".naturallyPrecedes("99999999999999999999999"))
        #expect("Café2".naturallyPrecedes("Café10"))
    }
}
