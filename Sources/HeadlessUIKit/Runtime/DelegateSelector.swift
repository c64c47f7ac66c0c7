/// The Objective-C names of the optional delegate and data source methods HeadlessUIKit calls, as UIKit asks
/// `responds(to:)` about them.
///
/// - Note: This is not UIKit API. It is SPI for Tapwise, whose Linux delegate proxies answer for these names:
///   `@_spi(Tapwise) import HeadlessUIKit`.
@_spi(Tapwise)
public enum DelegateSelector {
  // MARK: UIScrollViewDelegate

  /// `scrollViewDidScroll:`
  public static let scrollViewDidScroll = NSSelectorFromString("scrollViewDidScroll:")
  /// `scrollViewWillBeginDragging:`
  public static let scrollViewWillBeginDragging = NSSelectorFromString("scrollViewWillBeginDragging:")
  /// `scrollViewDidEndDragging:willDecelerate:`
  public static let scrollViewDidEndDragging = NSSelectorFromString("scrollViewDidEndDragging:willDecelerate:")
  /// `scrollViewDidEndScrollingAnimation:`
  public static let scrollViewDidEndScrollingAnimation = NSSelectorFromString("scrollViewDidEndScrollingAnimation:")

  // MARK: UITableViewDelegate

  /// `tableView:willDisplayCell:forRowAtIndexPath:`
  public static let willDisplayCell = NSSelectorFromString("tableView:willDisplayCell:forRowAtIndexPath:")
  /// `tableView:heightForRowAtIndexPath:`
  public static let heightForRow = NSSelectorFromString("tableView:heightForRowAtIndexPath:")
  /// `tableView:heightForHeaderInSection:`
  public static let heightForHeader = NSSelectorFromString("tableView:heightForHeaderInSection:")
  /// `tableView:heightForFooterInSection:`
  public static let heightForFooter = NSSelectorFromString("tableView:heightForFooterInSection:")
  /// `tableView:shouldHighlightRowAtIndexPath:`
  public static let shouldHighlightRow = NSSelectorFromString("tableView:shouldHighlightRowAtIndexPath:")
  /// `tableView:didHighlightRowAtIndexPath:`
  public static let didHighlightRow = NSSelectorFromString("tableView:didHighlightRowAtIndexPath:")
  /// `tableView:didUnhighlightRowAtIndexPath:`
  public static let didUnhighlightRow = NSSelectorFromString("tableView:didUnhighlightRowAtIndexPath:")
  /// `tableView:willSelectRowAtIndexPath:`
  public static let willSelectRow = NSSelectorFromString("tableView:willSelectRowAtIndexPath:")
  /// `tableView:willDeselectRowAtIndexPath:`
  public static let willDeselectRow = NSSelectorFromString("tableView:willDeselectRowAtIndexPath:")
  /// `tableView:didSelectRowAtIndexPath:`
  public static let didSelectRow = NSSelectorFromString("tableView:didSelectRowAtIndexPath:")
  /// `tableView:didDeselectRowAtIndexPath:`
  public static let didDeselectRow = NSSelectorFromString("tableView:didDeselectRowAtIndexPath:")

  // MARK: UITableViewDataSource

  /// `numberOfSectionsInTableView:`
  public static let numberOfSections = NSSelectorFromString("numberOfSectionsInTableView:")
  /// `tableView:titleForHeaderInSection:`
  public static let titleForHeader = NSSelectorFromString("tableView:titleForHeaderInSection:")

  // MARK: UITextFieldDelegate

  /// `textFieldShouldBeginEditing:`
  public static let textFieldShouldBeginEditing = NSSelectorFromString("textFieldShouldBeginEditing:")
  /// `textFieldDidBeginEditing:`
  public static let textFieldDidBeginEditing = NSSelectorFromString("textFieldDidBeginEditing:")
  /// `textFieldShouldEndEditing:`
  public static let textFieldShouldEndEditing = NSSelectorFromString("textFieldShouldEndEditing:")
  /// `textFieldDidEndEditing:`
  public static let textFieldDidEndEditing = NSSelectorFromString("textFieldDidEndEditing:")
  /// `textFieldDidEndEditing:reason:`
  public static let textFieldDidEndEditingWithReason = NSSelectorFromString("textFieldDidEndEditing:reason:")
  /// `textField:shouldChangeCharactersInRange:replacementString:`
  public static let shouldChangeCharacters = NSSelectorFromString(
    "textField:shouldChangeCharactersInRange:replacementString:")
  /// `textFieldDidChangeSelection:`
  public static let textFieldDidChangeSelection = NSSelectorFromString("textFieldDidChangeSelection:")
  /// `textFieldShouldClear:`
  public static let textFieldShouldClear = NSSelectorFromString("textFieldShouldClear:")
  /// `textFieldShouldReturn:`
  public static let textFieldShouldReturn = NSSelectorFromString("textFieldShouldReturn:")
  /// `textField:editMenuForCharactersInRange:suggestedActions:`
  public static let editMenuForCharacters = NSSelectorFromString(
    "textField:editMenuForCharactersInRange:suggestedActions:")
  /// `textField:willPresentEditMenuWithAnimator:`
  public static let willPresentEditMenu = NSSelectorFromString("textField:willPresentEditMenuWithAnimator:")
  /// `textField:willDismissEditMenuWithAnimator:`
  public static let willDismissEditMenu = NSSelectorFromString("textField:willDismissEditMenuWithAnimator:")

  /// `tableView:numberOfRowsInSection:`
  public static let numberOfRows = NSSelectorFromString("tableView:numberOfRowsInSection:")
  /// `tableView:cellForRowAtIndexPath:`
  public static let cellForRow = NSSelectorFromString("tableView:cellForRowAtIndexPath:")

  // MARK: UITextViewDelegate

  /// `textViewShouldBeginEditing:`
  public static let textViewShouldBeginEditing = NSSelectorFromString("textViewShouldBeginEditing:")
  /// `textViewDidBeginEditing:`
  public static let textViewDidBeginEditing = NSSelectorFromString("textViewDidBeginEditing:")
  /// `textViewShouldEndEditing:`
  public static let textViewShouldEndEditing = NSSelectorFromString("textViewShouldEndEditing:")
  /// `textViewDidEndEditing:`
  public static let textViewDidEndEditing = NSSelectorFromString("textViewDidEndEditing:")
  /// `textView:shouldChangeTextInRange:replacementText:`
  public static let shouldChangeText = NSSelectorFromString("textView:shouldChangeTextInRange:replacementText:")
  /// `textViewDidChange:`
  public static let textViewDidChange = NSSelectorFromString("textViewDidChange:")
  /// `textViewDidChangeSelection:`
  public static let textViewDidChangeSelection = NSSelectorFromString("textViewDidChangeSelection:")

  /// Every name above: the methods a delegate or data source that conforms to HeadlessUIKit's protocols implements,
  /// in its own code or through the protocol's defaults.
  public static let all = Set(
    scrollView + tableView + tableDataSource + [numberOfRows, cellForRow] + textField + textView
      + [editMenuForCharacters, willPresentEditMenu, willDismissEditMenu] + collectionView + flowLayout
      + collectionDataSource + [numberOfItems, cellForItem])

  /// The scroll view delegate methods a scroll view calls.
  public static let scrollView = [
    scrollViewDidScroll, scrollViewWillBeginDragging, scrollViewDidEndDragging, scrollViewDidEndScrollingAnimation,
  ]
  /// The table view delegate methods a table view calls, besides the scroll view's.
  public static let tableView = [
    willDisplayCell, heightForRow, heightForHeader, heightForFooter, shouldHighlightRow, didHighlightRow,
    didUnhighlightRow, willSelectRow, willDeselectRow, didSelectRow, didDeselectRow,
  ]
  /// The optional data source methods a table view calls.
  public static let tableDataSource = [numberOfSections, titleForHeader]
  /// The text view delegate methods a text view calls, besides the scroll view's.
  public static let textView = [
    textViewShouldBeginEditing, textViewDidBeginEditing, textViewShouldEndEditing, textViewDidEndEditing,
    shouldChangeText, textViewDidChange, textViewDidChangeSelection,
  ]
  /// The text field delegate methods a text field calls.
  public static let textField = [
    textFieldShouldBeginEditing, textFieldDidBeginEditing, textFieldShouldEndEditing, textFieldDidEndEditing,
    textFieldDidEndEditingWithReason, shouldChangeCharacters, textFieldDidChangeSelection, textFieldShouldClear,
    textFieldShouldReturn,
  ]
}
