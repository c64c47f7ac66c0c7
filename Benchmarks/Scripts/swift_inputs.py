#!/usr/bin/env python3
"""Generates the Swift sources that Benchmarks/Scripts/swift-audit-speed and the instruction guard feed to
`tapwise audit --swift` (issue 31): a corpus that reads like an app's, and the hostile files of the issue's memory
check.

Every input is deterministic: the same arguments always write the same bytes. A corpus's file number i is the same
file whatever the corpus's size, so a corpus of 4 × the lines is the smaller one plus more files of the same kind.
Inputs are written where they are asked for (the scripts use a temporary folder) and never into the repository.

    Benchmarks/Scripts/swift_inputs.py corpus OUT --lines 100000 --file-lines 250   # OUT a folder: 400 files
    Benchmarks/Scripts/swift_inputs.py corpus OUT --lines 100000 --kinds model      # no touch targets
    Benchmarks/Scripts/swift_inputs.py large OUT --bytes 50000000                   # one 50 MB file
    Benchmarks/Scripts/swift_inputs.py deep OUT --depth 10000                       # views nested 10,000 deep
    Benchmarks/Scripts/swift_inputs.py deep OUT --depth 10000 --shape parens        # ((((…)))) 10,000 deep

A corpus file is one of three kinds, as an app's sources are: SwiftUI views (a third), UIKit view controllers and
views built in code (a third) and model code with no touch target (a third). The views hold what the audit reads:
buttons and links with and without frames, images with `.onTapGesture`, paddings, content shapes, backgrounds,
lists, toolbars, `.minimumTouchSize()`; controls made in code with `init(frame:)`, `.frame =`, anchors, SnapKit-style
constraints, tap recognizers and `tw.minimumTouchSize`. Around them is ordinary code (state, computed properties,
helpers, string interpolation, closures, generics, switches), so that most of each file is not a target. Each file
has exactly the lines asked for; the corpus's lines are --lines exactly.
"""
import argparse
import os
import sys

sys.dont_write_bytecode = True  # the two generators below are imported from beside this script: no __pycache__ there
from lab_inputs import Random  # noqa: E402
from storyboard_inputs import write_repeated  # noqa: E402

# Names an app's types are made of; a file's types are named from its number, so no two files declare the same type.
AREAS = ["Profile", "Settings", "Checkout", "Feed", "Search", "Inbox", "Cart", "Order", "Account", "Photo",
         "Playlist", "Map", "Event", "Ticket", "Recipe", "Wallet", "Onboarding", "Review"]
PARTS = ["Header", "Row", "Card", "Detail", "List", "Editor", "Summary", "Banner", "Footer", "Panel", "Badge",
         "Picker"]
SYMBOLS = ["xmark", "heart", "star.fill", "square.and.arrow.up", "ellipsis", "plus", "trash", "pencil", "bell",
           "chevron.right", "info.circle", "bookmark", "magnifyingglass", "gearshape", "person.crop.circle"]
WORDS = ["Save", "Cancel", "Done", "Share", "Delete", "Edit", "Follow", "Retry", "Continue", "Add to Cart",
         "Sign In", "Learn More", "Open", "Reply", "Archive"]
FIELDS = ["title", "subtitle", "count", "price", "rating", "createdAt", "isFavorite", "identifier", "summary",
          "author", "tags", "duration", "quantity", "status", "note"]
FIELD_TYPES = {"title": "String", "subtitle": "String?", "count": "Int", "price": "Decimal", "rating": "Double",
               "createdAt": "Date", "isFavorite": "Bool", "identifier": "UUID", "summary": "String",
               "author": "String", "tags": "[String]", "duration": "TimeInterval", "quantity": "Int",
               "status": "Status", "note": "String?"}
SIZES = [12, 16, 18, 20, 22, 24, 28, 30, 32, 36, 40, 44, 48, 56, 60]
COLORS = ["Color.accentColor", "Color.blue", "Color.red", "Color.secondary", ".clear", "Color(.systemGray6)"]


class Writer:
    """The lines of one file, two spaces an indent, as swift-format writes them."""

    def __init__(self):
        self.lines = []
        self.depth = 0

    def line(self, text=""):
        self.lines.append(("  " * self.depth + text) if text else "")

    def open(self, text):
        self.line(text)
        self.depth += 1

    def close(self, text="}"):
        self.depth -= 1
        self.line(text)


class Source:
    """One file's random choices, from a seed of its own: its number in the corpus."""

    def __init__(self, number):
        self.number = number
        self.random = Random(1_000_003 * (number + 1) + 31)
        self.names = 0

    def pick(self, values):
        return values[self.random.next(len(values))]

    def chance(self, percent):
        return self.random.next(100) < percent

    def size(self):
        return self.pick(SIZES)

    def type_name(self, suffix):
        """A type name unique in the corpus: an area and a part, the file's number, and a count within the file."""
        self.names += 1
        return f"{self.pick(AREAS)}{self.pick(PARTS)}{suffix}{self.number}x{self.names}"


# MARK: - SwiftUI


def swiftui_target(source, out, index):
    """One SwiftUI touch target, of a kind and with modifiers chosen at random, at the writer's depth."""
    kind = source.random.next(14)
    side = source.size()
    word = source.pick(WORDS)
    symbol = source.pick(SYMBOLS)
    if kind == 0:
        out.open(f'Button("{word}") {{')
        out.line(f"model.perform(.{word.split()[0].lower()}, at: {index})")
        out.close()
        if source.chance(40):
            out.line(".buttonStyle(.borderedProminent)")
    elif kind == 1:
        out.open("Button {")
        out.line("isExpanded.toggle()")
        out.close("} label: {")
        out.depth += 1
        out.line(f'Image(systemName: "{symbol}")')
        out.line(f"  .frame(width: {side}, height: {side})")
        out.close()
        if source.chance(50):
            out.line(f".padding({source.pick([4, 6, 8, 12])})")
        if source.chance(30):
            out.line(".contentShape(Rectangle())")
    elif kind == 2:
        if source.chance(20):
            out.line("// tapwise:disable:next tooSmall")
        out.line(f'Image(systemName: "{symbol}")')
        out.line("  .resizable()")
        out.line(f"  .frame(width: {side}, height: {side})")
        out.open("  .onTapGesture {")
        out.line(f'  selection = "{symbol}"')
        out.close("  }")
    elif kind == 3:
        out.open(f'Text("{word}")')
        out.line(".font(.footnote.weight(.semibold))")
        out.line(f".frame(minWidth: {side}, minHeight: {side})")
        out.line(f".background({source.pick(COLORS)})")
        out.open(".onTapGesture(count: 2) {")
        out.line("model.like(item)")
        out.close()
        out.depth -= 1
    elif kind == 4:
        out.open("NavigationLink {")
        out.line(f"DetailScreen(item: item, index: {index})")
        out.close("} label: {")
        out.depth += 1
        out.line(r'Label("\(item.title) · \(item.count)", systemImage: "' + symbol + '")')
        out.close()
    elif kind == 5:
        out.line(f'Toggle("{word}", isOn: $isEnabled)')
        if source.chance(50):
            out.line("  .toggleStyle(.switch)")
    elif kind == 6:
        out.line(f'Stepper("Quantity: \\(quantity)", value: $quantity, in: 1...{side})')
    elif kind == 7:
        out.line(f'Link("{word}", destination: URL(string: "https://example.com/{index}")!)')
        out.line("  .font(.caption2)")
        if source.chance(50):
            out.line(f"  .frame(height: {side})")
    elif kind == 8:
        out.open("Menu {")
        out.line('Button("Rename") { model.rename(item) }')
        out.line('Button("Delete", role: .destructive) { model.delete(item) }')
        out.close("} label: {")
        out.depth += 1
        out.line('Image(systemName: "ellipsis.circle")')
        out.line(f"  .frame(width: {side}, height: {side})")
        out.close()
    elif kind == 9:
        out.open('Picker("Sort", selection: $sortOrder) {')
        out.open("ForEach(SortOrder.allCases, id: \\.self) { order in")
        out.line("Text(order.title).tag(order)")
        out.close()
        out.close()
        out.line(".pickerStyle(.menu)")
    elif kind == 10:
        out.line("Circle()")
        out.line(f"  .fill({source.pick(COLORS)})")
        out.line(f"  .frame(width: {side}, height: {side})")
        out.line("  .gesture(TapGesture().onEnded { model.select(item) })")
    elif kind == 11:
        out.open(f'Image(systemName: "{symbol}")')
        out.line(f".frame(width: {side}, height: {side})")
        out.open(".onLongPressGesture(minimumDuration: 0.4) {")
        out.line("showsMenu = true")
        out.close()
        out.depth -= 1
    elif kind == 12:
        out.open("Button(action: submit) {")
        out.line(f'Text("{word}")')
        out.line("  .frame(maxWidth: .infinity)")
        out.close()
        out.line(".minimumTouchSize()")
    else:
        out.open("Button {")
        out.line(f"model.toggleFavorite(at: {index})")
        out.close("} label: {")
        out.depth += 1
        out.line('Image(systemName: item.isFavorite ? "heart.fill" : "heart")')
        out.line(f"  .font(.system(size: {side // 2}))")
        out.close()
        out.line(f".frame(width: {side}, height: {side})")
        out.line(f".background({source.pick(COLORS)}, in: Circle())")


def swiftui_view(source, out):
    """A SwiftUI view: state, a body of stacks holding some targets, a list or a toolbar, and helpers."""
    name = source.type_name("View")
    out.open(f"struct {name}: View {{")
    out.line("@ObservedObject var model: FeedModel")
    out.line("let item: Item")
    out.line("@State private var isExpanded = false")
    out.line("@State private var isEnabled = true")
    out.line("@State private var quantity = 1")
    out.line('@State private var selection = ""')
    out.line("@State private var showsMenu = false")
    out.line("@State private var sortOrder = SortOrder.newest")
    out.line()
    out.open("var body: some View {")
    out.open(f"VStack(alignment: .leading, spacing: {source.pick([4, 8, 12, 16])}) {{")
    out.open("HStack {")
    out.line("Text(item.title)")
    out.line("  .font(.headline)")
    out.line("  .lineLimit(2)")
    out.line("Spacer()")
    for index in range(1 + source.random.next(2)):
        swiftui_target(source, out, index)
    out.close()
    if source.chance(60):
        out.open("if isExpanded {")
        out.line("Text(summary)")
        out.line("  .font(.subheadline)")
        out.line("  .foregroundStyle(.secondary)")
        out.close()
    for index in range(1 + source.random.next(3)):
        swiftui_target(source, out, index + 2)
    if source.chance(50):
        out.open("List {")
        out.open("ForEach(model.items) { row in")
        out.open("Button(row.title) {")
        out.line("model.open(row)")
        out.close()
        out.close()
        out.line(".onDelete { model.remove(at: $0) }")
        out.close()
        out.line(f".frame(minHeight: {source.pick([120, 200, 240])})")
    out.close()
    out.line(f".padding(.horizontal, {source.pick([8, 12, 16, 20])})")
    if source.chance(60):
        out.open(".toolbar {")
        out.open("ToolbarItem(placement: .primaryAction) {")
        out.line(f'Button("{source.pick(WORDS)}", action: submit)')
        out.close()
        out.close()
    if source.chance(40):
        out.line(f'.navigationTitle("{source.pick(AREAS)}")')
    out.close()
    out.line()
    out.open("private var summary: String {")
    out.line("let count = model.items.filter { $0.isFavorite }.count")
    out.line(r'return "\(item.author) · \(count) favorites · \(item.rating.formatted())"')
    out.close()
    out.line()
    out.open("private func submit() {")
    out.open("guard !item.title.isEmpty else {")
    out.line("return")
    out.close()
    out.line("model.submit(item, quantity: quantity)")
    out.close()
    out.close()


# MARK: - UIKit


# Controls made in code: what a name ends in, and the declaration (`{name}`, `{side}` and `{symbol}` filled in).
CONTROLS = [
    ("Button", ["private let {name} = UIButton(type: .system)"]),
    ("Button", ["private let {name} = UIButton(frame: CGRect(x: 0, y: 0, width: {side}, height: {side}))"]),
    ("Switch", ["private let {name} = UISwitch()"]),
    ("SegmentedControl", ['private let {name} = UISegmentedControl(items: ["Day", "Week", "Month"])']),
    ("Stepper", ["private let {name} = UIStepper()"]),
    ("Button", ["private lazy var {name}: UIButton = {{",
                "  let button = UIButton(configuration: .plain())",
                '  button.setImage(UIImage(systemName: "{symbol}"), for: .normal)',
                "  button.addTarget(self, action: #selector({name}Tapped), for: .touchUpInside)",
                "  return button",
                "}}()"]),
    ("ImageView", ["private let {name} = UIImageView()"]),
]
VERBS = ["close", "share", "like", "more", "play", "info", "filter", "follow"]


def uikit_controls(source, count):
    """`count` controls of different names: (name, declaration lines)."""
    verbs = list(VERBS)
    controls = []
    for _ in range(count):
        verb = verbs.pop(source.random.next(len(verbs)))
        suffix, lines = source.pick(CONTROLS)
        name = verb + suffix
        fill = {"name": name, "side": source.size(), "symbol": source.pick(SYMBOLS)}
        controls.append((name, [line.format(**fill) for line in lines]))
    return controls


def uikit_sizing(source, out, name):
    """How a control's size is set: a frame, anchors, SnapKit, Tapwise's minimum, or nothing."""
    side = source.size()
    kind = source.random.next(6)
    if kind == 0:
        x, y = source.pick([8, 16, 20]), source.pick([8, 12, 24])
        out.line(f"{name}.frame = CGRect(x: {x}, y: {y}, width: {side}, height: {side})")
    elif kind == 1:
        out.line(f"{name}.translatesAutoresizingMaskIntoConstraints = false")
        out.open("NSLayoutConstraint.activate([")
        out.line(f"{name}.widthAnchor.constraint(equalToConstant: {side}),")
        out.line(f"{name}.heightAnchor.constraint(equalToConstant: {side}),")
        out.line(f"{name}.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),")
        out.line(f"{name}.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),")
        out.close("])")
    elif kind == 2:
        out.open(f"{name}.snp.makeConstraints {{ make in")
        out.line(f"make.size.equalTo({side})")
        out.line("make.leading.equalToSuperview().offset(16)")
        out.line("make.centerY.equalTo(titleLabel)")
        out.close()
    elif kind == 3:
        out.open(f"{name}.snp.makeConstraints {{ make in")
        out.line(f"make.height.equalTo({side})")
        out.line("make.leading.trailing.equalToSuperview().inset(20)")
        out.close()
    elif kind == 4:
        out.line(f"{name}.frame = CGRect(x: 0, y: 0, width: {side}, height: {side})")
        out.line(f"{name}.tw.minimumTouchSize = CGSize(width: 44, height: 44)")
    else:
        out.line(f"{name}.sizeToFit()")


def uikit_controller(source, out):
    """A view controller whose views are built in code: controls, their sizes, a tap recognizer, actions."""
    name = source.type_name("ViewController")
    controls = uikit_controls(source, 1 + source.random.next(3))
    out.open(f"final class {name}: UIViewController {{")
    out.line("private let titleLabel = UILabel()")
    out.line("private let avatarView = UIImageView()")
    for _, declaration in controls:
        for line in declaration:
            out.line(line)
    out.line("private let viewModel: ProfileViewModel")
    out.line("private var cancellables = Set<AnyCancellable>()")
    out.line()
    out.open("init(viewModel: ProfileViewModel) {")
    out.line("self.viewModel = viewModel")
    out.line("super.init(nibName: nil, bundle: nil)")
    out.close()
    out.line()
    out.open("required init?(coder: NSCoder) {")
    out.line('fatalError("init(coder:) has not been implemented")')
    out.close()
    out.line()
    out.open("override func viewDidLoad() {")
    out.line("super.viewDidLoad()")
    out.line("view.backgroundColor = .systemBackground")
    out.line("titleLabel.font = .preferredFont(forTextStyle: .headline)")
    out.line("titleLabel.numberOfLines = 0")
    out.line("view.addSubview(titleLabel)")
    out.line("view.addSubview(avatarView)")
    for control, _ in controls:
        out.line(f"view.addSubview({control})")
    out.line("setUpLayout()")
    out.line("bind()")
    out.close()
    out.line()
    out.open("private func setUpLayout() {")
    for control, _ in controls:
        uikit_sizing(source, out, control)
        if control.endswith("ImageView"):
            out.line(f"let {control}Tap = UITapGestureRecognizer(")
            out.line(f"  target: self, action: #selector({control}Tapped))")
            out.line(f"{control}.isUserInteractionEnabled = true")
            out.line(f"{control}.addGestureRecognizer({control}Tap)")
    if source.chance(60):
        out.line("let tap = UITapGestureRecognizer(target: self, action: #selector(avatarTapped))")
        out.line("avatarView.isUserInteractionEnabled = true")
        out.line("avatarView.addGestureRecognizer(tap)")
        out.line(f"avatarView.frame = CGRect(x: 16, y: 60, width: {source.size()}, height: {source.size()})")
    out.close()
    out.line()
    out.open("private func bind() {")
    out.line("viewModel.$profile")
    out.line("  .receive(on: DispatchQueue.main)")
    out.open("  .sink { [weak self] profile in")
    out.line("  guard let self else { return }")
    out.line(r'  self.titleLabel.text = "\(profile.name) (\(profile.followers) followers)"')
    out.line("  self.avatarView.image = profile.avatar")
    out.close("  }")
    out.line("  .store(in: &cancellables)")
    out.close()
    out.line()
    out.line("@objc private func avatarTapped() {")
    out.line("  viewModel.showAvatar()")
    out.line("}")
    for control, _ in controls:
        out.line()
        out.line(f"@objc private func {control}Tapped() {{")
        out.line(f'  viewModel.record(event: "{control}", at: Date())')
        out.line("}")
    out.close()


def uikit_view(source, out):
    """A UIView subclass that lays out a button in code."""
    name = source.type_name("Cell")
    side = source.size()
    out.open(f"final class {name}: UITableViewCell {{")
    out.line(f'static let reuseIdentifier = "{name}"')
    out.line("private let actionButton = UIButton(type: .custom)")
    out.line("var onAction: ((UIButton) -> Void)?")
    out.line()
    out.open("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
    out.line("super.init(style: style, reuseIdentifier: reuseIdentifier)")
    out.line(f'actionButton.setImage(UIImage(systemName: "{source.pick(SYMBOLS)}"), for: .normal)')
    out.line("actionButton.addTarget(self, action: #selector(actionTapped(_:)), for: .touchUpInside)")
    out.line("contentView.addSubview(actionButton)")
    out.line("actionButton.translatesAutoresizingMaskIntoConstraints = false")
    out.open("NSLayoutConstraint.activate([")
    out.line(f"actionButton.widthAnchor.constraint(lessThanOrEqualToConstant: {side}),")
    out.line(f"actionButton.heightAnchor.constraint(equalToConstant: {side}),")
    out.line("actionButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),")
    out.line("actionButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),")
    out.close("])")
    out.close()
    out.line()
    out.open("required init?(coder: NSCoder) {")
    out.line('fatalError("init(coder:) has not been implemented")')
    out.close()
    out.line()
    out.open("func configure(with item: Item) {")
    out.line("textLabel?.text = item.title")
    out.line(r'detailTextLabel?.text = "\(item.count) · \(item.author)"')
    out.line("actionButton.isSelected = item.isFavorite")
    out.close()
    out.line()
    out.open("@objc private func actionTapped(_ sender: UIButton) {")
    out.line("onAction?(sender)")
    out.close()
    out.close()


# MARK: - Model code, no targets


def model_struct(source, out):
    """A Codable, Hashable model with computed properties and an extension."""
    name = source.type_name("Model")
    fields = [FIELDS[(source.random.next(len(FIELDS)) + step) % len(FIELDS)] for step in range(4)]
    fields = list(dict.fromkeys(["identifier"] + fields))
    out.open(f"struct {name}: Codable, Hashable, Identifiable {{")
    out.open("enum Status: String, Codable, CaseIterable {")
    out.line("case draft, published, archived")
    out.close()
    out.line()
    for field in fields:
        out.line(f"var {field}: {FIELD_TYPES[field]}")
    out.line()
    out.line("var id: UUID { identifier }")
    out.close()
    out.line()
    out.open(f"extension {name} {{")
    out.open("var displayTitle: String {")
    described = [field for field in fields if field != "identifier"][:2]
    out.line('"' + " – ".join(rf"\({field})" for field in described) + '"')
    out.close()
    out.line()
    out.open(f"static func sorted(_ items: [Self], limit: Int = {source.pick([10, 20, 50])}) -> [Self] {{")
    out.line("items")
    out.line("  .filter { !$0.displayTitle.isEmpty }")
    out.line("  .sorted { $0.displayTitle.localizedStandardCompare($1.displayTitle) == .orderedAscending }")
    out.line("  .prefix(limit)")
    out.line("  .map { $0 }")
    out.close()
    out.close()


def model_enum(source, out):
    """An enum with associated values, a switch and an error type."""
    name = source.type_name("Route")
    out.open(f"enum {name}: Equatable {{")
    out.line("case home")
    out.line("case detail(id: UUID)")
    out.line("case search(query: String, page: Int)")
    out.line("case settings(section: String?)")
    out.line()
    out.open("var path: String {")
    out.line("switch self {")
    out.line("case .home:")
    out.line('  return "/"')
    out.line("case .detail(let id):")
    out.line(r'  return "/items/\(id.uuidString.lowercased())"')
    out.line("case .search(let query, let page):")
    out.line(r'  return "/search?q=\(query)&page=\(page)"')
    out.line("case .settings(let section):")
    out.line(r'  return "/settings/\(section ?? "general")"')
    out.line("}")
    out.close()
    out.line()
    out.open("init?(url: URL) {")
    out.line("let parts = url.pathComponents.filter { $0 != \"/\" }")
    out.line("switch parts.first {")
    out.line("case nil:")
    out.line("  self = .home")
    out.line('case "items" where parts.count > 1:')
    out.line("  guard let id = UUID(uuidString: parts[1]) else { return nil }")
    out.line("  self = .detail(id: id)")
    out.line('case "settings":')
    out.line("  self = .settings(section: parts.dropFirst().first)")
    out.line("default:")
    out.line("  return nil")
    out.line("}")
    out.close()
    out.close()


def model_service(source, out):
    """A generic cache and an async loader with closures and error handling."""
    name = source.type_name("Store")
    out.open(f"final class {name}<Key: Hashable & Sendable, Value> {{")
    out.line("private var storage: [Key: (value: Value, date: Date)] = [:]")
    out.line(f"private let lifetime: TimeInterval = {source.pick([30, 60, 300, 3600])}")
    out.line("private let lock = NSLock()")
    out.line()
    out.open("func value(for key: Key, now: Date = Date()) -> Value? {")
    out.line("lock.lock()")
    out.line("defer { lock.unlock() }")
    out.line("guard let entry = storage[key], now.timeIntervalSince(entry.date) < lifetime else {")
    out.line("  return nil")
    out.line("}")
    out.line("return entry.value")
    out.close()
    out.line()
    out.open("func insert(_ value: Value, for key: Key, now: Date = Date()) {")
    out.line("lock.lock()")
    out.line("storage[key] = (value, now)")
    out.line("lock.unlock()")
    out.close()
    out.line()
    out.open("func values<T>(where predicate: (Value) -> Bool, transform: (Value) throws -> T) rethrows -> [T] {")
    out.line("try storage.values.map(\\.value).filter(predicate).map(transform)")
    out.close()
    out.close()
    out.line()
    out.open(f"enum {name}Error: Error, CustomStringConvertible {{")
    out.line("case notFound(String)")
    out.line("case decoding(underlying: any Error)")
    out.line()
    out.open("var description: String {")
    out.line("switch self {")
    out.line(r'case .notFound(let path): return "Nothing at \(path)"')
    out.line(r'case .decoding(let error): return "Unreadable: \(error.localizedDescription)"')
    out.line("}")
    out.close()
    out.close()
    out.line()
    out.open(f"func load{name}<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {{")
    out.line("let (data, response) = try await URLSession.shared.data(from: url)")
    out.line("guard (response as? HTTPURLResponse)?.statusCode == 200 else {")
    out.line(f"  throw {name}Error.notFound(url.path)")
    out.line("}")
    out.open("do {")
    out.line("let decoder = JSONDecoder()")
    out.line("decoder.dateDecodingStrategy = .iso8601")
    out.line("return try decoder.decode(T.self, from: data)")
    out.close("} catch {")
    out.line(f"  throw {name}Error.decoding(underlying: error)")
    out.line("}")
    out.close()


def constants(source, out, lines):
    """An enum of constants `lines` lines long (at least 3), which fills a file to its exact length."""
    out.open(f"private enum Metrics{source.number}x{source.names} {{")
    for index in range(lines - 2):
        out.line(f"static let value{index}: CGFloat = {source.random.next(64)}")
    out.close()


# Each kind of file: its imports and the declarations it is made of.
KINDS = {
    "swiftui": (["SwiftUI"], [swiftui_view, swiftui_view, model_struct]),
    "uikit": (["Combine", "SnapKit", "Tapwise", "UIKit"], [uikit_controller, uikit_controller, uikit_view]),
    "model": (["Foundation"], [model_struct, model_enum, model_service]),
}


def source_file(number, lines, kinds=tuple(KINDS)):
    """File `number` of a corpus, exactly `lines` lines (at least 8) of Swift, ending in a newline: of each kind in
    turn."""
    source = Source(number)
    imports, declarations = KINDS[kinds[number % len(kinds)]]
    out = Writer()
    out.line(f"// {source.pick(AREAS)}{number}.swift: generated by Benchmarks/Scripts/swift_inputs.py")
    out.line()
    for module in imports:
        out.line(f"import {module}")
    tries = 0
    while tries < 3:
        block = Writer()
        block.line()
        source.pick(declarations)(source, block)
        if len(out.lines) + len(block.lines) + 4 <= lines:
            out.lines += block.lines
        else:
            tries += 1
    left = lines - len(out.lines)
    if left >= 4:
        out.line()
        constants(source, out, left - 1)
    else:
        out.lines += [""] * left
    return "\n".join(out.lines) + "\n"


def corpus(folder, lines, file_lines, kinds):
    """`lines` lines in files of `file_lines` (the first few one line longer, to make up the total), in folders of
    twenty as an app's features are, of the kinds named (all three by default)."""
    count = max(1, lines // file_lines)
    for number in range(count):
        length = lines // count + (1 if number < lines % count else 0)
        directory = os.path.join(folder, "Sources", f"Feature{number // 20:03d}")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, f"File{number:05d}.swift"), "w", encoding="utf-8") as out:
            out.write(source_file(number, length, kinds))


def large(path, size):
    """One file of at least `size` bytes: corpus files one after another, each with its own type names."""
    with open(path, "w", encoding="utf-8") as out:
        written = 0
        number = 0
        while written < size:
            text = source_file(number, 250)
            out.write(text)
            written += len(text.encode("utf-8"))
            number += 1


def deep(path, depth, shape):
    """`depth` views each inside the one before (`VStack {` lines, a button innermost), or an expression of `depth`
    parentheses: a file that a recursive reader must refuse rather than overflow its stack on."""
    with open(path, "w", encoding="utf-8") as out:
        if shape == "views":
            out.write("import SwiftUI\n\nstruct DeepView: View {\n  var body: some View {\n")
            write_repeated(out, "VStack {\n", depth)
            out.write('Button("Deep") {}\n  .frame(width: 20, height: 20)\n')
            write_repeated(out, "}\n", depth)
            out.write("  }\n}\n")
        else:
            out.write("let deep = ")
            write_repeated(out, "(", depth)
            out.write("1")
            write_repeated(out, ")", depth)
            out.write("\n")


def main(arguments):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    kinds = parser.add_subparsers(dest="kind", required=True)
    corpus_parser = kinds.add_parser("corpus", help="a folder of Swift files that read like an app's")
    corpus_parser.add_argument("out")
    corpus_parser.add_argument("--lines", type=int, default=100_000, help="lines in all (default 100,000)")
    corpus_parser.add_argument("--file-lines", type=int, default=250, help="lines a file (default 250)")
    corpus_parser.add_argument("--kinds", default=",".join(KINDS),
                               help=f"the kinds of file, comma-separated (default {','.join(KINDS)}); model code "
                                    "alone has no targets, so the report stays empty however many files")
    large_parser = kinds.add_parser("large", help="one large well-formed Swift file")
    large_parser.add_argument("out")
    large_parser.add_argument("--bytes", type=int, required=True)
    deep_parser = kinds.add_parser("deep", help="one file nested deep")
    deep_parser.add_argument("out")
    deep_parser.add_argument("--depth", type=int, required=True)
    deep_parser.add_argument("--shape", choices=["views", "parens"], default="views")
    options = parser.parse_args(arguments)
    if options.kind == "corpus":
        kinds = tuple(options.kinds.split(","))
        if options.file_lines < 8 or options.lines < options.file_lines:
            parser.error("--file-lines must be at least 8 and --lines at least --file-lines")
        if not kinds or any(kind not in KINDS for kind in kinds):
            parser.error(f"--kinds takes {', '.join(KINDS)}, comma-separated")
        corpus(options.out, options.lines, options.file_lines, kinds)
    elif options.kind == "large":
        large(options.out, options.bytes)
    else:
        deep(options.out, options.depth, options.shape)


if __name__ == "__main__":
    main(sys.argv[1:])
