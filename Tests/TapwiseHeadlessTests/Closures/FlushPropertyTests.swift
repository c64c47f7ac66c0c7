import HeadlessUIKit
import PropertyBased
import Tapwise
import Testing

/// Over seeded random scripts of keystrokes, waits, `flush()`, `cancelPending()` and Return on virtual time, a
/// throttled or debounced text handler delivers only text the field had, never the same text twice, never text
/// dropped by `cancelPending()`, and a flush (Return too, for a debounce) delivers the pending text at once.
///
/// A failure prints the script and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct FlushPropertyTests {
  static let count = 300

  /// One step of a script.
  enum Step: CustomStringConvertible {
    case type, wait(ticks: Int), flush, cancelPending, pressReturn

    var description: String {
      switch self {
      case .type: "t"
      case .wait(let ticks): "w\(ticks)"
      case .flush: "F"
      case .cancelPending: "C"
      case .pressReturn: "R"
      }
    }
  }

  /// A random script on a 10 ms grid, with waits around one interval.
  struct Script: CustomStringConvertible {
    static let tick = 0.01
    let intervalTicks: Int
    let steps: [Step]

    init(intervalTicks: Int, raw: [Int]) {
      self.intervalTicks = intervalTicks
      steps = raw.map { number in
        switch number {
        case ..<40: .type
        case ..<65: .wait(ticks: number % (2 * intervalTicks + 2))
        case ..<77: .flush
        case ..<89: .cancelPending
        default: .pressReturn
        }
      }
    }

    static let generator = zip(Gen.int(in: 1...6), Gen.int(in: 0...99).array(of: 1...40))
      .map { Script(intervalTicks: $0.0, raw: $0.1) }

    var interval: TimeInterval { Double(intervalTicks) * Self.tick }

    var description: String { "I=\(intervalTicks) steps=\(steps.map(\.description).joined(separator: " "))" }
  }

  /// Runs a script against a fresh handler and checks every step.
  /// - Parameters:
  ///   - script: The script.
  ///   - debounce: A debounced handler (Return flushes) or a throttled one (Return doesn't).
  private func run(_ script: Script, debounce: Bool) {
    let stage = ClosureStage()
    let field = stage.editingField()
    var delivered: [String] = []
    let handler: @MainActor (UITextField, String) -> Void = { _, text in delivered.append(text) }
    let registration =
      debounce
      ? field.tw.onTextChange(debounce: script.interval, perform: handler)
      : field.tw.onTextChange(throttle: script.interval, perform: handler)
    var had: Set<String> = []
    var dropped: Set<String> = []
    for step in script.steps {
      let current = field.text ?? ""
      let isPending = !current.isEmpty && !delivered.contains(current) && !dropped.contains(current)
      let before = delivered.count
      switch step {
      case .type:
        stage.driver.type("x")
        had.insert(field.text ?? "")
      case .wait(let ticks): stage.driver.advance(by: Double(ticks) * Script.tick)
      case .flush: registration.flush()
      case .cancelPending:
        if isPending { dropped.insert(current) }
        registration.cancelPending()
      case .pressReturn: stage.driver.pressReturn()
      }
      let new = Array(delivered[before...])
      switch step {
      case .flush:
        #expect(new == (isPending ? [current] : []), "flush: \(script)")
      case .pressReturn:
        #expect(new == (isPending && debounce ? [current] : []), "Return: \(script)")
      case .cancelPending:
        #expect(new.isEmpty, "cancelPending: \(script)")
      case .type, .wait: break
      }
    }
    stage.driver.advance(by: 10)
    let final = field.text ?? ""
    #expect(delivered.allSatisfy(had.contains), "only text the field had: \(script)")
    #expect(Set(delivered).count == delivered.count, "nothing twice: \(script)")
    #expect(delivered == delivered.sorted { $0.count < $1.count }, "in the order typed: \(script)")
    #expect(Set(delivered).isDisjoint(with: dropped), "nothing dropped comes back: \(script)")
    if !final.isEmpty && !dropped.contains(final) {
      #expect(delivered.last == final, "the last text arrives: \(script)")
    }
  }

  @Test func flushingAndDroppingADebouncedTextKeepItsPromises() async {
    await propertyCheck(count: Self.count, input: Script.generator) { script in
      run(script, debounce: true)
    }
  }

  @Test func flushingAndDroppingAThrottledTextKeepItsPromises() async {
    await propertyCheck(count: Self.count, input: Script.generator) { script in
      run(script, debounce: false)
    }
  }
}
