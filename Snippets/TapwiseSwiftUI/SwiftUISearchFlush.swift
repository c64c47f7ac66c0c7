// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseCore
  import TapwiseSwiftUI

  final class QueryModel {
    func search(_ query: String) {}
  }

  @available(iOS 16, *)
  struct SearchScreen: View {
    let model: QueryModel
    @State var query = ""
    // snippet.show
    @State private var searchNow = PendingChangeTrigger()

    var body: some View {
      HStack {
        TextField("Search", text: $query)
          // Return searches at once, Escape drops the query still waiting (iOS 17).
          .onChange(of: query, debounce: .milliseconds(300), trigger: searchNow) { model.search($0) }
        Button("Search") { searchNow.flush() }
        Button("Not now") { searchNow.cancelPending() }
      }
    }
    // snippet.hide
  }
#endif
