// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseSwiftUI

  struct IconButtons: View {
    let close: () -> Void
    let showInfo: () -> Void

    var body: some View {
      VStack {
        // snippet.show
        Button(action: close) {
          Image(systemName: "xmark").touchAreaOutsets(12)  // a 20×20 icon, a 44×44 target
        }
        Image(systemName: "info.circle")
          .minimumTouchSize()  // at least 44×44, centred
          .onTapGesture { showInfo() }
        // snippet.hide
      }
    }
  }
#endif
