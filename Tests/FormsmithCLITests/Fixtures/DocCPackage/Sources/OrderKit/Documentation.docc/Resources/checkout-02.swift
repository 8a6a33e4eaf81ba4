/* A total,
   in cents. */
let order = Order(total: 1200)
