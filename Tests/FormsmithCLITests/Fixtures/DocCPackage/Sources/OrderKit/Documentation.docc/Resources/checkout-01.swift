let order = Order()
