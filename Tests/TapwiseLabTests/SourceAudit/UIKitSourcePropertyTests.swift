import PropertyBased
import TapwiseFormats
import TapwiseSourceAudit
import Testing

/// The UIKit size rules hold over random programs: a private button given random frames, constraints, SnapKit
/// sizes, Auto Layout, outsets and escapes in random order, each statement in a function of its own.
///
/// A failure prints the program and a seed; add `.fixedSeed("…")` to the test to replay it.
@Suite struct UIKitSourcePropertyTests {
  typealias F = UIKitSourceFixtures
  static let count = 200

  /// One statement about the button `b`, drawn from a number.
  struct Statement: CustomStringConvertible {
    /// Which kind of statement.
    let kind: Int
    /// A width, 1 to 60.
    let width: Int
    /// A height, 1 to 60.
    let height: Int

    init(_ number: Int) {
      kind = number % 8
      width = number / 8 % 60 + 1
      height = number / 480 % 60 + 1
    }

    var description: String {
      switch kind {
      case 0: "b.frame = CGRect(x: 0, y: 0, width: \(width), height: \(height))"
      case 1: "b.bounds.size = CGSize(width: \(width), height: \(height))"
      case 2: "b.widthAnchor.constraint(equalToConstant: \(width)).isActive = true"
      case 3: "b.snp.makeConstraints { $0.height.equalTo(\(height)) }"
      case 4: "b.translatesAutoresizingMaskIntoConstraints = false"
      case 5: "b.tw.touchAreaOutsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)"
      case 6: "style(b)"
      default: "b.layer.cornerRadius = \(width)"
      }
    }
  }

  /// A program: the button and one function per statement.
  struct Program: CustomStringConvertible {
    let statements: [Statement]
    let cut: Int

    init(_ numbers: [Int]) {
      statements = numbers.dropFirst().map(Statement.init)
      cut = numbers[0]
    }

    var source: String {
      let functions = statements.enumerated().map { "  func step\($0.offset)() { \($0.element) }" }
      return F.controller((["  let b = UIButton(type: .custom)"] + functions).joined(separator: "\n"))
    }

    var description: String { source }

    /// The rules, stated over the statements: what the width and height are bounded by.
    var expected: (width: Double?, height: Double?) {
      let kinds = Set(statements.map(\.kind))
      if kinds.contains(6) { return (nil, nil) }
      let autoLayout = kinds.contains(3) || kinds.contains(4)
      let frames = statements.filter { $0.kind <= 1 }
      func bound(frames: [Int], constraints: [Int], outset: Double) -> Double? {
        guard let largest = (autoLayout ? constraints : frames + constraints).max() else { return nil }
        return Double(largest) + (kinds.contains(5) ? outset : 0)
      }
      return (
        bound(
          frames: frames.map(\.width), constraints: statements.filter { $0.kind == 2 }.map(\.width), outset: 6),
        bound(
          frames: frames.map(\.height), constraints: statements.filter { $0.kind == 3 }.map(\.height), outset: 4)
      )
    }
  }

  static let programs = Gen.int(in: 0...99_999).array(of: 1...12).map(Program.init)

  @Test func theBoundsFollowTheRulesInAnyOrder() async {
    await propertyCheck(count: Self.count, input: Self.programs) { program in
      let target = F.target(program.source)
      let expected = program.expected
      #expect(target?.width.upperBound == expected.width, "\(program)")
      #expect(target?.height.upperBound == expected.height, "\(program)")
    }
  }

  @Test func aKnownBoundIsPlacedAtAnExpressionThatWritesIt() async {
    await propertyCheck(count: Self.count, input: Self.programs) { program in
      guard let target = F.target(program.source) else {
        Issue.record("no target in \(program)")
        return
      }
      for extent in [target.width, target.height] where extent.isKnown {
        let text = F.text(extent.fixedAt, in: program.source) ?? ""
        #expect(
          text.hasPrefix("CGRect(") || text.hasPrefix("CGSize(") || text.hasPrefix("b.widthAnchor.constraint(")
            || text.hasPrefix("$0.height.equalTo("), "\(text) in \(program)")
      }
    }
  }

  @Test func anyPrefixOfAProgramIsReadWithoutFailing() async {
    await propertyCheck(count: Self.count, input: Self.programs) { program in
      let scalars = Array(program.source.unicodeScalars)
      var prefix = ""
      prefix.unicodeScalars.append(contentsOf: scalars.prefix(program.cut % (scalars.count + 1)))
      for target in F.targets(prefix) {
        #expect(target.region.startLine >= 1, "\(prefix)")
      }
    }
  }
}
