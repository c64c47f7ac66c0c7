import SwiftUI

struct CloseBar: View {
  var body: some View {
    HStack {
      // tapwise:disable:next tooSmall
      Image(systemName: "info").frame(width: 20, height: 20).onTapGesture { }
      Button(action: close) { Image(systemName: "xmark") }
        .frame(width: 24, height: 24)
      Toggle("On", isOn: $on).frame(maxWidth: 30)
    }
  }
}
