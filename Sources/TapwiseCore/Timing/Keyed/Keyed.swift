/// Partitions a stream by key: each key gets its own copy of a timing state machine.
///
/// A new key starts from a copy of the prototype machine. Machines live in an array in first-seen order, so timers
/// that fall due at the same instant fire in the order their keys first appeared: deterministic, unlike dictionary
/// order. A heap of the machines' deadlines keeps every step cheap however many keys there are: an event or a timer
/// costs O(log keys), and ``nextDeadline`` and a ``fireDue(atOrBefore:_:)`` with nothing due cost O(1).
///
/// ```swift
/// var throttles = Keyed<String, ThrottleStateMachine<Int>>(try ThrottleStateMachine(interval: .seconds(1)))
/// throttles.receive(1, for: "volume", at: .zero)         // 1
/// throttles.receive(2, for: "balance", at: .zero)        // 2: another key, its own window
/// throttles.receive(3, for: "volume", at: .seconds(0.5)) // nil: pending
/// throttles.fireDue(atOrBefore: .seconds(1)) { key, value, time in print(key, value, time) }  // volume 3 1.0 seconds
/// ```
///
/// - Note: After a key's first event, nothing allocates per event: the machine is updated in place.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct Keyed<Key: Hashable, Machine: TimingStateMachine> {
  /// The machine every new key starts from.
  public let prototype: Machine
  /// The slot of each key in `storedKeys` and `machines`.
  @usableFromInline var slots: [Key: Int]
  /// Every key seen, in first-seen order.
  @usableFromInline var storedKeys: [Key]
  /// The machine of each key, parallel to `storedKeys`.
  @usableFromInline var machines: [Machine]
  /// The deadline of every machine that has one, by slot, earliest first; ties go to the smaller slot.
  @usableFromInline var deadlines: DeadlineHeap

  /// Creates an empty container.
  /// - Parameters:
  ///   - prototype: The machine that each new key starts from, normally an idle one.
  @inlinable
  public init(_ prototype: Machine) {
    self.prototype = prototype
    slots = [:]
    storedKeys = []
    machines = []
    deadlines = DeadlineHeap()
  }

  /// Every key seen, in first-seen order.
  @inlinable
  public var keys: [Key] {
    storedKeys
  }

  /// The machine of `key`, or `nil` if the key was never seen.
  /// - Parameters:
  ///   - key: The stream to look up.
  @inlinable
  public subscript(key: Key) -> Machine? {
    slots[key].map { machines[$0] }
  }

  /// The earliest deadline of all keys, or `nil` when no timer is pending.
  @inlinable
  public var nextDeadline: Duration? {
    deadlines.first?.deadline
  }

  /// Feeds one event to its key's machine.
  /// - Parameters:
  ///   - value: The event's value.
  ///   - key: The stream the event belongs to.
  ///   - time: The event's time.
  /// - Returns: The value to deliver now, if any. Fire due timers of all keys first to keep the exact-time rule.
  @inlinable
  public mutating func receive(_ value: Machine.Value, for key: Key, at time: Duration) -> Machine.Value? {
    update(slot(for: key)) { $0.receive(value, at: time) }
  }

  /// Fires every deadline up to `time`, earliest first, each at its own deadline.
  /// - Parameters:
  ///   - time: Fire deadlines `<= time`.
  ///   - deliver: Called with the key, the value and the deadline of each trailing delivery.
  @inlinable
  public mutating func fireDue(atOrBefore time: Duration, _ deliver: (Key, Machine.Value, Duration) -> Void) {
    while let due = earliestDue(atOrBefore: time) {
      if let value = update(due.slot, { $0.fire(at: due.deadline) }) {
        deliver(storedKeys[due.slot], value, due.deadline)
      }
    }
  }

  /// Delivers the pending value of one key now.
  /// - Parameters:
  ///   - key: The stream to flush.
  ///   - time: The current time.
  /// - Returns: The pending value, or `nil`.
  @inlinable
  public mutating func flush(_ key: Key, at time: Duration) -> Machine.Value? {
    guard let slot = slots[key] else { return nil }
    return update(slot) { $0.flush(at: time) }
  }

  /// Delivers the pending value of every key now, in first-seen order.
  /// - Parameters:
  ///   - time: The current time.
  ///   - deliver: Called with each key and its flushed value.
  @inlinable
  public mutating func flushAll(at time: Duration, _ deliver: (Key, Machine.Value) -> Void) {
    for slot in machines.indices {
      if let value = update(slot, { $0.flush(at: time) }) { deliver(storedKeys[slot], value) }
    }
  }

  /// Drops the pending value of one key.
  /// - Parameters:
  ///   - key: The stream to cancel.
  @inlinable
  public mutating func cancel(_ key: Key) {
    guard let slot = slots[key] else { return }
    update(slot) { $0.cancel() }
  }

  /// Drops the pending values of all keys.
  @inlinable
  public mutating func cancelAll() {
    for slot in machines.indices { update(slot) { $0.cancel() } }
  }

  // MARK: - Slots, for drivers that need more than one call per step

  /// The slot of `key`, creating a machine from the prototype on first sight.
  /// - Parameters:
  ///   - key: The stream.
  /// - Returns: An index into `storedKeys`.
  @inlinable
  mutating func slot(for key: Key) -> Int {
    if let slot = slots[key] { return slot }
    let slot = machines.count
    slots[key] = slot
    storedKeys.append(key)
    machines.append(prototype)
    deadlines.appendSlot()
    deadlines.set(prototype.deadline, for: slot)
    return slot
  }

  /// Gives `body` in-place access to one machine and keeps the heap of deadlines current afterwards.
  /// - Parameters:
  ///   - slot: The machine's slot.
  ///   - body: The mutation.
  /// - Returns: What `body` returns.
  @inlinable
  @discardableResult
  mutating func update<Result>(_ slot: Int, _ body: (inout Machine) -> Result) -> Result {
    let result = body(&machines[slot])
    deadlines.set(machines[slot].deadline, for: slot)
    return result
  }

  /// The machine whose deadline is earliest and `<= time`; ties go to the key seen first.
  /// - Parameters:
  ///   - time: The current time.
  /// - Returns: The slot and its deadline, or `nil` when nothing is due.
  @inlinable
  func earliestDue(atOrBefore time: Duration) -> (slot: Int, deadline: Duration)? {
    guard let first = deadlines.first, first.deadline <= time else { return nil }
    return first
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Keyed: Sendable where Key: Sendable, Machine: Sendable {}
