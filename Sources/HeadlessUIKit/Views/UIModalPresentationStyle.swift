import Foundation

/// How a view controller is presented modally: `UIViewController.modalPresentationStyle`.
///
/// HeadlessUIKit draws nothing, so the styles differ only in what happens to the presenting controller: with
/// `.fullScreen` and `.currentContext` its views leave the window when the presentation ends, and it hears
/// `viewWillDisappear` and `viewDidDisappear` (and the reverse on dismissal); with every other style its views stay
/// and it hears nothing, as with a sheet on iOS 13 and later. The presented view fills the window either way.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  /// Covers the screen; the presenting controller's views are removed once the presentation ends.
  case fullScreen = 0
  /// A sheet over the presenting controller, whose views stay.
  case pageSheet = 1
  /// A smaller sheet over the presenting controller, whose views stay.
  case formSheet = 2
  /// Covers the presenting context; HeadlessUIKit treats it as ``fullScreen``.
  case currentContext = 3
  /// Presented by a custom presentation controller; the presenting controller's views stay.
  case custom = 4
  /// Covers the screen, keeping the presenting controller's views beneath.
  case overFullScreen = 5
  /// Covers the presenting context, keeping its views beneath.
  case overCurrentContext = 6
  /// A popover; on iPhone a sheet whose presenting controller's views stay.
  case popover = 7
  /// No adaptation: only for adaptive presentation delegates.
  case none = -1
  /// The system's choice: a page sheet on iPhone since iOS 13.
  case automatic = -2

  /// Whether the presenting controller's views leave the window once a presentation in this style ends.
  var removesPresentersViews: Bool { self == .fullScreen || self == .currentContext }
}
