import SwiftUI
import TapwiseSwiftUI

/// One screen that uses every TapwiseSwiftUI modifier: a city search, a lamp's brightness, and an order form.
///
/// - The search runs once typing pauses (`onChange(of:debounce:)`), for the text the user left.
/// - The slider writes to the lamp at most every 0.4 s, and always its final position (`onChange(of:throttle:)`).
/// - "Place order" places one order however fast it is tapped (`tapThrottle`), in the borderless style set outside it.
/// - The small clear and help icons answer a 44×44 area without moving a pixel (`touchAreaOutsets`,
///   `minimumTouchSize`).
/// - A tap anywhere in the form outside a text field ends editing, and costs no row, toggle or button its tap
///   (`dismissesKeyboardOnTap`).
///
/// Typechecked for iOS 15 against the iOS 17.0 SDK by `Scripts/apple-typecheck`; never run (TapwiseSwiftUI's
/// documentation, its article on the SwiftUI modifiers).
@available(iOS 16, *)
struct CheckoutScreen: View {
  @State private var query = ""
  @State private var cities: [String] = []
  @State private var brightness = 0.5
  @State private var lampWrites: [Double] = []
  @State private var note = ""
  @State private var newsletter = false
  @State private var orders = 0
  @State private var showsHelp = false

  /// What the search looks through.
  private static let allCities = ["Berlin", "Bern", "Bergen", "Lisbon", "Lima", "Lyon", "Oslo", "Osaka"]

  var body: some View {
    Form {
      Section("Search") {
        TextField("City", text: $query)
        ForEach(cities, id: \.self) { Text($0) }
      }
      Section("Lamp") {
        Slider(value: $brightness, in: 0...1)
        Text("Sent to the lamp: \(lampWrites.last.map { String(format: "%.2f", $0) } ?? "nothing yet")")
      }
      Section("Order") {
        TextField("Note for the courier", text: $note)
        Toggle("Newsletter", isOn: $newsletter)
        HStack {
          Button("Place order") { orders += 1 }
          Spacer()
          Button {
            note = ""
          } label: {
            Image(systemName: "xmark.circle").touchAreaOutsets(12)
          }
          Button {
            showsHelp.toggle()
          } label: {
            Image(systemName: "questionmark.circle").minimumTouchSize()
          }
        }
        Text("Orders placed: \(orders)")
        Image(systemName: "info.circle")
          .touchAreaOutsets(EdgeInsets(top: 12, leading: 4, bottom: 12, trailing: 20))
          .onTapGesture { showsHelp = true }
        if showsHelp {
          Text("A double tap on “Place order” places one order.")
        }
      }
    }
    .onChange(of: query, debounce: .milliseconds(300)) { latest in
      cities = Self.allCities.filter { !latest.isEmpty && $0.localizedCaseInsensitiveContains(latest) }
    }
    .onChange(of: brightness, throttle: .milliseconds(400)) { latest in
      lampWrites.append(latest)
    }
    .tapThrottle()  // closer to the buttons than their style: they keep both
    .buttonStyle(.borderless)  // several buttons in one form row, each with its own tap
    .dismissesKeyboardOnTap()
  }
}
