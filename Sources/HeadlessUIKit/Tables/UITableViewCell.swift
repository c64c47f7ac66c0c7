import Foundation

/// One row of a table view: a view whose ``contentView`` holds the row's subviews, and that shows whether the row
/// is highlighted (a finger is on it) or selected.
///
/// A table view creates cells through its data source, reuses the ones that scroll off (calling
/// ``prepareForReuse()``) and sets their highlight and selection; code should select rows through the table view.
///
/// ```swift
/// final class PriceCell: UITableViewCell {
///   let price = UIView()
///   override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
///     super.init(style: style, reuseIdentifier: reuseIdentifier)
///     contentView.addSubview(price)
///   }
///   required init?(coder: NSCoder) { fatalError("not used") }
/// }
/// tableView.register(PriceCell.self, forCellReuseIdentifier: "price")
/// ```
///
/// - Note: A cell class registered with a table view is created with ``init(style:reuseIdentifier:)``. On Linux
///   Swift can only do that for a subclass that inherits or overrides that initializer (and `init(coder:)`), as
///   almost every cell does; one with only initializers of its own fails to compile, where on iOS it would crash
///   when dequeued.
@MainActor
open class UITableViewCell: UIView {
  /// The styles of UIKit's standard cells, with UIKit's raw values. HeadlessUIKit stores the style and draws nothing.
  public enum CellStyle: Int, @unchecked Sendable {
    /// A label on the left, and an optional image.
    case `default` = 0
    /// A label on the left and a detail label on the right.
    case value1 = 1
    /// A right-aligned label and a left-aligned detail label, as in Contacts.
    case value2 = 2
    /// A label above a smaller detail label.
    case subtitle = 3
  }

  /// The view that holds the cell's content. It fills the cell.
  open private(set) var contentView = UIView()
  /// The identifier the table view reuses the cell by, or `nil` for a cell that is not reused.
  open private(set) var reuseIdentifier: String?
  private var selectedStorage = false
  private var highlightedStorage = false

  /// Creates a cell.
  /// - Parameters:
  ///   - style: The standard style; stored, not drawn.
  ///   - reuseIdentifier: The identifier to reuse the cell by, or `nil`.
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a cell from an archive; see ``UIView/init(coder:)``.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Creates a cell of the default style with no reuse identifier, sized to the frame.
  /// - Parameters:
  ///   - frame: The cell's frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a cell of the default style for a table view that dequeues it.
  ///
  /// This is how `UITableView` creates a registered class from its metatype, which Swift allows only through a
  /// `required` initializer. It calls ``init(style:reuseIdentifier:)``, the subclass's override if it has one.
  /// - Parameters:
  ///   - reuseIdentifier: The identifier the class was registered for.
  /// - Note: Not UIKit API: SPI, absent from the public interface.
  @_spi(HeadlessUIKit) public required convenience init(registeredFor reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// Keeps ``contentView`` filling the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// Called just before a table view hands the cell out again from ``UITableView/dequeueReusableCell(withIdentifier:)``.
  ///
  /// The default does nothing; override it to reset state that configuration doesn't set. The table view has
  /// already cleared the highlight; it sets the selection when it shows the cell.
  open func prepareForReuse() {}

  // MARK: - Selection and highlight

  /// Whether the cell shows as selected. Setting it calls ``setSelected(_:animated:)`` without animation.
  open var isSelected: Bool {
    get { selectedStorage }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the cell shows as highlighted. Setting it calls ``setHighlighted(_:animated:)`` without animation.
  open var isHighlighted: Bool {
    get { highlightedStorage }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Sets the selected state. The table view calls it as rows are selected and deselected.
  /// - Parameters:
  ///   - selected: Whether the cell is selected.
  ///   - animated: Whether UIKit would animate the change; HeadlessUIKit does not animate.
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedStorage = selected
  }

  /// Sets the highlighted state. The table view calls it when a finger goes down on the row and when it leaves.
  /// - Parameters:
  ///   - highlighted: Whether the cell is highlighted.
  ///   - animated: Whether UIKit would animate the change; HeadlessUIKit does not animate.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedStorage = highlighted
  }
}
