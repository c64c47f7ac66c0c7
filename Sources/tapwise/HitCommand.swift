import ArgumentParser
import Foundation
import Tapwise
import TapwiseAudit

/// `tapwise hit`: builds a layout file in HeadlessUIKit and prints which view each point reaches.
struct HitCommand: ParsableCommand, SingleValueOptions {
  static let configuration = CommandConfiguration(
    commandName: "hit",
    abstract: "Build a layout file in HeadlessUIKit and print which view a touch at each point reaches.",
    discussion: """
      Prints one line per point: "X,Y -> PATH", where PATH is the receiving view's id path from the window \
      (card/close), "window" for the window itself, or "none" outside it. A touch taken by a touch area outside \
      the view's real bounds adds "(N pt outside its bounds)". Coordinates are JSON numbers within ±100000. Exits 2 \
      for a layout it can't use or output it can't write.
      """
  )

  static let singleValueOptions = ["--layout"]

  @Option(
    help: ArgumentHelp(
      "A layout JSON file: {\"width\": W, \"height\": H, \"views\": [...]}; - for standard input.", valueName: "file"))
  var layout: String

  @Option(
    name: .customLong("at"),
    help: ArgumentHelp(
      "A point in window coordinates; repeat for more. Write --at=-5,10 for a negative x.", valueName: "x,y"),
    transform: { try LayoutLab.point(from: $0) }
  )
  var points: [CGPoint]

  func validate() throws {
    try rejectRepeatedOptions()
  }

  func run() throws {
    let (layout, points) = (layout, points)
    try RuntimeHooks.onMainThread { LayoutLab.hit(layoutFile: layout, points: points) }.finish()
  }
}
