/// A value an app changes to deliver or drop what a debounced `onChange` still holds: TapwiseSwiftUI's
/// `onChange(of:debounce:trigger:_:)`.
///
/// Return in the field and Escape do this by themselves. A trigger is for everything else that should: a Search
/// button beside the field, a Clear button, a screen that submits on its own. The app keeps the trigger in its
/// state, calls ``flush()`` or ``cancelPending()``, and the modifier carries the request out when it sees the new
/// value.
///
/// ```swift
/// @State private var searchNow = PendingChangeTrigger()
///
/// TextField("Search", text: $query)
///   .onChange(of: query, debounce: .milliseconds(300), trigger: searchNow) { model.search($0) }
/// Button("Search") { searchNow.flush() }             // the pending query, now
/// Button("Clear") { query = ""; searchNow.cancelPending() }
/// ```
///
/// Each call is one request, carried out once. When an app makes two requests before the view updates, the later
/// one is carried out: requests are not queued, as a second tap on Search means no more than the first.
public struct PendingChangeTrigger: Equatable, Sendable {
  /// What the app asks of the pending value.
  public enum Request: Equatable, Sendable {
    /// Deliver the pending value now.
    case flush
    /// Drop the pending value.
    case cancelPending
  }

  /// The latest request, or `nil` before the first.
  public private(set) var request: Request?
  /// How many requests have been made, so that two equal requests in a row are two changes.
  package private(set) var count: UInt64 = 0

  /// Creates a trigger that has asked for nothing.
  public init() {}

  /// Asks for the pending value to be delivered now, if there is one.
  public mutating func flush() {
    ask(.flush)
  }

  /// Asks for the pending value to be dropped, if there is one.
  public mutating func cancelPending() {
    ask(.cancelPending)
  }

  /// Makes a request: a new value, even when it repeats the last one.
  private mutating func ask(_ request: Request) {
    self.request = request
    count &+= 1
  }
}
