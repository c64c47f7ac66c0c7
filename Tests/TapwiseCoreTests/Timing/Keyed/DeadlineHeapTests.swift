import PropertyBased
import Testing

@testable import TapwiseCore

/// The indexed heap under ``Keyed``: against a dictionary of deadlines after every change, with its shape checked
/// throughout.
@Suite("DeadlineHeap")
struct DeadlineHeapTests {
  @Test func theEarliestDeadlineComesFirstAndTiesGoToTheSmallerSlot() {
    var heap = DeadlineHeap()
    for _ in 0..<4 { heap.appendSlot() }
    #expect(heap.first == nil)
    heap.set(.seconds(2), for: 3)
    heap.set(.seconds(1), for: 2)
    heap.set(.seconds(1), for: 1)
    #expect(heap.first?.slot == 1)
    heap.set(.seconds(3), for: 1)  // moves later: slot 2 is now first
    #expect(heap.first?.slot == 2)
    heap.set(nil, for: 2)
    #expect(heap.first?.slot == 3)
    heap.set(.seconds(2), for: 0)  // ties with slot 3 and wins, being smaller
    #expect(heap.first?.slot == 0)
    #expect(heap.deadline(of: 2) == nil)
    #expect(heap.deadline(of: 1) == .seconds(3))
  }

  @Test func itAgreesWithADictionaryAfterEveryChange() async {
    // Each raw number sets one slot's deadline to one of a few values, or clears it, so ties are common.
    let changes = zip(Gen.int(in: 1...60), Gen.int(in: 0...10_000).array(of: 0...300))
    await propertyCheck(count: 500, input: changes) { slotCount, raw in
      var heap = DeadlineHeap()
      for _ in 0..<slotCount { heap.appendSlot() }
      var model: [Int: Duration] = [:]
      for number in raw {
        let slot = number % slotCount
        let choice = number / slotCount % 12
        let deadline = choice == 0 ? nil : Duration.milliseconds(choice)
        heap.set(deadline, for: slot)
        model[slot] = deadline
        let expected = model.min { ($0.value, $0.key) < ($1.value, $1.key) }
        #expect(heap.first?.slot == expected?.key, "\(slotCount) \(raw)")
        #expect(heap.first?.deadline == expected?.value)
        #expect(Self.isWellFormed(heap), "\(slotCount) \(raw)")
      }
      for slot in 0..<slotCount { #expect(heap.deadline(of: slot) == model[slot]) }
    }
  }

  @Test func settingADeadlineAfterTheSlotsExistNeverGrowsStorage() {
    var heap = DeadlineHeap()
    for _ in 0..<1000 { heap.appendSlot() }
    let capacity = heap.entries.capacity
    for slot in 0..<1000 { heap.set(.milliseconds(1000 - slot), for: slot) }
    #expect(heap.entries.capacity == capacity)
  }

  /// Whether every entry precedes its children and every slot's position points at its entry.
  static func isWellFormed(_ heap: DeadlineHeap) -> Bool {
    let ordered = heap.entries.indices.dropFirst().allSatisfy { !heap.entries[$0].precedes(heap.entries[($0 - 1) / 2]) }
    let indexed = heap.positions.indices.allSatisfy { slot in
      let position = heap.positions[slot]
      return position == -1 ? !heap.entries.contains { $0.slot == slot } : heap.entries[position].slot == slot
    }
    return ordered && indexed && heap.positions.filter { $0 >= 0 }.count == heap.entries.count
  }
}
