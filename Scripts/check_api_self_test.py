"""`Scripts/check-api --self-test`: proves that check-api fails on a removed and on a changed public declaration.

In a scratch copy of the repository (.build/check-api/self-test/package: the files git tracks or would track, with
the checkouts and Package.resolved of this one, so no network is needed), a planted file gives TapwiseCore a public
enum with three functions and a public struct. `check-api --update` records them; the file then loses one function,
changes another's parameter type, gains a third and puts the struct on the main actor, and `check-api` must exit 1
with one line naming the removed function, one the changed one, one the isolated struct, and nothing else breaking;
the new function is listed as an addition. Only TapwiseCore is built, for Linux; the scratch build stays
between runs, so a second run compiles one file.
"""

import shutil
import subprocess
import sys
import time
from pathlib import Path

PLANTED = "Sources/TapwiseCore/CheckAPISelfTestPlanted.swift"

BEFORE = """/// Planted by Scripts/check-api --self-test in a scratch copy; never in the repository.
public enum CheckAPISelfTestPlanted {
  /// Removed in the second step.
  public static func removed() {}
  /// Its parameter becomes a String in the second step.
  public static func changed(_ value: Int) -> Int { value }
  /// Stays as it is.
  public static func kept() {}
}

/// Planted by Scripts/check-api --self-test: isolated to the main actor in the second step.
public struct CheckAPISelfTestIsolated {
  /// Made by anyone, until the second step.
  public init() {}
}
"""

AFTER = """/// Planted by Scripts/check-api --self-test in a scratch copy; never in the repository.
public enum CheckAPISelfTestPlanted {
  /// Its parameter was an Int in the first step.
  public static func changed(_ value: String) -> Int { value.count }
  /// Stays as it is.
  public static func kept() {}
  /// New in the second step.
  public static func added() {}
}

/// Planted by Scripts/check-api --self-test: isolated to the main actor in the second step.
@MainActor public struct CheckAPISelfTestIsolated {
  /// Made on the main actor only, from the second step.
  public init() {}
}
"""

# What check-api must print in the second step, each on a line of its own, and nothing else breaking.
EXPECTED = [
    ("the removal", "BREAKING: Func CheckAPISelfTestPlanted.removed() has been removed"),
    ("the signature change", "BREAKING: Func CheckAPISelfTestPlanted.changed(_:) has parameter 0 type change from "
                             "Swift.Int to Swift.String"),
    ("the isolation", "BREAKING: struct CheckAPISelfTestIsolated is newly isolated to a global actor (@MainActor?): "
                      "callers outside it no longer compile"),
    ("the addition", "added: func CheckAPISelfTestPlanted.added()"),
]


def say(line):
    print(f"check-api self-test: {line}", flush=True)


def scratch_copy(root, scratch):
    """The repository's files as git sees them (uncommitted ones too), and what lets SwiftPM resolve offline."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=root,
                            capture_output=True)
    if listed.returncode:
        sys.exit(f"check-api self-test: git ls-files failed in {root}: {listed.stderr.decode().strip()}")
    for entry in scratch.iterdir() if scratch.is_dir() else []:
        if entry.name != ".build":
            shutil.rmtree(entry) if entry.is_dir() and not entry.is_symlink() else entry.unlink()
    for name in listed.stdout.decode().split("\0"):
        source = root / name
        if name and source.is_file():
            (scratch / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, scratch / name)
    build = scratch / ".build"
    build.mkdir(parents=True, exist_ok=True)
    # Copied again each run (a few MB, times kept), so a dependency added or moved since the last run is there too.
    for name in ("checkouts", "repositories"):
        if (root / ".build" / name).is_dir():
            shutil.rmtree(build / name, ignore_errors=True)
            shutil.copytree(root / ".build" / name, build / name, symlinks=True)
    for source, target in ((root / ".build" / "workspace-state.json", build / "workspace-state.json"),
                           (root / "Package.resolved", scratch / "Package.resolved")):
        if source.is_file():
            shutil.copy2(source, target)


def check_api(scratch, *options):
    return subprocess.run([str(scratch / "Scripts" / "check-api"), "--platform", "linux", "--module", "TapwiseCore",
                           *options], cwd=scratch, capture_output=True, text=True)


def run(root):
    started = time.monotonic()
    scratch = root / ".build" / "check-api" / "self-test" / "package"
    scratch.mkdir(parents=True, exist_ok=True)
    scratch_copy(root, scratch)
    (scratch / PLANTED).write_text(BEFORE)
    recorded = check_api(scratch, "--update")
    if recorded.returncode:
        say(f"FAILED: check-api --update in the scratch copy exited {recorded.returncode}:\n"
            f"{recorded.stdout}{recorded.stderr}")
        return 1
    (scratch / PLANTED).write_text(AFTER)
    checked = check_api(scratch)
    lines = checked.stdout.splitlines()
    for line in lines:
        print("    " + line)
    problems = []
    if checked.returncode != 1:
        problems.append(f"check-api exited {checked.returncode}, not 1")
    for what, text in EXPECTED:
        if not any(line.endswith(text) for line in lines):
            problems.append(f"no line for {what}: …{text}")
    breaking = [line for line in lines if "BREAKING:" in line]
    if len(breaking) != 3:
        problems.append(f"{len(breaking)} breaking lines, expected 3")
    took = time.monotonic() - started
    if problems:
        say(f"FAILED ({took:.0f} s): " + "; ".join(problems) + (f"\n{checked.stderr}" if checked.stderr else ""))
        return 1
    say(f"passed ({took:.0f} s): a removal, a parameter type change and a @MainActor planted in TapwiseCore fail "
        "check-api, each named on its own line, and an addition passes")
    return 0
