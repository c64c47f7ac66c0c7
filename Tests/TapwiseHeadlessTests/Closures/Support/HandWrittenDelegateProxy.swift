import Foundation
@_spi(Tapwise) import HeadlessUIKit

/// A hand-written delegate proxy, as apps and CombineCocoa-style libraries write them: installing it captures the
/// delegate it finds (a Tapwise proxy included) and takes the slot; it implements a few methods, each observing the
/// call and forwarding it explicitly to the captured delegate, and answers `responds(to:)` for those methods only,
/// as `NSObject` does for a class that doesn't forward it. So a probe can't see through it to what it captured.
///
/// It has no guard against loops: on a device a loop through it recurses until the stack overflows. Here each call
/// counts how deeply it nests in this proxy; a call inside the same call is a re-entry (``reentries``), and at
/// ``depthLimit`` it stops and sets ``overflowed``, so a test fails instead of crashing.
@MainActor
final class HandWrittenDelegateProxy: NSObject, UITableViewDelegate, UICollectionViewDelegate,
  HeadlessSelectorResponder
{
  /// How deep a call may nest in the proxy before it stops, where a device would go on until the stack overflows.
  static let depthLimit = 8

  /// The delegate that held the slot when the proxy was installed.
  private(set) weak var captured: AnyObject?
  private var depth: [String: Int] = [:]

  /// Each observed selection, by row or item.
  private(set) var selections: [Int] = []
  /// Calls that arrived while the proxy was still inside the same one: passes round a loop.
  private(set) var reentries = 0
  /// Whether a call nested ``depthLimit`` deep: on a device, a stack overflow.
  private(set) var overflowed = false

  /// Forgets the re-entries counted so far, after a test's set-up.
  func clearCounts() {
    reentries = 0
  }

  /// Installs a proxy on a table or a collection view: it captures the current delegate and becomes the delegate.
  /// Keep the result.
  static func install(on view: UIScrollView) -> HandWrittenDelegateProxy {
    let proxy = HandWrittenDelegateProxy()
    proxy.captured = view.delegate
    view.delegate = proxy
    return proxy
  }

  /// Its own methods, and nothing else.
  func responds(toSelector selector: Selector) -> Bool {
    [
      DelegateSelector.didSelectRow, DelegateSelector.shouldHighlightRow, DelegateSelector.willDisplayCell,
      DelegateSelector.didSelectItem, DelegateSelector.shouldHighlightItem, DelegateSelector.willDisplayItemCell,
    ].contains(selector)
  }

  private var next: (any UITableViewDelegate)? { captured as? any UITableViewDelegate }
  private var nextForItems: (any UICollectionViewDelegate)? { captured as? any UICollectionViewDelegate }

  /// Runs a call, counting how deep it nests; past ``depthLimit`` answers `stopped` instead.
  private func nest<Result>(_ call: String, stopped: Result, _ body: () -> Result) -> Result {
    let level = depth[call, default: 0]
    if level > 0 { reentries += 1 }
    guard level < Self.depthLimit else {
      overflowed = true
      return stopped
    }
    depth[call] = level + 1
    defer { depth[call] = level }
    return body()
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    nest("didSelect", stopped: ()) {
      selections.append(indexPath.row)
      next?.tableView(tableView, didSelectRowAt: indexPath)
    }
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    nest("shouldHighlight", stopped: true) { next?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true }
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    nest("willDisplay", stopped: ()) { next?.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    nest("didSelect", stopped: ()) {
      selections.append(indexPath.item)
      nextForItems?.collectionView(collectionView, didSelectItemAt: indexPath)
    }
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    nest("shouldHighlight", stopped: true) {
      nextForItems?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? true
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    nest("willDisplay", stopped: ()) {
      nextForItems?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
  }
}
