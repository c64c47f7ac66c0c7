// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseSwiftUI

  struct AuditedPlayerControls: View {
    let close: () -> Void
    let share: () -> Void
    let like: () -> Void
    let skip: () -> Void
    let iconSize: CGFloat

    var body: some View {
      VStack {
        // snippet.show
        // snippet.finding
        Image(systemName: "xmark")  // tooSmall, placed here: at most 20×20 answers touches
          .resizable()
          .frame(width: 20, height: 20)
          .onTapGesture(perform: close)
        // snippet.fixed
        Image(systemName: "xmark")  // at least 44×44: no finding
          .resizable()
          .frame(width: 20, height: 20)
          .minimumTouchSize()
          .onTapGesture(perform: close)
        // snippet.unknown
        Button("Share", action: share)  // unknown: nothing in the code fixes its size
        Image(systemName: "heart")  // unknown: the size comes from a variable
          .resizable()
          .frame(width: iconSize, height: iconSize)
          .onTapGesture(perform: like)
        // snippet.suppressed
        // tapwise:disable:next tooSmall
        Image(systemName: "forward.end")  // a finding, suppressed in source: counted, not failed
          .resizable()
          .frame(width: 20, height: 20)
          .onTapGesture(perform: skip)
        // snippet.end
        // snippet.hide
      }
    }
  }
#endif
