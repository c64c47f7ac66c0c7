"""HeadlessUIKit's public API against UIKit's, declaration by declaration, from the two symbol graphs.

Each public HeadlessUIKit declaration is looked up in UIKit by its path (`UIView.hitTest(_:with:)`) and kind, then
compared as a caller sees it:
- a match: UIKit has a declaration there with the same text, once attributes (`@MainActor`, `@available` …) and
  internal parameter names are dropped, `optional` (an Objective-C protocol's optional requirement, which Swift on
  Linux spells as a requirement with a default) is ignored, and `class` members read as `static` (a stored `class let`
  can't be written in Swift); the access level (`open`/`public`) must be the same;
- a member UIKit's type has through a protocol it adopts (`UIView.accessibilityIdentifier`) matches the protocol's
  requirement; a class may make it `open`;
- an override of a member UIKit's class inherits (`UIControl.touchesBegan`, `UIView.init()`) matches the declaration
  on the ancestor, in UIKit or in Objective-C's `NSObject`;
- a difference: UIKit has declarations at that path, and none reads the same;
- not in UIKit: no declaration at that path. Declarations listed in uikit-parity-allowlist.txt (test drivers and
  other test support) are counted apart and skipped; any other is a failure, since code using it would not compile
  against UIKit.
Type declarations also compare their main-actor isolation. Synthesized members (`hashValue` …) are left out.

A member UIKit redeclares on a subclass with another type (`UITableView.delegate` is `(any UITableViewDelegate)?`, its
superclass's `(any UIScrollViewDelegate)?`) is checked from UIKit's side too: where HeadlessUIKit has the subclass and
inherits the member, it must declare it on the subclass with UIKit's type, or code like
`let d: UITableViewDelegate? = table.delegate` compiles against UIKit and not on Linux. Swift can't change a settable
property's type in a subclass, so HeadlessUIKit redeclares it in an extension of an underscored protocol the subclass
adopts; the symbol graph lists that as a synthesized member of the subclass, which this rule reads. Its type must
match; its access level can't be `open` (a protocol extension's member can't be), so `public` stands in for it.
"""

import json
import subprocess
from pathlib import Path


def extract(module, triple, sdk, res, cache, search, out):
    out.mkdir(parents=True, exist_ok=True)
    args = ["swift-symbolgraph-extract", "-module-name", module, "-target", triple, "-sdk", str(sdk),
            "-resource-dir", str(res), "-module-cache-path", str(cache), "-output-dir", str(out),
            "-minimum-access-level", "public"]
    for path in search:
        args += ["-I", str(path)]
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode:
        raise SystemExit(f"uikit-parity: swift-symbolgraph-extract {module} failed:\n{result.stderr}")
    symbols, relationships = [], []
    for file in sorted(out.glob(f"{module}*.symbols.json")):
        graph = json.loads(file.read_text())
        symbols += graph["symbols"]
        relationships += graph["relationships"]
    return symbols, relationships


def text(symbol):
    """The declaration as a caller sees it."""
    parts = []
    for fragment in symbol["declarationFragments"]:
        kind, spelling = fragment["kind"], fragment["spelling"]
        if kind in ("attribute", "internalParam"):
            continue
        if kind == "keyword" and spelling in IGNORED_KEYWORDS:
            continue
        if kind == "keyword" and spelling == "class" and symbol["kind"]["identifier"].startswith("swift.type."):
            spelling = "static"
        parts.append(spelling)
    joined = "".join(parts)
    # Attributes leave their argument text (`(iOS 15.0, *)`) and spaces behind; fold both away.
    while joined.startswith("("):
        joined = joined[joined.index(")") + 1:]
    joined = " ".join(joined.split()).replace("_ :", "_:").replace("unowned(unsafe) ", "")
    # A stored property reads as the accessors it offers: `let x: T` is `var x: T { get }`, `var x: T` is
    # `var x: T { get set }`.
    if symbol["kind"]["identifier"] in ("swift.property", "swift.type.property") and not joined.endswith("}"):
        if joined.startswith("let ") or " let " in joined:
            joined = joined.replace("let ", "var ", 1) + " { get }"
        else:
            joined += " { get set }"
    return joined


# Keywords a caller can't tell apart: Objective-C optional requirements (Linux: a requirement with a default),
# `override`/`required`/`convenience` (UIKit's imported initializers and inherited members carry none), and reference
# ownership (`weak`, `unowned(unsafe)`: how the property holds its value, not how it is called).
IGNORED_KEYWORDS = {"optional", "dynamic", "override", "required", "convenience", "weak"}


def is_main_actor(symbol):
    return any(f["spelling"] == "MainActor" for f in symbol["declarationFragments"] if f["kind"] == "attribute")


def key(symbol):
    return tuple(symbol["pathComponents"]), symbol["kind"]["identifier"]


def synthesized(symbol):
    return "::SYNTHESIZED::" in symbol["identifier"]["precise"]


def load_allowlist(path):
    entries = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, reason = line.partition(" ")
            entries[name] = reason.strip()
    return entries


def parents(symbols, relationships):
    """Each type's superclass and protocols, by path: within the graph by path, outside it by name."""
    by_id = {s["identifier"]["precise"]: s for s in symbols}
    result = {}
    for relation in relationships:
        if relation["kind"] not in ("inheritsFrom", "conformsTo"):
            continue
        source = by_id.get(relation["source"])
        if not source:
            continue
        target = by_id.get(relation["target"])
        path = tuple(target["pathComponents"]) if target else (
            tuple((relation.get("targetFallback") or "?").split(".")[-1:]))
        result.setdefault(tuple(source["pathComponents"]), []).append(path)
    return result


def check(headless_modules, res, cache, work, ios_sdk, macos_sdk, macos_triple, allowlist):
    headless, headless_relations = extract("HeadlessUIKit", macos_triple, macos_sdk, res, cache, [headless_modules],
                                           work / "HeadlessUIKit")
    uikit, uikit_relations = extract("UIKit", "arm64-apple-ios17.0", ios_sdk, res, cache, [], work / "UIKit")
    by_key = {}
    for symbol in uikit:
        if not synthesized(symbol):
            by_key.setdefault(key(symbol), []).append(symbol)
    uikit_parents = parents(uikit, uikit_relations)
    overrides = {r["source"] for r in headless_relations if r["kind"] == "overrides"}
    allowed = load_allowlist(allowlist)

    def candidates_for(symbol):
        """UIKit's declarations for this one: at its own path, else on a superclass or protocol of its UIKit type."""
        *owner, name = symbol["pathComponents"]
        kind = symbol["kind"]["identifier"]
        queue, seen = [tuple(owner)], set()
        while queue:
            type_path = queue.pop(0)
            if type_path in seen:
                continue
            seen.add(type_path)
            found = by_key.get((type_path + (name,), kind), [])
            if found:
                # A protocol's requirement is `public`; a class implementing it may make it `open`, as UIKit's classes
                # do for Objective-C methods (a UITextField subclass overrides `deleteBackward()`).
                protocol = by_key.get((type_path, "swift.protocol"))
                return [dict(c, accessLevel="open") for c in found] if protocol and symbol["accessLevel"] == "open" \
                    else found
            if type_path in (("NSObject",), ("NSObjectProtocol",)) and symbol["identifier"]["precise"] in overrides:
                return "inherited from NSObject"
            queue += uikit_parents.get(type_path, [])
        # A RawRepresentable's `rawValue` is implied by its `init(rawValue:)`, which UIKit's imported types list alone.
        if name == "rawValue" and by_key.get((tuple(owner) + ("init(rawValue:)",), "swift.init")):
            return "implied by init(rawValue:)"
        return []

    matches, differences, missing, support = [], [], [], []
    for symbol in headless:
        if synthesized(symbol):
            continue
        path = ".".join(symbol["pathComponents"])
        if any(path == name or path.startswith(name + ".") for name in allowed):
            support.append(path)
            continue
        candidates = candidates_for(symbol)
        if isinstance(candidates, str):
            matches.append(path)
            continue
        if not candidates:
            missing.append(f"{path}: {text(symbol)}")
            continue
        isolated = symbol["kind"]["identifier"] in ("swift.class", "swift.protocol")
        ours = (text(symbol), symbol["accessLevel"], is_main_actor(symbol) if isolated else None)
        theirs = [(text(c), c["accessLevel"], is_main_actor(c) if isolated else None) for c in candidates]
        if ours in theirs:
            matches.append(path)
        else:
            shown = "; ".join(sorted({f"{t[1]} {t[0]}" + (" @MainActor" if t[2] else "") for t in theirs}))
            differences.append(f"{path}:\n      ours:  {ours[1]} {ours[0]}{' @MainActor' if ours[2] else ''}"
                               f"\n      UIKit: {shown}")

    redeclared = check_redeclared(headless, headless_relations, uikit, uikit_parents, by_key)
    matches += [path for path, problem in redeclared if not problem]
    print(f"parity redeclared members: {', '.join(path for path, _ in redeclared) or 'none'}")
    differences += [f"{path}:\n      {problem}" for path, problem in redeclared if problem]

    for title, rows in (("differs from UIKit", differences), ("not in UIKit", missing)):
        for row in rows:
            print(f"parity {title}: {row}")
    compared = len(matches) + len(differences)
    share = 100.0 * len(matches) / compared if compared else 100.0
    print(f"parity HeadlessUIKit vs UIKit: {len(matches)} match, {len(differences)} differ, {len(missing)} not in "
          f"UIKit, {len(support)} test support skipped; {share:.1f}% of compared declarations match")
    return not differences and not missing


def check_redeclared(headless, headless_relations, uikit, uikit_parents, by_key):
    """Members UIKit redeclares on a subclass with another type, which HeadlessUIKit's subclass inherits.

    Returns (path, problem) rows, `problem` empty when HeadlessUIKit redeclares the member with UIKit's type.
    """
    ours = {}
    for symbol in headless:
        ours.setdefault(key(symbol), []).append(symbol)
    headless_parents = parents(headless, headless_relations)

    def ancestors(type_path, graph):
        queue, seen = list(graph.get(type_path, [])), []
        while queue:
            parent = queue.pop(0)
            if parent not in seen:
                seen.append(parent)
                queue += graph.get(parent, [])
        return seen

    def typed(symbol):
        """The declaration without its access level, which a protocol extension's member can't make `open`."""
        words = text(symbol).split(" ")
        return " ".join(w for w in words if w not in ("open", "public"))

    rows = []
    for symbol in uikit:
        # Properties only: a method with the same name and another signature is an overload, not a redeclaration.
        if synthesized(symbol) or symbol["kind"]["identifier"] != "swift.property":
            continue
        *owner, name = symbol["pathComponents"]
        owner, kind = tuple(owner), symbol["kind"]["identifier"]
        if (owner, "swift.class") not in ours:
            continue
        inherited = [c for a in ancestors(owner, uikit_parents) for c in by_key.get((a + (name,), kind), [])]
        if not inherited or any(typed(c) == typed(symbol) for c in inherited):
            continue
        ours_inherited = [a for a in ancestors(owner, headless_parents) if (a + (name,), kind) in ours]
        if not ours_inherited:
            continue
        path = ".".join(owner + (name,))
        declared = [typed(c) for c in ours.get((owner + (name,), kind), [])]
        if typed(symbol) in declared:
            rows.append((path, ""))
        else:
            found = "; ".join(declared) or f"inherits {'.'.join(ours_inherited[0] + (name,))}"
            rows.append((path, f"ours:  {found}\n      UIKit: redeclares {typed(symbol)}"))
    return rows
