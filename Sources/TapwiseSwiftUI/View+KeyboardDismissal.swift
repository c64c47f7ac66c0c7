#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Tapwise

  extension View {
    /// Ends editing when a tap lands in this view outside a text input, without taking the tap from anything else.
    ///
    /// The tap still does everything it did before: a button runs its action, a list row is selected, a toggle
    /// toggles, and the app's own gestures recognize. A tap in the field being edited keeps editing; a tap in another
    /// field moves editing there. An Apple Pencil never ends editing, and a drag is not a tap. It is the recognizer of
    /// the UIKit layer's `view.tw.dismissesKeyboardOnTap`, with the same answers, limited to this view's frame.
    ///
    /// ```swift
    /// Form {
    ///   TextField("Name", text: $name)
    ///   Toggle("Newsletter", isOn: $newsletter)
    /// }
    /// .dismissesKeyboardOnTap()
    /// ```
    ///
    /// A SwiftUI `Button` is not a `UIControl`: a tap on one runs its action and also ends editing, where a UIKit
    /// control keeps the keyboard up (<doc:SwiftUIModifiers>).
    /// - Returns: A view in which a tap ends editing.
    public func dismissesKeyboardOnTap() -> some View {
      background { KeyboardDismissalAnchor().allowsHitTesting(false) }
    }
  }

  /// Puts a `KeyboardDismissalRegion` behind the modified view: while in a window, it attaches the dismissal
  /// recognizer to the hosting controller's view, limited to its own bounds, which are the modified view's frame.
  /// Everything it decides (which touches count, where the recognizer goes, when it comes off) is Tapwise's, covered
  /// by the Linux tests.
  ///
  /// Contracts it rests on (typechecked, not run): `UIViewRepresentable.makeUIView(context:)` creates the view once
  /// and SwiftUI places it in the hosting controller's view hierarchy; `allowsHitTesting(false)` keeps it out of hit
  /// testing; `background(alignment:content:)` layers it behind the view. That a background fills the modified view's frame
  /// is SwiftUI's layout behaviour (a representable without an intrinsic size takes the size proposed to it), not a
  /// sentence of the documentation.
  struct KeyboardDismissalAnchor: UIViewRepresentable {
    /// The region view, taking no touches.
    func makeUIView(context: Context) -> KeyboardDismissalRegion {
      KeyboardDismissalRegion(frame: .zero)
    }

    /// Nothing to update: the region follows its frame and its window by itself.
    func updateUIView(_ uiView: KeyboardDismissalRegion, context: Context) {}
  }
#endif
