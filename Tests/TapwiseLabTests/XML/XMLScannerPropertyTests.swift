import Foundation
import PropertyBased
import Testing
@testable import TapwiseFormats
@testable import TapwiseAudit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The scanner against what it must agree with: random documents it writes itself, with every way XML lets a value
/// be spelled, read back exactly; and the same documents and every real Interface Builder file in the repository
/// read element for element as Foundation's `XMLParser` (libxml2) reads them.
///
/// A failure prints the document and a seed; add `.fixedSeed("…")` to the test to replay it.
@Suite struct XMLScannerPropertyTests {
  /// One element as both readers report it: its name and its attributes in name order.
  struct Start: Equatable, CustomStringConvertible {
    var name: String
    var attributes: [String: String]
    var description: String {
      name + attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value.debugDescription)" }.joined()
    }
  }

  /// A random document, made from a list of numbers so that a failure shrinks, and the elements it holds.
  struct Document: CustomStringConvertible {
    var xml = ""
    var starts: [Start] = []
    var description: String { xml }

    init(_ numbers: [Int]) {
      var numbers = numbers.makeIterator()
      func next(_ range: Int) -> Int { (numbers.next() ?? 0) % range }
      let names = ["document", "view", "rect", "subviews", "a:b", "_x.y-z", "é"]
      let pieces = ["a", " ", "<", ">", "&", "\"", "'", "\t", "\n", "\r\n", "é", "🙂", "]]>", "x y"]
      xml = ["", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", "\u{FEFF}"][next(3)]
      var open: [String] = []
      repeat {
        if !open.isEmpty, next(3) == 0 {
          xml += ["", "text &amp; &#60;", "<!-- note -->", "<![CDATA[<&>]]>", "<?pi data?>", "\n  "][next(6)]
          xml += "</\(open.removeLast())\(["", " ", "\n"][next(3)])>"
          continue
        }
        let name = names[next(names.count)]
        var start = Start(name: name, attributes: [:])
        xml += "<" + name
        for index in 0..<next(4) {
          let attribute = "k\(index)"
          var value = ""
          var written = ""
          let quote = next(2) == 0 ? "\"" : "'"
          for _ in 0..<next(5) {
            let piece = pieces[next(pieces.count)]
            switch piece {
            case "<": written += "&lt;"
            case "&": written += ["&amp;", "&#38;", "&#x26;"][next(3)]
            case "\"": written += quote == "\"" ? ["&quot;", "&#34;"][next(2)] : "\""
            case "'": written += quote == "'" ? ["&apos;", "&#39;"][next(2)] : "'"
            case "\t", "\n", "\r\n":
              // Written raw, a line break or tab is read as a space; as a reference it stays.
              if next(2) == 0 {
                written += piece
                value += " "
                continue
              }
              written += piece == "\t" ? "&#9;" : piece == "\n" ? "&#10;" : "&#13;&#10;"
            case "é": written += ["é", "&#233;", "&#xE9;"][next(3)]
            default: written += piece
            }
            value += piece
          }
          let equals = [#"=\#(quote)"#, #" = \#(quote)"#][next(2)]
          xml += [" ", "\n  ", "\t"][next(3)] + attribute + equals + written + quote
          start.attributes[attribute] = value
        }
        starts.append(start)
        if next(3) == 0 {
          xml += "/>"
        } else {
          xml += ">"
          open.append(name)
        }
      } while !open.isEmpty && starts.count < 60
      while let name = open.popLast() { xml += "</\(name)>" }
      xml += ["", "\n", "<!-- end -->\n"][next(3)]
    }
  }

  static let generator = Gen.int(in: 0...9999).array(of: 1...200).map(Document.init)

  /// The starts the scanner reports, or `nil` after recording its error.
  static func scanned(_ bytes: [UInt8], _ name: String) -> [Start]? {
    switch scannedOrError(bytes) {
    case .success(let starts): return starts
    case .failure(let error):
      Issue.record("\(name): line \(error.position.line), column \(error.position.column): \(error.problem)")
      return nil
    }
  }

  /// The starts the scanner reports, or its error.
  static func scannedOrError(_ bytes: [UInt8]) -> Result<[Start], XMLError> {
    do {
      var scanner = try XMLScanner(bytes)
      var starts: [Start] = []
      var depth = 0
      while let event = try scanner.next() {
        switch event {
        case .start(let element):
          starts.append(Start(name: element.name, attributes: element.attributes))
          depth += 1
        case .end: depth -= 1
        }
      }
      #expect(depth == 0)
      return .success(starts)
    } catch {
      return .failure(error)
    }
  }

  @Test func randomDocumentsAreReadBackExactly() async {
    await propertyCheck(count: 500, input: Self.generator) { document in
      #expect(Self.scanned(Array(document.xml.utf8), document.xml.debugDescription) == document.starts)
    }
  }

  @Test func randomDocumentsAreReadAsFoundationsXMLParserReadsThem() async {
    await propertyCheck(count: 300, input: Self.generator) { document in
      let data = Data(document.xml.utf8)
      #expect(Self.scanned(Array(data), document.xml.debugDescription) == FoundationReader.starts(data))
    }
  }

  @Test func everyRealInterfaceBuilderFileIsReadAsFoundationsXMLParserReadsIt() throws {
    let folder = StoryboardFixtures.repositoryRoot.appendingPathComponent("Examples/storyboards/RxExample")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
    }
    #expect(files.count >= 10)
    for file in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      let starts = Self.scanned(Array(data), file)
      #expect(starts?.count ?? 0 > 10, "\(file)")
      #expect(starts == FoundationReader.starts(data), "\(file)")
    }
  }
}

/// The element starts Foundation's `XMLParser` reports, or `nil` when it finds the document malformed.
private final class FoundationReader: NSObject, XMLParserDelegate {
  var starts: [XMLScannerPropertyTests.Start] = []

  static func starts(_ data: Data) -> [XMLScannerPropertyTests.Start]? {
    let parser = XMLParser(data: data)
    let reader = FoundationReader()
    parser.delegate = reader
    return parser.parse() ? reader.starts : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    starts.append(.init(name: elementName, attributes: attributeDict))
  }
}
