struct V: View {
  var body: some View {
    Button("OK") {
  }
