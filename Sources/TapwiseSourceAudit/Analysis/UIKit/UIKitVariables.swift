/// A variable of a type's code: a property (`scope` 0) or a function's local, found by name.
struct VariableKey: Hashable {
  /// The type it belongs to, `nil` at a file's top level.
  let type: String?
  /// 0 for a property; otherwise the function (or closure initializer) it is local to.
  let scope: Int
  /// Its name in that scope, with `#2`, `#3`… for a second local of one name in one function.
  let name: String
}

/// The views a variable is created as, and the variables that name the same view.
struct UIKitVariables {
  /// A creation of a view in code: `let b = UIButton(…)`, `b = UIButton(…)`.
  struct Creation {
    /// The variable it is assigned to.
    let key: VariableKey
    /// The type made, as written; `nil` for `.init(…)` with no annotated type.
    let typeName: String?
    /// The declaration or assignment that makes it.
    let span: SourceSpan
  }

  /// Each local's name in reports, its function's and its own (`viewDidLoad.button`); a property's is its own.
  private(set) var displayNames: [VariableKey: String] = [:]
  /// Creations, in source order.
  private(set) var creations: [Creation] = []
  /// Each variable's annotated type, for `.init(…)`.
  private(set) var annotatedTypes: [VariableKey: String] = [:]
  /// The properties declared `private` or `fileprivate` (or in such a type): no other file can reach their views.
  var fileScoped: Set<VariableKey> = []
  /// The union-find parent of each variable that names another's view.
  private var parents: [VariableKey: VariableKey] = [:]
  /// The number of variables under each union-find root that has any, so that the smaller group joins the larger
  /// and no lookup walks more than a logarithm of the variables.
  private var sizes: [VariableKey: Int] = [:]
  /// The variable that names each group in reports, by its root: a property where the group has one.
  private var names: [VariableKey: VariableKey] = [:]

  /// Records a variable's name in reports.
  /// - Parameters:
  ///   - key: The variable.
  ///   - name: Its name in reports.
  mutating func name(_ key: VariableKey, _ name: String) {
    if displayNames[key] == nil { displayNames[key] = name }
  }

  /// The name of a variable in reports.
  /// - Parameter key: The variable.
  /// - Returns: Its name.
  func displayName(of key: VariableKey) -> String {
    displayNames[key] ?? key.name
  }

  /// Records an annotated type.
  /// - Parameters:
  ///   - key: The variable.
  ///   - type: Its type's name.
  mutating func annotate(_ key: VariableKey, type: String) {
    annotatedTypes[key] = type
  }

  /// Records a creation.
  /// - Parameter creation: The creation.
  mutating func create(_ creation: Creation) {
    creations.append(creation)
  }

  /// The type a creation makes: as written, or the variable's annotated type for `.init(…)`.
  /// - Parameter creation: A creation.
  /// - Returns: The type's name.
  func typeName(of creation: Creation) -> String? {
    creation.typeName ?? annotatedTypes[creation.key]
  }

  /// Records that two variables name one view (`self.closeButton = button`, `if let button = closeButton`).
  /// - Parameters:
  ///   - a: One variable.
  ///   - b: The other.
  mutating func alias(_ a: VariableKey, _ b: VariableKey) {
    let rootA = root(of: a)
    let rootB = root(of: b)
    guard rootA != rootB else { return }
    let nameA = names[rootA] ?? rootA
    let nameB = names[rootB] ?? rootB
    let sizeA = sizes[rootA] ?? 1
    let sizeB = sizes[rootB] ?? 1
    let (larger, smaller) = sizeA >= sizeB ? (rootA, rootB) : (rootB, rootA)
    parents[smaller] = larger
    sizes[larger] = sizeA + sizeB
    // A property is the better name for the view.
    names[larger] = nameB.scope == 0 && nameA.scope != 0 ? nameB : nameA
  }

  /// The variable that stands for all the names of a variable's view: a property where one names it.
  /// - Parameter key: A variable.
  /// - Returns: Its group's variable.
  func group(of key: VariableKey) -> VariableKey {
    let top = root(of: key)
    return names[top] ?? top
  }

  private func root(of key: VariableKey) -> VariableKey {
    var current = key
    while let parent = parents[current] { current = parent }
    return current
  }

  /// Whether the file holds all the code that can reach a variable's view: a local's function, a private
  /// property's type. Another file may lay out any other property (an extension in `X+Layout.swift`, a view
  /// controller configuring its cell's button).
  /// - Parameter key: A variable (its group's root).
  /// - Returns: Whether this file's code is all that reaches it.
  func isFollowedCompletely(_ key: VariableKey) -> Bool {
    key.scope != 0 || fileScoped.contains(key)
  }
}
