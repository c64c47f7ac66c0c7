/// The pending deadlines of ``Keyed``'s machines, at most one per slot, as an indexed binary min-heap.
///
/// The heap is ordered by deadline, then by slot, so its first entry is the earliest deadline and, among equal
/// deadlines, the slot seen first: the order in which ``Keyed`` fires timers. Each slot remembers its position in
/// the heap, so a deadline that moves, appears or goes away is fixed in place in O(log n), and reading the earliest
/// one is O(1).
///
/// ```swift
/// var heap = DeadlineHeap()
/// heap.appendSlot()                      // slot 0
/// heap.appendSlot()                      // slot 1
/// heap.set(.seconds(2), for: 0)
/// heap.set(.seconds(1), for: 1)
/// heap.first                             // (slot: 1, deadline: 1 s)
/// heap.set(nil, for: 1)                  // slot 1's timer is gone
/// heap.first                             // (slot: 0, deadline: 2 s)
/// ```
///
/// - Note: Storage grows with the number of slots and never shrinks; setting, moving or clearing a deadline
///   allocates nothing.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@usableFromInline
struct DeadlineHeap: Sendable {
  /// One pending deadline.
  @usableFromInline
  struct Entry: Sendable {
    /// When the slot's timer is due.
    @usableFromInline var deadline: Duration
    /// The slot the deadline belongs to.
    @usableFromInline var slot: Int

    /// Creates an entry.
    @inlinable
    init(deadline: Duration, slot: Int) {
      self.deadline = deadline
      self.slot = slot
    }

    /// Whether this entry comes out of the heap before another: an earlier deadline, or the same one and a smaller
    /// slot.
    @inlinable
    func precedes(_ other: Entry) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && slot < other.slot)
    }
  }

  /// The heap: every entry precedes its children at `2i + 1` and `2i + 2`.
  @usableFromInline var entries: [Entry]
  /// The position of each slot's entry in `entries`, or `-1` for a slot without a deadline.
  @usableFromInline var positions: [Int]

  /// Creates a heap with no slots.
  @inlinable
  init() {
    entries = []
    positions = []
  }

  /// The earliest deadline, ties going to the smallest slot; `nil` when no slot has a deadline.
  @inlinable
  var first: (slot: Int, deadline: Duration)? {
    entries.first.map { ($0.slot, $0.deadline) }
  }

  /// The deadline of one slot, or `nil` when it has none.
  /// - Parameters:
  ///   - slot: A slot added with ``appendSlot()``.
  @inlinable
  func deadline(of slot: Int) -> Duration? {
    let position = positions[slot]
    return position < 0 ? nil : entries[position].deadline
  }

  /// Adds a slot, numbered after the existing ones, with no deadline.
  ///
  /// The heap's storage grows here, with the slots, so setting a deadline later never allocates.
  @inlinable
  mutating func appendSlot() {
    positions.append(-1)
    if entries.capacity < positions.count { entries.reserveCapacity(positions.capacity) }
  }

  /// Sets, moves or clears the deadline of one slot.
  /// - Parameters:
  ///   - deadline: The slot's new deadline, or `nil` for none.
  ///   - slot: A slot added with ``appendSlot()``.
  @inlinable
  mutating func set(_ deadline: Duration?, for slot: Int) {
    let position = positions[slot]
    guard let deadline else {
      if position >= 0 { remove(at: position) }
      return
    }
    guard position >= 0 else {
      entries.append(Entry(deadline: deadline, slot: slot))
      siftUp(Entry(deadline: deadline, slot: slot), from: entries.count - 1)
      return
    }
    let old = entries[position].deadline
    guard deadline != old else { return }
    let entry = Entry(deadline: deadline, slot: slot)
    if deadline < old { siftUp(entry, from: position) } else { siftDown(entry, from: position) }
  }

  /// Removes the entry at a position and refills the hole with the last entry.
  @inlinable
  mutating func remove(at position: Int) {
    positions[entries[position].slot] = -1
    let last = entries.removeLast()
    guard position < entries.count else { return }
    if position > 0 && last.precedes(entries[(position - 1) / 2]) {
      siftUp(last, from: position)
    } else {
      siftDown(last, from: position)
    }
  }

  /// Places an entry at or above a position, moving the parents it precedes down.
  @inlinable
  mutating func siftUp(_ entry: Entry, from position: Int) {
    Self.withStorage(&entries, &positions) { entries, positions in
      var hole = position
      while hole > 0 {
        let parent = (hole - 1) / 2
        guard entry.precedes(entries[parent]) else { break }
        Self.move(from: parent, to: hole, entries, positions)
        hole = parent
      }
      Self.place(entry, at: hole, entries, positions)
    }
  }

  /// Places an entry at or below a position, moving the children that precede it up.
  @inlinable
  mutating func siftDown(_ entry: Entry, from position: Int) {
    Self.withStorage(&entries, &positions) { entries, positions in
      var hole = position
      let count = entries.count
      while true {
        let left = 2 * hole + 1
        guard left < count else { break }
        let right = left + 1
        let child = right < count && entries[right].precedes(entries[left]) ? right : left
        guard entries[child].precedes(entry) else { break }
        Self.move(from: child, to: hole, entries, positions)
        hole = child
      }
      Self.place(entry, at: hole, entries, positions)
    }
  }

  /// Lends the heap's two arrays as buffers, so that a sift checks their uniqueness once rather than on every move.
  /// Each sift stays inside `entries.count` and inside the slots that `positions` has.
  @inlinable
  static func withStorage(
    _ entries: inout [Entry], _ positions: inout [Int],
    _ body: (UnsafeMutableBufferPointer<Entry>, UnsafeMutableBufferPointer<Int>) -> Void
  ) {
    entries.withUnsafeMutableBufferPointer { entries in
      positions.withUnsafeMutableBufferPointer { positions in body(entries, positions) }
    }
  }

  /// Moves the entry at one position to another, keeping its slot's position current.
  @inlinable
  static func move(
    from source: Int, to destination: Int, _ entries: UnsafeMutableBufferPointer<Entry>,
    _ positions: UnsafeMutableBufferPointer<Int>
  ) {
    entries[destination] = entries[source]
    positions[entries[destination].slot] = destination
  }

  /// Stores an entry at a position, keeping its slot's position current.
  @inlinable
  static func place(
    _ entry: Entry, at position: Int, _ entries: UnsafeMutableBufferPointer<Entry>,
    _ positions: UnsafeMutableBufferPointer<Int>
  ) {
    entries[position] = entry
    positions[entry.slot] = position
  }
}
