import SwiftUI

/// A bar whose close glyph answers touches only in its 24-point frame.
struct CloseBar: View {
  let close: () -> Void

  var body: some View {
    HStack {
      Text("Details")
      Spacer()
      Image(systemName: "xmark")
        .frame(width: 24, height: 24)
        .onTapGesture { close() }
      // tapwise:disable:next tooSmall
      Image(systemName: "info.circle")
        .frame(width: 20, height: 20)
        .onTapGesture { close() }
      Button("Done", action: close)
    }
  }
}
