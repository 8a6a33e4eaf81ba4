struct Settings {
  var title: String[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[?
  subtitle = newValue
}
