#!/usr/bin/env python3
"""Generates the hostile and large Interface Builder files that Benchmarks/Scripts/storyboard-scale feeds to
`tapwise audit --storyboard` (issue 20).

Every input is deterministic: the same arguments always write the same bytes. Inputs are written where they are asked
for (storyboard-scale uses a temporary directory) and never into the repository.

    Benchmarks/Scripts/storyboard_inputs.py deep OUT --depth 20000
    Benchmarks/Scripts/storyboard_inputs.py long-label OUT --buttons 100 --label-bytes 1000000
    Benchmarks/Scripts/storyboard_inputs.py overlapping OUT --buttons 3000
    Benchmarks/Scripts/storyboard_inputs.py staggered OUT --buttons 3000 --hundredths 1
    Benchmarks/Scripts/storyboard_inputs.py entity OUT --entity-bytes 1000000 --uses 1000
    Benchmarks/Scripts/storyboard_inputs.py large OUT --bytes 60000000
"""
import argparse
import sys

CHUNK = 1 << 16

HEADER = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" '
    'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">\n'
    "<objects>\n"
)
FOOTER = "</objects>\n</document>\n"


def frame(x, y, width, height):
    return f'<rect key="frame" x="{x}" y="{y}" width="{width}" height="{height}"/>'


def write_repeated(out, text, count):
    """Writes `text` `count` times without building it all in memory."""
    block = text * max(1, CHUNK // max(1, len(text)))
    per_block = len(block) // len(text)
    while count > 0:
        times = min(count, per_block)
        out.write(block if times == per_block else text * times)
        count -= times


def deep(path, depth):
    """A xib whose top-level view holds `depth` views each inside the one before, all 390×844, the innermost a
    button: about 110 bytes per level."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(HEADER)
        for level in range(depth):
            out.write(f'<view id="v{level}">{frame(0, 0, 390, 844)}<subviews>\n')
        out.write(f'<button id="b0">{frame(0, 0, 20, 20)}</button>\n')
        write_repeated(out, "</subviews></view>\n", depth)
        out.write(FOOTER)


def long_label(path, buttons, label_bytes):
    """A top-level view with a `userLabel` of `label_bytes` letters holding `buttons` 20 pt buttons side by side."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(HEADER)
        out.write('<view id="root" userLabel="')
        write_repeated(out, "x", label_bytes)
        out.write(f'">{frame(0, 0, 390, 844)}<subviews>\n')
        for index in range(buttons):
            out.write(f'<button id="b{index}">{frame(index * 30 % 390, index * 30 // 390 * 30, 20, 20)}</button>\n')
        out.write("</subviews></view>\n")
        out.write(FOOTER)


def overlapping(path, buttons):
    """A top-level view holding `buttons` 50 pt buttons at the same place: every pair overlaps."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(HEADER)
        out.write(f'<view id="root">{frame(0, 0, 390, 844)}<subviews>\n')
        for index in range(buttons):
            out.write(f'<button id="b{index}">{frame(10, 10, 50, 50)}</button>\n')
        out.write("</subviews></view>\n")
        out.write(FOOTER)


def staggered(path, buttons, hundredths):
    """Like `overlapping`, but each button `hundredths` of a point right of and below the one before: every pair
    still overlaps, and no two touch areas are the same."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(HEADER)
        out.write(f'<view id="root">{frame(0, 0, 390, 844)}<subviews>\n')
        for index in range(buttons):
            offset = f"{10 + index * hundredths // 100}.{index * hundredths % 100:02d}"
            out.write(f'<button id="b{index}">{frame(offset, offset, 50, 50)}</button>\n')
        out.write("</subviews></view>\n")
        out.write(FOOTER)


def entity(path, entity_bytes, uses):
    """An internal entity of `entity_bytes` letters referenced `uses` times, nine to a button's userLabel (libxml2
    stops an attribute at 10,000,000 bytes): linear expansion, which libxml2's billion-laughs guard does not stop."""
    with open(path, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE document [\n<!ENTITY big "')
        write_repeated(out, "x", entity_bytes)
        out.write('">\n]>\n')
        out.write(HEADER.split("\n", 1)[1])
        out.write(f'<view id="root">{frame(0, 0, 390, 844)}<subviews>\n')
        for index in range((uses + 8) // 9):
            label = "&big;" * min(9, uses - 9 * index)
            out.write(f'<button id="b{index}" userLabel="{label}">{frame(index * 30 % 390, 0, 20, 20)}</button>\n')
        out.write("</subviews></view>\n")
        out.write(FOOTER)


def large(path, size):
    """A well-formed xib of at least `size` bytes: top-level views of 20 buttons each (one in ten too small), with
    a long comment after each view as Interface Builder's constraints and fonts would add."""
    view = [f'<view id="r{{n}}">{frame(0, 0, 390, 844)}<subviews>\n']
    for index in range(20):
        side = 30 if index % 10 == 9 else 44
        view.append(f'<button id="b{{n}}-{index}">{frame(index % 5 * 70, index // 5 * 70, side, side)}</button>\n')
    view.append("</subviews></view>\n<!-- " + "constraints and fonts " * 40 + "-->\n")
    template = "".join(view)
    with open(path, "w", encoding="utf-8") as out:
        out.write(HEADER)
        written = len(HEADER)
        number = 0
        while written < size:
            text = template.replace("{n}", str(number))
            out.write(text)
            written += len(text)
            number += 1
        out.write(FOOTER)


# Each kind: its function, what it writes, and its integer options (each required), in the function's order.
KINDS = {
    "deep": (deep, "views nested in one another", ["depth"]),
    "long-label": (long_label, "buttons under a view with a long userLabel", ["buttons", "label-bytes"]),
    "overlapping": (overlapping, "buttons at the same place", ["buttons"]),
    "staggered": (staggered, "buttons a little apart, all overlapping", ["buttons", "hundredths"]),
    "entity": (entity, "an internal entity used many times", ["entity-bytes", "uses"]),
    "large": (large, "a large well-formed xib", ["bytes"]),
}


def main(arguments):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    kinds = parser.add_subparsers(dest="kind", required=True)
    for name, (_, help_text, options) in KINDS.items():
        kind = kinds.add_parser(name, help=help_text)
        kind.add_argument("out")
        for option in options:
            kind.add_argument(f"--{option}", type=int, required=True)
    options = parser.parse_args(arguments)
    function, _, names = KINDS[options.kind]
    function(options.out, *(getattr(options, name.replace("-", "_")) for name in names))


if __name__ == "__main__":
    main(sys.argv[1:])
