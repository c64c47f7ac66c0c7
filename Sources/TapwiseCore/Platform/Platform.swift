// TapwiseCore's one platform file. On Apple platforms the members of CGRect, CGPoint and CGSize (`.zero`, `minX`,
// `insetBy(dx:dy:)` …) come from the CoreGraphics overlay, which Foundation does not re-export; with
// MemberImportVisibility a file sees them only through an import of CoreGraphics. Exporting it here lets every file,
// and every client, use them after `import Foundation`, as on Linux, where Foundation declares them itself.
#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif
