import Testing

@testable import TapwiseLab

@Suite struct JSONNodeTests {
  @Test func valuesKeepTheirExactSourceText() throws {
    let node = try JSONNode.parse(#"{"t": 0.70, "value": {"b" : 1.0, "a": [1e3, "\u00e9"]}}"#)
    #expect(node["value"]?.raw == #"{"b" : 1.0, "a": [1e3, "\u00e9"]}"#)
    #expect(node["t"]?.kind == .number("0.70"))
  }

  @Test func membersStayInSourceOrder() throws {
    let node = try JSONNode.parse(#"{"z": 1, "a": 2}"#)
    guard case .object(let members) = node.kind else { Issue.record("not an object"); return }
    #expect(members.map(\.name) == ["z", "a"])
  }

  @Test func escapesAndSurrogatePairsDecode() throws {
    let node = try JSONNode.parse(#""a\"b\\c\/\n\ud83d\ude00""#)
    #expect(node.kind == .string("a\"b\\c/\n😀"))
  }

  @Test(arguments: [
    ("{\"t\": NaN}", "NaN and Infinity are not JSON numbers"),
    ("{\"t\": 01}", "expected ',' or '}' in object"),
    ("{\"t\" 1}", "expected ':' after member name \"t\""),
    ("{\"t\": 1, \"t\": 2}", "duplicate member \"t\""),
    ("[1, 2", "expected ',' or ']' in array"),
    ("\"abc", "unterminated string"),
    ("{\"t\": 1} x", "unexpected text after the value"),
    ("", "expected a value, found the end of the text"),
    ("{\"t\": -}", "expected a digit"),
    ("{\"t\": 1.}", "expected a digit after '.'"),
    ("\"\\ud800\"", "lone surrogate"),
    ("tru", "expected 'true'"),
    ("é", "unexpected character 'é'"),
    ("[\"\\é\"]", "invalid escape '\\é'"),
  ])
  func malformedDocumentsNameTheProblem(text: String, problem: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONNode.parse(text) }
    do {
      _ = try JSONNode.parse(text)
    } catch {
      #expect(error.problem == problem)
    }
  }

  @Test func errorsNameThePathOfTheValueBeingParsed() {
    let cases: [(String, String)] = [
      (#"{"a": [1, {"b c": NaN}]}"#, #"$.a[1]["b c"]"#),
      (#"{"a": 1, "a": 2}"#, "$.a"),
      (#"[1, 2, tru]"#, "$[2]"),
      (#"{"a": 1"#, "$"),
    ]
    for (text, path) in cases {
      #expect(throws: JSONSyntaxError.self) { try JSONNode.parse(text) }
      do { _ = try JSONNode.parse(text) } catch { #expect(error.path == path, "\(text)") }
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONSyntaxError.self) { try JSONNode.parse(text) }
  }
}
