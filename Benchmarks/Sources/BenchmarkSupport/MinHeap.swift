/// A binary min-heap: the time-ordered queue under ``VirtualTimeScheduler``.
///
/// `insert` and `popMin` are O(log n) and reuse the array's storage, so a heap that stays about the same size
/// allocates nothing once it has grown.
struct MinHeap<Element: Comparable> {
  /// The heap-ordered elements: each is no greater than its children at `2i + 1` and `2i + 2`.
  private var storage: [Element] = []

  /// The number of elements.
  var count: Int { storage.count }

  /// The smallest element, or `nil` when empty.
  var min: Element? { storage.first }

  /// Adds an element.
  /// - Parameters:
  ///   - element: The element to add.
  mutating func insert(_ element: Element) {
    storage.append(element)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard storage[child] < storage[parent] else { break }
      storage.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the smallest element.
  /// - Returns: The smallest element, or `nil` when empty.
  mutating func popMin() -> Element? {
    guard !storage.isEmpty else { return nil }
    storage.swapAt(0, storage.count - 1)
    let smallest = storage.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < storage.count else { break }
      let right = left + 1
      let child = right < storage.count && storage[right] < storage[left] ? right : left
      guard storage[child] < storage[parent] else { break }
      storage.swapAt(child, parent)
      parent = child
    }
    return smallest
  }
}
