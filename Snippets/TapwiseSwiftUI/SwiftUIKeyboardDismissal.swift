// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseSwiftUI

  struct NewsletterForm: View {
    @State var name = ""
    @State var newsletter = false
    let save: () -> Void

    var body: some View {
      // snippet.show
      Form {
        TextField("Name", text: $name)
        Toggle("Newsletter", isOn: $newsletter)
        Button("Save", action: save)
      }
      .dismissesKeyboardOnTap()
      // snippet.hide
    }
  }
#endif
