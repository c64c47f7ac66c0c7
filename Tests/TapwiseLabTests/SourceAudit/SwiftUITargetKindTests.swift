import Testing
import TapwiseFormats
@testable import TapwiseSourceAudit

/// Which SwiftUI views are touch targets, what each is called, and where it is: kind, type, ordinal name, and the
/// region from the view expression's first token to the end of what makes it a target.
@Suite struct SwiftUITargetKindTests {
  typealias F = SwiftUISourceFixtures

  func kinds(_ view: String) -> [String] {
    F.targets(F.body(view)).map(\.kind)
  }

  @Test func eachControlIsATargetOfItsOwnKind() {
    #expect(kinds("Button(\"OK\") { save() }") == ["Button"])
    #expect(kinds("Button(action: save) { Text(\"OK\") }") == ["Button"])
    #expect(kinds("NavigationLink(\"More\", destination: Detail())") == ["NavigationLink"])
    #expect(kinds("NavigationLink(value: item) { Text(\"More\") }") == ["NavigationLink"])
    #expect(kinds("Link(\"Help\", destination: url)") == ["Link"])
    #expect(kinds("Toggle(\"Wi-Fi\", isOn: $on)") == ["Toggle"])
    #expect(kinds("Stepper(\"Count\", value: $count)") == ["Stepper"])
    #expect(kinds("Menu(\"Sort\") { Button(\"Name\") { sort() } }") == ["Menu"])
    #expect(kinds("Picker(\"Size\", selection: $size) { Text(\"S\") }.pickerStyle(.menu)") == ["Picker"])
    #expect(kinds("Picker(\"Size\", selection: $size) { Text(\"S\") }.pickerStyle(MenuPickerStyle())") == ["Picker"])
  }

  @Test func aPickerInItsDefaultStyleIsNotListed() {
    // The automatic picker style is resolved by the system for the platform and container (a menu, a navigation
    // row, inline rows): what is drawn, and so what answers, isn't in the code. Only a menu-style picker is listed
    // (and sized by the system, like a toolbar item). Segmented and wheel pickers aren't either.
    #expect(kinds("Picker(\"Size\", selection: $size) { Text(\"S\") }").isEmpty)
    #expect(kinds("Picker(\"Size\", selection: $size) { Text(\"S\") }.pickerStyle(.segmented)").isEmpty)
  }

  @Test func eachTapOrLongPressGestureMakesATargetOfItsKind() {
    #expect(kinds("Image(systemName: \"xmark\").onTapGesture { close() }") == ["onTapGesture"])
    #expect(kinds("Image(systemName: \"xmark\").onTapGesture(count: 2) { zoom() }") == ["onTapGesture"])
    #expect(kinds("Image(systemName: \"xmark\").onLongPressGesture { peek() }") == ["onLongPressGesture"])
    #expect(kinds("Text(\"A\").gesture(TapGesture().onEnded { close() })") == ["TapGesture"])
    #expect(kinds("Text(\"A\").simultaneousGesture(TapGesture(count: 2).onEnded { zoom() })") == ["TapGesture"])
    #expect(kinds("Text(\"A\").highPriorityGesture(SpatialTapGesture().onEnded { at($0) })") == ["SpatialTapGesture"])
    #expect(kinds("Text(\"A\").gesture(LongPressGesture().onEnded { _ in peek() })") == ["LongPressGesture"])
  }

  @Test func aGestureThatIsNoTapIsNoTarget() {
    #expect(kinds("Text(\"A\").gesture(DragGesture().onChanged { move($0) })").isEmpty)
    #expect(kinds("Text(\"A\").gesture(magnify)").isEmpty)
  }

  @Test func aControlWithAGestureIsOneTargetOfTheControlsKind() {
    #expect(kinds("Button(\"OK\") { save() }.onLongPressGesture { peek() }") == ["Button"])
    #expect(kinds("Image(\"a\").onTapGesture { a() }.onLongPressGesture { b() }") == ["onTapGesture"])
  }

  @Test func sameNamedTypesThatArentTheSwiftUIControlsAreNoTargets() {
    // An app's own `Link` model, `Menu` value, or a `Button(configuration)` drawn by a button style.
    #expect(kinds("Link(title: \"Docs\", url: url)").isEmpty)
    #expect(kinds("Menu(items: items)").isEmpty)
    #expect(kinds("Button(configuration)").isEmpty)
    #expect(kinds("Toggle(configuration)").isEmpty)
  }

  @Test func theRegionRunsFromTheBaseViewToTheModifierThatMakesTheTarget() throws {
    let target = try F.target(
      "Image(systemName: \"xmark\").frame(width: 20, height: 20).onTapGesture { close() }.id(1)")
    let tapped = "Image(systemName: \"xmark\").frame(width: 20, height: 20).onTapGesture { close() }"
    #expect(target.region == SourceRegion(startLine: 4, startColumn: 5, endLine: 4, endColumn: 5 + tapped.count))
    let button = try F.target("Button(\"OK\") { save() }.frame(width: 30)")
    let control = "Button(\"OK\") { save() }"
    #expect(button.region == SourceRegion(startLine: 4, startColumn: 5, endLine: 4, endColumn: 5 + control.count))
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let target = try F.target("Text(\"Café ☕️\").onTapGesture { order() }")
    #expect(target.region.startColumn == 5)
    #expect(target.region.endColumn == 5 + "Text(\"Café ☕️\").onTapGesture { order() }".unicodeScalars.count)
  }

  @Test func targetsAreNamedByKindAndOrdinalWithinTheirType() {
    let source = """
      import SwiftUI
      struct Login: View {
        var body: some View {
          VStack {
            Button("Sign in") { signIn() }
            Image(systemName: "questionmark").onTapGesture { help() }
            Button("Register") { register() }
          }
        }
        var footer: some View { Button("Terms") { terms() } }
        func badge() -> some View { Text("1").onTapGesture { open() } }
      }
      extension Login {
        var extra: some View { Button("More") { more() } }
      }
      struct Other: View {
        var body: some View { Button("Back") { back() } }
      }
      """
    let names = F.targets(source).map { "\($0.typeName ?? "-").\($0.name)" }
    #expect(
      names == [
        "Login.Button#1", "Login.onTapGesture#1", "Login.Button#2", "Login.Button#3", "Login.onTapGesture#2",
        "Login.Button#4", "Other.Button#1",
      ])
  }

  @Test func theTypeIsTheInnermostEnclosingDeclaration() {
    let source = """
      import SwiftUI
      enum Screens {
        struct Row: View {
          var body: some View { Button("Go") { go() } }
        }
      }
      let loose = Button("Top") { top() }
      """
    #expect(F.targets(source).map(\.typeName) == ["Row", nil])
  }

  @Test func previewsAreNotAudited() {
    let source = """
      import SwiftUI
      #Preview { Button("Preview") { } }
      struct Screen_Previews: PreviewProvider {
        static var previews: some View { Button("Old preview") { } }
      }
      """
    #expect(F.targets(source).isEmpty)
  }

  @Test func codeForPlatformsWithoutTouchIsNotAudited() {
    // macOS, tvOS and watchOS have no touch targets of this kind (a pointer, a focus engine, a crown and bordered
    // buttons by default): only the iOS and visionOS code is audited.
    let source = """
      import SwiftUI
      struct Bar: View {
        var body: some View {
          #if os(macOS) || os(tvOS)
            Button("Mac") { }
          #elseif os(iOS)
            Button("Phone") { }
          #else
            Button("Watch") { }
          #endif
          #if os(iOS)
            Button("Phone") { }
          #else
            Button("Other") { }
          #endif
          #if canImport(AppKit)
            Button("AppKit") { }
          #endif
          #if DEBUG
            Button("Debug") { }
          #endif
        }
      }
      """
    #expect(F.targets(source).count == 3)
  }

  @Test func toolbarItemsAreSizedByTheSystemAndAreNoTargets() {
    // Apple: a `ToolbarItem` is "a model that represents an item which can be placed in the toolbar or navigation
    // bar", and the system presents toolbars ("The system might present toolbars above or below your app's
    // content, depending on the platform and the context"): the bar lays out and sizes its items, not the code.
    // https://developer.apple.com/documentation/swiftui/toolbaritem
    // https://developer.apple.com/documentation/swiftui/toolbars
    let view = """
      Text("Inbox")
            .toolbar {
              ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
              Button { edit() } label: { Image(systemName: "pencil").frame(width: 20, height: 20) }
            }
            .navigationBarItems(trailing: Button("Done") { done() })
      """
    #expect(F.targets(F.body(view)).isEmpty)
    let declaredApart = """
      import SwiftUI
      struct Inbox {
        @ToolbarContentBuilder var items: some ToolbarContent {
          ToolbarItem { Button("Add") { add() } }
        }
        var more: some ToolbarContent { ToolbarItemGroup { Button("Sort") { sort() } } }
      }
      """
    #expect(F.targets(declaredApart).isEmpty)
  }

  @Test func aPropertyOrAViewTheFileShowsInAToolbarIsAToolbarItem() {
    // damus' ProfileView builds `navActionSheetButton` in a property and shows it only as a `ToolbarItem`: the
    // system sizes it, as any toolbar item (Apple, above). A view type of the same file shown in a toolbar likewise.
    let source = """
      import SwiftUI
      struct Profile: View {
        var body: some View {
          Text("Profile")
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) { actions.padding(.top, 5) }
              ToolbarItem(placement: .topBarLeading) { self.backButton() }
              ToolbarItem { SignalView() }
            }
          Button("Follow") { follow() }
        }
        var actions: some View {
          Button { menu() } label: { Image(systemName: "ellipsis").resizable().frame(width: 33, height: 33) }
        }
        func backButton() -> some View { Button("Back") { back() } }
        var other: some View { Button("Share") { share() } }
      }
      struct SignalView: View {
        var body: some View { NavigationLink(value: 1) { Text("5") }.frame(width: 30, height: 30) }
      }
      """
    #expect(F.targets(source).map { "\($0.typeName ?? "-").\($0.name)" } == ["Profile.Button#1", "Profile.Button#2"])
  }

  @Test func menuItemsContextMenusSwipeActionsAndAlertActionsAreSystemDrawnAndNoTargets() {
    let view = """
      Text("Mail")
            .contextMenu { Button("Copy") { copy() } }
            .swipeActions { Button("Delete") { delete() } }
            .alert("Gone", isPresented: $gone) { Button("OK") { } }
            .confirmationDialog("Sure?", isPresented: $asking) { Button("Yes") { } }
      """
    #expect(F.targets(F.body(view)).isEmpty)
    // The menu itself is a target; its items are drawn by the system.
    #expect(kinds("Menu { Button(\"Copy\") { copy() } } label: { Image(systemName: \"ellipsis\") }") == ["Menu"])
  }

  @Test func aSheetsContentIsAuditedAsAScreenOfItsOwn() {
    let view = """
      Text("Mail").toolbar {
              Button("Compose") { compose() }.sheet(isPresented: $composing) { Button("Send") { send() } }
            }
      """
    #expect(kinds(view) == ["Button"])
  }

  @Test func aViewThatAnswersNoTouchIsNoTarget() {
    // Apple: "Hidden views are invisible and can't receive or respond to interactions."
    // https://developer.apple.com/documentation/swiftui/view/hidden()
    #expect(kinds("NavigationLink(destination: Detail(), isActive: $open) { EmptyView() }.hidden()").isEmpty)
    // "When this is attached to a view with its parameter set to false, the view isn't even considered tappable."
    // https://www.hackingwithswift.com/books/ios-swiftui/disabling-user-interactivity-with-allowshittesting
    #expect(kinds("Image(\"a\").onTapGesture { a() }.allowsHitTesting(false)").isEmpty)
    #expect(kinds("Button(\"A\") { a() }.disabled(true)").isEmpty)
    // Sources disagree on whether a view at opacity 0 is hit-tested (codegenes: only views with "non-zero
    // opacity"; dev.to: "opacity does not disable hit-testing", about `Color.clear`): the reading that reports
    // nothing is that it answers no touch.
    // https://www.codegenes.net/blog/what-is-the-correct-way-to-pass-touches-through-a-view-to-those-below-it
    // https://dev.to/sebastienlato/swiftui-hit-testing-event-propagation-internals-2106
    #expect(kinds("Image(\"a\").frame(width: 10, height: 10).opacity(0).onTapGesture { a() }").isEmpty)
    // A link kept only for programmatic navigation shows nothing to tap.
    #expect(kinds("NavigationLink(destination: Detail(), isActive: $open) { EmptyView() }").isEmpty)
    // A condition or a variable may enable it: still a target.
    #expect(kinds("Button(\"A\") { a() }.disabled(busy)") == ["Button"])
  }

  @Test func aGestureOnAnImplicitSelfIsATargetOfUnknownSize() throws {
    let source = """
      import SwiftUI
      extension View {
        func tappable(_ action: @escaping () -> Void) -> some View { onTapGesture(perform: action) }
      }
      """
    let target = try #require(F.targets(source).first)
    #expect(target.kind == "onTapGesture")
    #expect(target.typeName == "View")
    #expect(!target.width.isKnown && !target.height.isKnown)
  }
}
