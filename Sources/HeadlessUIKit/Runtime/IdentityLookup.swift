/// Identity lookups written as plain loops, for the paths every touch takes.
///
/// A closure written in main-actor code, such as `{ $0 === view }` passed to `contains(where:)`, is isolated to the
/// main actor, and Swift 6 checks on every call of it that it runs there (`swift_task_isCurrentExecutor`, some two
/// hundred instructions). These loops take no closure, so they cost a comparison per element.
extension Array where Element: AnyObject {
  /// Whether the array holds this very object.
  /// - Parameters:
  ///   - object: The object to look for, by identity.
  /// - Returns: `true` if an element is `object`.
  func containsIdentical(_ object: Element) -> Bool {
    for element in self where element === object { return true }
    return false
  }

  /// Appends an object unless the array already holds it.
  /// - Parameters:
  ///   - object: The object to append, compared by identity.
  mutating func appendIfAbsent(_ object: Element) {
    if !containsIdentical(object) { append(object) }
  }

  /// Removes the first element that is this very object.
  /// - Parameters:
  ///   - object: The object to remove, by identity.
  mutating func removeFirstIdentical(_ object: Element) {
    for index in indices where self[index] === object {
      remove(at: index)
      return
    }
  }
}
