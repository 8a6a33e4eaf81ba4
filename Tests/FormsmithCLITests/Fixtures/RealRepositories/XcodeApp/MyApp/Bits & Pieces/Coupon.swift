struct Coupon {
    var code: String
    var percent: Double
}
