import TapwiseCore

/// The reference for ``Keyed``: its first implementation, which looks for the earliest deadline by scanning every
/// key's machine. Quadratic over many keys, and plainly right: the earliest deadline wins, ties go to the key seen
/// first.
struct LinearKeyed<Key: Hashable, Machine: TimingStateMachine> {
  /// The machine every new key starts from.
  let prototype: Machine
  /// The slot of each key.
  private var slots: [Key: Int] = [:]
  /// Every key seen, in first-seen order.
  private(set) var keys: [Key] = []
  /// The machine of each key, parallel to `keys`.
  private var machines: [Machine] = []

  /// Creates an empty container.
  init(_ prototype: Machine) {
    self.prototype = prototype
  }

  /// The machine of `key`, or `nil` if the key was never seen.
  subscript(key: Key) -> Machine? {
    slots[key].map { machines[$0] }
  }

  /// The earliest deadline of all keys, by scanning them all.
  var nextDeadline: Duration? {
    var earliest: Duration?
    for machine in machines {
      if let deadline = machine.deadline, earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
    }
    return earliest
  }

  /// Feeds one event to its key's machine.
  mutating func receive(_ value: Machine.Value, for key: Key, at time: Duration) -> Machine.Value? {
    update(slot(for: key)) { $0.receive(value, at: time) }
  }

  /// Fires every deadline up to `time`, earliest first, ties by first-seen key, each at its own deadline.
  mutating func fireDue(atOrBefore time: Duration, _ deliver: (Key, Machine.Value, Duration) -> Void) {
    while let due = earliestDue(atOrBefore: time) {
      if let value = update(due.slot, { $0.fire(at: due.deadline) }) { deliver(keys[due.slot], value, due.deadline) }
    }
  }

  /// Delivers the pending value of one key now.
  mutating func flush(_ key: Key, at time: Duration) -> Machine.Value? {
    guard let slot = slots[key] else { return nil }
    return update(slot) { $0.flush(at: time) }
  }

  /// Delivers the pending value of every key now, in first-seen order.
  mutating func flushAll(at time: Duration, _ deliver: (Key, Machine.Value) -> Void) {
    for slot in machines.indices {
      if let value = update(slot, { $0.flush(at: time) }) { deliver(keys[slot], value) }
    }
  }

  /// Drops the pending value of one key.
  mutating func cancel(_ key: Key) {
    guard let slot = slots[key] else { return }
    update(slot) { $0.cancel() }
  }

  /// Drops the pending values of all keys.
  mutating func cancelAll() {
    for slot in machines.indices { update(slot) { $0.cancel() } }
  }

  /// The slot of `key`, creating a machine from the prototype on first sight.
  mutating func slot(for key: Key) -> Int {
    if let slot = slots[key] { return slot }
    slots[key] = machines.count
    keys.append(key)
    machines.append(prototype)
    return machines.count - 1
  }

  /// Gives `body` in-place access to one machine.
  @discardableResult
  mutating func update<Result>(_ slot: Int, _ body: (inout Machine) -> Result) -> Result {
    body(&machines[slot])
  }

  /// The slot whose deadline is earliest and `<= time`, ties to the key seen first, by scanning every machine.
  func earliestDue(atOrBefore time: Duration) -> (slot: Int, deadline: Duration)? {
    var best: (slot: Int, deadline: Duration)?
    for slot in machines.indices {
      if let due = machines[slot].deadline, due <= time, best.map({ due < $0.deadline }) ?? true {
        best = (slot, due)
      }
    }
    return best
  }
}
