"""Copies of the Apple SDKs whose standard library and concurrency interfaces carry this toolchain's stricter generic
signatures, so that Scripts/apple-typecheck sees what current Xcode (Swift 6.1 and later) rejects.

The iOS 17.0 and macOS 14.0 SDKs carry Swift 5.9's `Swift` and `_Concurrency` interfaces. Current Xcode builds
against Swift 6.1's or later, where some declarations gained requirements: `MainActor.assumeIsolated` gained
`where T : Swift.Sendable`, so code that typechecks against 5.9's interface fails in Xcode 16.3. The toolchain here
ships Swift 6.3.1's interfaces of the same modules (`usr/lib/swift/linux/*.swiftmodule/*.swiftinterface`, printed
with Apple availability), but they can't stand in for the SDK's: they lack every Objective-C-runtime declaration
(array bridging, `AutoreleasingUnsafeMutablePointer`), which the SDK's overlays need.

So the SDK's interfaces stay, and each declaration that the toolchain's interface declares too, in the same context
and with the same parameters, gets the requirements the toolchain adds:

- A declaration is one interface line (`func`, `init`, `subscript`, `var`); its context the type or extension line
  above it at a smaller indentation, compared without attributes, as both compilers print them.
- Its key is the line without attributes, generic constraints and `where` clause: the name, generic parameter names,
  parameters and result. A declaration whose parameters changed (`sending`, `isolated`, `@isolated(any)`) has no
  match and is left as the SDK has it; so are overloads that differ only in their requirements, since nothing tells
  which of them gained one.
- Added: the toolchain's requirements (inline `<T : P>` and `where`) that the SDK's declaration lacks, except
  suppressions (`~Copyable`, which relax rather than restrict) and requirements that name something the SDK's module
  doesn't declare (`SendableMetatype`).

What this can't see: parameter types that changed (`sending`, `@Sendable` added to a closure), declarations new since
Swift 5.9, deprecations, and every other module's changes (Foundation, UIKit and SwiftUI come from the SDKs as they
are); docs/Platforms.md lists them.
"""

import hashlib
import json
import re
import shutil
from pathlib import Path

# The modules whose interfaces are patched, and where the toolchain keeps its own.
MODULES = ["Swift", "_Concurrency"]
TYPE_HEAD = re.compile(r"^(?P<indent> *)(?:@\S+ )*(?:(?:public|open|internal|@usableFromInline|@frozen|final|"
                       r"indirect|nonisolated|@preconcurrency) )*(?P<kind>extension|struct|class|enum|protocol|actor) ")
DECLARATION = re.compile(r"^(?P<indent> *)(?:.*? )?(?P<kind>func|init|subscript)\b")


def derive(sdk, out, toolchain_modules):
    """Makes `out`: the SDK as links, except the patched interfaces. Returns the keys of the patched declarations, by
    module. A copy already made from the same files is kept as it is, so the compiler's module cache stays valid."""
    interfaces = sorted(p for m in MODULES for p in sdk.rglob(f"{m}.swiftmodule/*.swiftinterface")
                        if not p.name.endswith(".private.swiftinterface"))
    texts, patched = {}, {}
    for interface in interfaces:
        module = interface.parent.name.removesuffix(".swiftmodule")
        newer = (toolchain_modules / f"{module}.swiftmodule").glob("*-linux-gnu.swiftinterface")
        newer = next((p for p in newer if not p.name.endswith(".private.swiftinterface")), None)
        text = interface.read_text()
        if newer is not None:
            text, keys = patch(text, newer.read_text())
            patched[module] = keys
        texts[interface.relative_to(sdk)] = text
    stamp = out / ".stricter-interfaces.json"
    digest = hashlib.sha256(json.dumps([str(sdk)] + [[str(k), v] for k, v in sorted(texts.items())]).encode())
    if stamp.is_file() and stamp.read_text() == digest.hexdigest():
        return patched
    if out.is_symlink() or out.is_file():
        out.unlink()
    elif out.exists():
        shutil.rmtree(out)
    _link_tree(sdk, out, set(texts))
    for relative, text in texts.items():
        (out / relative).write_text(text)
    stamp.write_text(digest.hexdigest())
    return patched


def _link_tree(source, out, replaced):
    """Links every entry of `source` into `out`, descending only into folders that hold a replaced file."""
    folders = {Path(*p.parts[:i]) for p in replaced for i in range(len(p.parts))}
    out.mkdir(parents=True)
    for entry in source.iterdir():
        relative = entry.relative_to(source)
        if relative in folders:
            _link_tree_below(entry, out / entry.name, relative, folders)
        else:
            (out / entry.name).symlink_to(entry)


def _link_tree_below(source, out, relative, folders):
    out.mkdir()
    for entry in source.iterdir():
        inner = relative / entry.name
        if inner in folders:
            _link_tree_below(entry, out / entry.name, inner, folders)
        elif not entry.name.endswith(".swiftinterface") or entry.is_dir():
            (out / entry.name).symlink_to(entry)
        elif entry.name.endswith(".private.swiftinterface"):
            (out / entry.name).symlink_to(entry)


def patch(old, new):
    """The SDK's interface text `old` with the requirements that `new` adds; and the keys of what changed."""
    newer, older = _requirement_sets(_declarations(new)), _requirement_sets(_declarations(old))
    known = set(re.findall(r"\b[A-Za-z_]\w*\b", old))
    lines = old.split("\n")
    changed = []
    for index, key, requirements in _declarations(old, with_lines=True):
        # Overloads that differ only in their requirements: nothing tells which gained one. The same declaration
        # printed twice (the branches of an `#if compiler(…)`) is one.
        if len(newer.get(key, ())) != 1 or len(older[key]) != 1:
            continue
        (newer_requirements,) = newer[key]
        missing = [r for r in newer_requirements if r not in requirements and "~" not in r
                   and all(name in known for name in re.findall(r"\b[A-Za-z_]\w*\b", r))]
        if missing:
            lines[index] = _add_requirements(lines[index], missing)
            changed.append(key)
    return "\n".join(lines), changed


def _requirement_sets(declarations):
    """Each key's distinct requirement sets."""
    sets = {}
    for key, requirements in declarations:
        sets.setdefault(key, set()).add(frozenset(requirements))
    return sets


def _declarations(text, with_lines=False):
    """Each declaration line's key and requirements, with its context."""
    context = []  # (indent, normalized head)
    for index, line in enumerate(text.split("\n")):
        if not line.strip() or line.lstrip().startswith(("//", "#")):
            continue
        indent = len(line) - len(line.lstrip(" "))
        head = TYPE_HEAD.match(line)
        if head or DECLARATION.match(line):
            while context and context[-1][0] >= indent:
                context.pop()
        if head:
            context.append((indent, _normalized(_strip_attributes(line.strip()).rstrip("{ "))))
            continue
        if not DECLARATION.match(line):
            continue
        signature, requirements = _split(_strip_attributes(line.strip()).rstrip("{ ").rstrip())
        key = (tuple(c for _, c in context), signature)
        yield (index, key, requirements) if with_lines else (key, requirements)


def _strip_attributes(line):
    """A declaration without its leading attributes (`@inlinable`, `@available(…)`, `@_silgen_name("…")`)."""
    while line.startswith("@"):
        match = re.match(r"@[\w.]+", line)
        end = match.end()
        if end < len(line) and line[end] == "(":
            end = _closing(line, end) + 1
        line = line[end:].lstrip()
    return line


def _closing(text, start):
    """The index of the bracket that closes the one at `start`, skipping string literals."""
    pairs = {"(": ")", "<": ">", "[": "]"}
    opening, closing = text[start], pairs[text[start]]
    depth, in_string, index = 0, False, start
    while index < len(text):
        char = text[index]
        if char == '"' and text[index - 1] != "\\":
            in_string = not in_string
        elif not in_string and char == opening:
            depth += 1
        elif not in_string and char == closing and not (closing == ">" and text[index - 1] == "-"):
            depth -= 1
            if depth == 0:
                return index
        index += 1
    return len(text) - 1


def _split(signature):
    """A declaration's key (without generic constraints or `where`) and its requirements, inline ones included."""
    requirements = []
    where = _top_level_where(signature)
    if where is not None:
        requirements += _requirements(signature[where + len(" where "):])
        signature = signature[:where]
    match = re.search(r"\b(?:func [A-Za-z_]\w*|init[?!]?|subscript)(?=<)", signature)
    if match:
        start = match.end()
        end = _closing(signature, start)
        names = []
        for parameter in _top_level_split(signature[start + 1:end]):
            name, _, constraint = parameter.partition(":")
            names.append(name.strip())
            if constraint.strip():
                requirements.append(f"{name.strip()} : {constraint.strip()}")
        signature = signature[:start] + "<" + ", ".join(names) + ">" + signature[end + 1:]
    return _normalized(signature), [_normalized(r) for r in requirements]


def _top_level_where(signature):
    """The index of ` where ` outside every bracket, or None."""
    depth, in_string = 0, False
    for index, char in enumerate(signature):
        if char == '"' and signature[index - 1] != "\\":
            in_string = not in_string
        elif in_string:
            continue
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == "<":
            depth += 1
        elif char == ">" and signature[index - 1] != "-":
            depth -= 1
        elif depth == 0 and signature.startswith(" where ", index):
            return index
    return None


def _top_level_split(text):
    parts, depth, current = [], 0, ""
    for index, char in enumerate(text):
        if char in "(<[":
            depth += 1
        elif char in ")]" or (char == ">" and text[index - 1] != "-"):
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    return parts + [current] if current.strip() else parts


def _requirements(clause):
    return [r.strip() for r in _top_level_split(clause) if r.strip()]


def _normalized(text):
    return re.sub(r"\s+", " ", text).strip()


def _add_requirements(line, missing):
    """The line with the requirements added to its `where` clause, or a new one, before a body's `{`."""
    body = line.rstrip().endswith("{")
    head = line.rstrip()[:-1].rstrip() if body else line.rstrip()
    stripped = _strip_attributes(head.strip())
    where = _top_level_where(stripped)
    joined = ", ".join(missing)
    head = head + (", " if where is not None else " where ") + joined
    return head + (" {" if body else "")
