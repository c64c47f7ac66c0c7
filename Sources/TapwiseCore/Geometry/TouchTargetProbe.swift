import Foundation

/// Samples a square around a target's centre to measure how much of it a touch can reach.
///
/// The touch-target audit asks the view's own answer to "is this point inside?" at each sample, so outsets, a
/// minimum touch size and shrinking all count. The grid reaches to half a point from the square's edges,
/// so the corners are tested, and a target falls short only when it misses by more than half a point.
///
/// ```swift
/// let probe = TouchTargetProbe()                         // 44×44, 9×9 samples
/// let result = probe.measure(around: CGPoint(x: 10, y: 10)) { point in
///   CGRect(x: 0, y: 0, width: 20, height: 20).containsTouch(at: point)
/// }
/// result.hits      // 9 of 81: a bare 20×20 icon
/// result.isFull    // false
/// ```
public struct TouchTargetProbe: Equatable, Sendable {
  /// How many samples reach a point.
  public struct Result: Hashable, Sendable {
    /// The samples the target answered.
    public let hits: Int
    /// All samples.
    public let samples: Int
    /// Whether the target answered every sample.
    public var isFull: Bool { hits == samples }
  }

  /// The size of the square, 44×44 by default: the common minimum for a touch target.
  public let size: CGSize
  /// Samples along each side of the square, at least 2.
  public let samplesPerSide: Int

  /// Creates a probe.
  /// - Parameters:
  ///   - size: The square's size; 44×44 is the common minimum touch target.
  ///   - samplesPerSide: The number of samples along each side; at least 2.
  public init(size: CGSize = CGSize(width: 44, height: 44), samplesPerSide: Int = 9) {
    self.size = size
    self.samplesPerSide = Swift.max(2, samplesPerSide)
  }

  /// The sample points of a square around a centre, row by row from the top left.
  /// - Parameters:
  ///   - center: The target's centre.
  /// - Returns: `samplesPerSide²` points, the outer ones half a point inside the square's edges.
  public func points(around center: CGPoint) -> [CGPoint] {
    var points: [CGPoint] = []
    points.reserveCapacity(samplesPerSide * samplesPerSide)
    forEachPoint(around: center) { points.append($0) }
    return points
  }

  /// Asks a target about every sample point.
  /// - Parameters:
  ///   - center: The target's centre, in the coordinate system `answers` expects.
  ///   - answers: Whether the target takes a touch at a point, typically the view's own hit-test answer.
  /// - Returns: How many samples it took.
  public func measure(around center: CGPoint, answers: (CGPoint) throws -> Bool) rethrows -> Result {
    var hits = 0
    try forEachPoint(around: center) { if try answers($0) { hits += 1 } }
    return Result(hits: hits, samples: samplesPerSide * samplesPerSide)
  }

  /// Calls `body` with each sample point, row by row from the top left, without building the list: the audit
  /// measures every target of a file this way.
  private func forEachPoint(around center: CGPoint, _ body: (CGPoint) throws -> Void) rethrows {
    let square = CGRect.centered(size: size, at: center)
    let (left, width) = Self.span(from: square.minX, length: square.width)
    let (top, height) = Self.span(from: square.minY, length: square.height)
    let last = CGFloat(samplesPerSide - 1)
    for row in 0..<samplesPerSide {
      let y = top + height * CGFloat(row) / last
      for column in 0..<samplesPerSide { try body(CGPoint(x: left + width * CGFloat(column) / last, y: y)) }
    }
  }

  /// Where the samples along one side start (half a point in, or a quarter of a short side) and how far they
  /// spread.
  private static func span(from start: CGFloat, length: CGFloat) -> (first: CGFloat, span: CGFloat) {
    let inset = Swift.min(0.5, length / 4)
    return (start + inset, length - 2 * inset)
  }
}
