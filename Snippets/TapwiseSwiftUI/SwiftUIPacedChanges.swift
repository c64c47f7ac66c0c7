// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseSwiftUI

  final class SliderLamp {
    func write(_ brightness: Double) {}
  }

  final class SearchModel {
    func search(_ query: String) {}
  }

  @available(iOS 16, *)
  struct LampAndSearch: View {
    let lamp: SliderLamp
    let model: SearchModel
    @State var brightness = 0.5
    @State var query = ""

    var body: some View {
      VStack {
        // snippet.show
        Slider(value: $brightness)
          .onChange(of: brightness, throttle: .milliseconds(400)) { latest in lamp.write(latest) }
        TextField("Search", text: $query)
          .onChange(of: query, debounce: .milliseconds(300)) { latest in model.search(latest) }
        // snippet.hide
      }
    }
  }
#endif
