import Foundation

/// A delegate protocol a proxy reaches its forwardee as (``DelegateForwardingProxy/forwardee(as:)``): one of UIKit's
/// `@objc` delegate protocols, whose existential is the object pointer alone.
///
/// Only the values below exist, so `forwardee(as:)` takes nothing else: on Apple platforms it reinterprets the
/// forwardee's pointer as the protocol's existential, which is sound for these protocols and for no other type.
struct DelegateProtocol<Delegate> {
  private init() {}
}

extension DelegateProtocol where Delegate == any UIScrollViewDelegate {
  /// `UIScrollViewDelegate`.
  static var scrollViewDelegate: Self { Self() }
}

extension DelegateProtocol where Delegate == any UITableViewDelegate {
  /// `UITableViewDelegate`.
  static var tableViewDelegate: Self { Self() }
}

extension DelegateProtocol where Delegate == any UITableViewDataSource {
  /// `UITableViewDataSource`.
  static var tableViewDataSource: Self { Self() }
}

extension DelegateProtocol where Delegate == any UICollectionViewDelegate {
  /// `UICollectionViewDelegate`.
  static var collectionViewDelegate: Self { Self() }
}

extension DelegateProtocol where Delegate == any UICollectionViewDelegateFlowLayout {
  /// `UICollectionViewDelegateFlowLayout`.
  static var collectionViewDelegateFlowLayout: Self { Self() }
}

extension DelegateProtocol where Delegate == any UICollectionViewDataSource {
  /// `UICollectionViewDataSource`.
  static var collectionViewDataSource: Self { Self() }
}

extension DelegateProtocol where Delegate == any UITextFieldDelegate {
  /// `UITextFieldDelegate`.
  static var textFieldDelegate: Self { Self() }
}

extension DelegateProtocol where Delegate == any UITextViewDelegate {
  /// `UITextViewDelegate`.
  static var textViewDelegate: Self { Self() }
}
