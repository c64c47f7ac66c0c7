// The one file that chooses the UI framework. Every other file in Tapwise sees it through these
// re-exports, so no other file needs an `#if`.
#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import HeadlessUIKit
#endif
@_exported import TapwiseCore
