import Foundation
import PropertyBased
import TapwiseCore

/// A random touch area, a random point near it, and a random position to place a point inside any rectangle.
///
/// Values lie on a half-point grid so that the arithmetic is exact.
struct RandomTouchArea: CustomStringConvertible, Sendable {
  let area: TouchArea
  /// A point from 30 pt before the bounds' origin to 50 pt after it.
  let point: CGPoint
  /// Where ``point(in:)`` puts its point, as fractions of the width and height in `0..<1`.
  let fraction: (x: CGFloat, y: CGFloat)

  /// Builds a case from ten small integers (bounds origin and size, four outsets, the minimum size) and four more
  /// (the nearby point, the fractions).
  init(_ raw: [Int], point: [Int]) {
    let half = { (value: Int) in CGFloat(value) / 2 }
    let bounds = CGRect(x: half(raw[0]), y: half(raw[1]), width: half(abs(raw[2])), height: half(abs(raw[3])))
    let outsets = TouchOutsets(top: half(raw[4]), left: half(raw[5]), bottom: half(raw[6]), right: half(raw[7]))
    let usesMinimum = raw[8] > 0 || raw[9] > 0
    let minimum = usesMinimum ? CGSize(width: abs(raw[8]), height: abs(raw[9])) : .zero
    area = TouchArea(bounds: bounds, outsets: outsets, minimumSize: minimum)
    self.point = CGPoint(x: bounds.minX + half(point[0]), y: bounds.minY + half(point[1]))
    fraction = (CGFloat(abs(point[2]) % 40) / 40, CGFloat(abs(point[3]) % 40) / 40)
  }

  /// A point inside a rectangle, at ``fraction`` of its width and height.
  func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + rect.width * fraction.x, y: rect.minY + rect.height * fraction.y)
  }

  /// Bounds within ±20 pt with sides up to 20 pt, outsets from -10 to 20 pt, minimum sizes up to 40 pt.
  static let generator = zip(Gen.int(in: -20...40).array(of: 10...10), Gen.int(in: -60...100).array(of: 4...4))
    .map { RandomTouchArea($0.0, point: $0.1) }

  var description: String {
    "bounds \(GeometryText.rect(area.bounds)) outsets \(area.outsets) minimum \(GeometryText.size(area.minimumSize))"
      + " point \(GeometryText.point(point)) fraction \(fraction)"
  }
}
