#!/usr/bin/env python3
"""Generates the large and adversarial inputs that Benchmarks/Scripts/lab-benchmarks feeds to `tapwise`.

Every input is deterministic: the same arguments always write the same bytes, so runs on different days and machines
measure the same work. Inputs are written where they are asked for (lab-benchmarks uses a temporary directory) and
never into the repository.

    Benchmarks/Scripts/lab_inputs.py trace OUT --events 1000000 --keys 8
    Benchmarks/Scripts/lab_inputs.py trace OUT --events 40000 --distinct-keys
    Benchmarks/Scripts/lab_inputs.py deep-layout OUT --depth 250 --id-bytes 10000000
    Benchmarks/Scripts/lab_inputs.py wide-object OUT --members 100000
    Benchmarks/Scripts/lab_inputs.py grid-layout OUT --rows 100 --columns 100 --flat
"""
import argparse
import sys

CHUNK = 1 << 16


class Random:
    """A small linear congruential generator, so that inputs don't depend on Python's `random` across versions."""

    def __init__(self, seed):
        self.state = seed

    def next(self, bound):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) % bound


def seconds(microseconds):
    """Exact decimal seconds with six fractional digits, as a trace writes them: 12.345000."""
    return f"{microseconds // 1_000_000}.{microseconds % 1_000_000:06d}"


def trace(path, events, keys, distinct_keys, seed=13):
    """JSON Lines events, about 50 bytes each: gaps of 0 to 2 ms with a 0.2 s pause every 1,000 events (so that
    throttles and debounces deliver on timers as well as at once), integer values and every fourth an object,
    keys cycling through `keys` names (none when 0), or a new key per event with `distinct_keys`."""
    random = Random(seed)
    now = 0
    with open(path, "w", encoding="utf-8") as out:
        lines = []
        for index in range(events):
            now += 500 * random.next(5)
            if index % 1000 == 999:
                now += 200_000
            value = f'{{"level": {index}}}' if index % 4 == 0 else str(index)
            key = f', "key": "k{index}"' if distinct_keys else (f', "key": "k{index % keys}"' if keys else "")
            lines.append(f'{{"t": {seconds(now)}, "value": {value}{key}}}\n')
            if len(lines) == 4096:
                out.write("".join(lines))
                lines.clear()
        out.write("".join(lines))


def deep_layout(path, depth, id_bytes):
    """A window of `depth` views each inside the one before, all with the window's frame, the innermost with an id
    of `id_bytes` letters: a touch at any point inside reaches the innermost view."""
    with open(path, "w", encoding="utf-8") as out:
        out.write('{"width": 390, "height": 844, "views": [\n')
        for level in range(depth - 1):
            out.write(f'{{"id": "v{level}", "frame": [0, 0, 390, 844], "subviews": [\n')
        out.write('{"id": "')
        written = 0
        block = "x" * CHUNK
        while written < id_bytes:
            part = block[: min(CHUNK, id_bytes - written)]
            out.write(part)
            written += len(part)
        out.write('", "kind": "button", "frame": [0, 0, 390, 844]}\n')
        out.write("]}\n" * (depth - 1))
        out.write("]}\n")


def wide_object(path, members):
    """One trace line whose value is an object of `members` members, about 12 bytes each."""
    with open(path, "w", encoding="utf-8") as out:
        body = ", ".join(f'"m{index}": {index}' for index in range(members))
        out.write(f'{{"t": 0, "value": {{{body}}}}}\n')


def grid_layout(path, rows, columns, flat):
    """Buttons 44 pt square on a 50 pt grid of `rows` by `columns`: in `rows` row views, or with `flat` all straight
    in the window as siblings. Every tenth button is 30 pt square, so the audit has findings to report."""
    width, height = 50 * columns, 50 * rows

    def button(row, column, y):
        size = 30 if (row * columns + column) % 10 == 9 else 44
        return f'{{"id": "b{row}-{column}", "kind": "button", "frame": [{50 * column + 3}, {y + 3}, {size}, {size}]}}'

    with open(path, "w", encoding="utf-8") as out:
        out.write(f'{{"width": {width}, "height": {height}, "views": [\n')
        if flat:
            out.write(",\n".join(button(row, column, 50 * row) for row in range(rows) for column in range(columns)))
        else:
            row_views = []
            for row in range(rows):
                buttons = ", ".join(button(row, column, 0) for column in range(columns))
                frame = f"[0, {50 * row}, {width}, 50]"
                row_views.append(f'{{"id": "row{row}", "frame": {frame}, "subviews": [{buttons}]}}')
            out.write(",\n".join(row_views))
        out.write("\n]}\n")


def main(arguments):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    kinds = parser.add_subparsers(dest="kind", required=True)
    trace_parser = kinds.add_parser("trace", help="a JSON Lines trace")
    trace_parser.add_argument("out")
    trace_parser.add_argument("--events", type=int, required=True)
    trace_parser.add_argument("--keys", type=int, default=0, help="how many keys the events cycle through")
    trace_parser.add_argument("--distinct-keys", action="store_true", help="a new key for every event")
    deep_parser = kinds.add_parser("deep-layout", help="views nested in one another, the innermost with a long id")
    deep_parser.add_argument("out")
    deep_parser.add_argument("--depth", type=int, required=True)
    deep_parser.add_argument("--id-bytes", type=int, required=True)
    wide_parser = kinds.add_parser("wide-object", help="a trace line whose value has many members")
    wide_parser.add_argument("out")
    wide_parser.add_argument("--members", type=int, required=True)
    grid_parser = kinds.add_parser("grid-layout", help="a grid of buttons")
    grid_parser.add_argument("out")
    grid_parser.add_argument("--rows", type=int, required=True)
    grid_parser.add_argument("--columns", type=int, required=True)
    grid_parser.add_argument("--flat", action="store_true", help="every button a sibling in the window")
    options = parser.parse_args(arguments)
    if options.kind == "trace":
        trace(options.out, options.events, options.keys, options.distinct_keys)
    elif options.kind == "deep-layout":
        deep_layout(options.out, options.depth, options.id_bytes)
    elif options.kind == "wide-object":
        wide_object(options.out, options.members)
    else:
        grid_layout(options.out, options.rows, options.columns, options.flat)


if __name__ == "__main__":
    main(sys.argv[1:])
