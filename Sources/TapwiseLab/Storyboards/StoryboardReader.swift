import Foundation

/// Reads storyboards and xibs into ``StoryboardDocument``s with Foundation's streaming `XMLParser`, in one pass and
/// without keeping the XML.
///
/// - Views are the elements inside `<subviews>`, a view controller's `key="view"`, a cell's `key="contentView"`,
///   a table's header and footer views, a collection view's section headers and footers, and the views at the top
///   of a xib or a scene.
/// - Each view keeps its `<rect key="frame">`, `hidden`, `alpha`, `userInteractionEnabled` and `enabled`, Tapwise's
///   settings from its user-defined runtime attributes, and the recognizers connected to its `gestureRecognizers`.
/// - Anything else is skipped: an element the reader doesn't know is never an error.
///
/// ```swift
/// let document = try StoryboardReader.read(contentsOfFile: "Examples/storyboards/RxExample/RxExample-Numbers.storyboard")
/// document.scenes.map(\.name)   // ["NumbersViewController"]
/// ```
package enum StoryboardReader {
  /// Reads a file.
  /// - Parameters:
  ///   - path: The file's path, which errors and reports repeat as given.
  /// - Returns: The document.
  /// - Throws: ``StoryboardError``: unreadable, malformed XML (with line and column), or a value it can't use.
  package static func read(contentsOfFile path: String) throws(StoryboardError) -> StoryboardDocument {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(file: path, reason: "can't read the file")
    }
    return try read(data, file: path)
  }

  /// Reads a file's contents.
  /// - Parameters:
  ///   - data: The XML.
  ///   - file: The name errors and reports use.
  /// - Returns: The document.
  /// - Throws: ``StoryboardError``: malformed XML (with line and column), or a value it can't use.
  package static func read(_ data: Data, file: String) throws(StoryboardError) -> StoryboardDocument {
    let parser = XMLParser(data: data)
    let reader = StoryboardParser(file: file)
    parser.delegate = reader
    parser.shouldResolveExternalEntities = false
    _ = parser.parse()
    if let error = reader.error { throw error }
    guard reader.sawDocument else {
      throw .unreadable(file: file, reason: "not an Interface Builder file: it holds no XML element")
    }
    return reader.document
  }
}
