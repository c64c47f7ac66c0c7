import Testing
@testable import TapwiseFormats

@Suite struct RepeatedOptionTests {
  private let names = ["--interval", "--input", "--svg"]

  @Test func anOptionGivenOnceInEitherFormIsFine() {
    #expect(RepeatedOption.first(in: ["gate", "--interval", "1", "--input=t.jsonl", "--first"], among: names) == nil)
  }

  @Test(arguments: [
    (["gate", "--interval", "1", "--interval", "2"], RepeatedOption(name: "--interval", count: 2)),
    (["gate", "--interval=1", "--svg", "a", "--interval", "2"], RepeatedOption(name: "--interval", count: 2)),
    (["--svg=a", "--svg=b", "--svg=c"], RepeatedOption(name: "--svg", count: 3)),
    (["--input", "a", "--svg", "b", "--input", "c"], RepeatedOption(name: "--input", count: 2)),
  ])
  func aRepeatIsFoundInEitherForm(arguments: [String], repeated: RepeatedOption) {
    #expect(RepeatedOption.first(in: arguments, among: names) == repeated)
  }

  @Test func aValueThatLooksLikeAnOptionAndAnythingAfterTheTerminatorAreNotOptions() {
    #expect(RepeatedOption.first(in: ["--svg", "--interval", "--interval", "1"], among: names) == nil)
    #expect(RepeatedOption.first(in: ["--input", "a", "--", "--input", "b"], among: names) == nil)
  }

  @Test func theMessageNamesTheOptionAndTheCount() {
    #expect(RepeatedOption(name: "--layout", count: 3).description == "--layout was given 3 times; give it once")
  }
}
