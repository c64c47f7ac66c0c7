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

  /// Each variable's name in reports: a property's name, a local's function and name (`viewDidLoad.button`).
  private(set) var displayNames: [VariableKey: String] = [:]
  /// Creations, in source order.
  private(set) var creations: [Creation] = []
  /// Each variable's annotated type, for `.init(…)`.
  private(set) var annotatedTypes: [VariableKey: String] = [:]
  /// The union-find parent of each variable that names another's view.
  private var parents: [VariableKey: VariableKey] = [:]

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
    // A property is the better name for the view, so it stays the root.
    if rootB.scope == 0 && rootA.scope != 0 {
      parents[rootA] = rootB
    } else {
      parents[rootB] = rootA
    }
  }

  /// The variable that stands for all the names of a variable's view.
  /// - Parameter key: A variable.
  /// - Returns: Its group's root.
  func root(of key: VariableKey) -> VariableKey {
    var current = key
    while let parent = parents[current] { current = parent }
    return current
  }

  /// Whether any variable names another's view.
  var hasAliases: Bool { !parents.isEmpty }
}
