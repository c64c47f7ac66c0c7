import Testing

@testable import Tapwise

/// The audit's text and JSON: fixed wording, fixed member order, escaped strings.
@Suite struct TouchTargetFindingRenderingTests {
  let findings: [TouchTargetFinding] = [
    .tooSmall(view: "toolbar/info", hits: 9, samples: 81, minimumSize: CGSize(width: 44, height: 44)),
    .overlapping(view: "toolbar/back", other: "toolbar/share", area: 360),
    .unreachable(view: "card/badge", ancestor: "card", area: 1342.5),
    .covered(view: "form/submit", by: "form/overlay"),
  ]

  @Test func eachFindingIsOneLineOfText() {
    #expect(
      findings.map(\.description) == [
        "tooSmall     toolbar/info: answers 9 of 81 points of the 44×44 square around its centre",
        "overlapping  toolbar/back and toolbar/share: touch areas overlap by 360 pt²",
        "unreachable  card/badge: 1342.5 pt² of its touch area lies outside card, which does not receive touches "
          + "outside its bounds",
        "covered      form/submit: covered by form/overlay, an interactive view in front of it",
      ])
  }

  @Test func theTextReportEndsWithACount() {
    #expect(TouchTargetFinding.text([]) == "no findings")
    #expect(TouchTargetFinding.text(Array(findings.prefix(1))).hasSuffix("\n1 finding"))
    #expect(TouchTargetFinding.text(findings).hasSuffix("\n4 findings"))
  }

  @Test func theJSONReportHasOneFindingPerLineWithMembersInAFixedOrder() {
    #expect(
      TouchTargetFinding.json(findings) == """
        {"findings": [
          {"kind": "tooSmall", "view": "toolbar/info", "hits": 9, "samples": 81, "minimumSize": [44, 44]},
          {"kind": "overlapping", "view": "toolbar/back", "other": "toolbar/share", "area": 360},
          {"kind": "unreachable", "view": "card/badge", "ancestor": "card", "area": 1342.5},
          {"kind": "covered", "view": "form/submit", "by": "form/overlay"}
        ]}
        """)
    #expect(TouchTargetFinding.json([]) == #"{"findings": []}"#)
  }

  @Test func pathsAreEscapedInJSON() {
    let finding = TouchTargetFinding.covered(view: "say \"hi\"\\\n", by: "\u{1}")
    #expect(finding.json == #"{"kind": "covered", "view": "say \"hi\"\\\n", "by": "\u0001"}"#)
  }

  @Test func findingsNameTheirKindAndViews() {
    #expect(findings.map(\.kind) == TouchTargetFinding.Kind.allCases)
    #expect(findings.map(\.relatedView) == [nil, "toolbar/share", "card", "form/overlay"])
  }
}
