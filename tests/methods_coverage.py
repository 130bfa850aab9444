#!/usr/bin/env python3
"""Method coverage of pysafe's built-in types against python3's dir().

For each type, the public names (no leading underscore) of python3's
dir(sample) are probed in pysafe with hasattr() on a sample value (a value,
not the type, so that properties such as int.real count too). Prints
"type: implemented/total" and the missing names.

  methods_coverage.py PYSAFE            print the table
  methods_coverage.py PYSAFE --check    also fail (exit 1) if a type's count
                                        dropped below its floor in FLOORS

Raise a floor when a type gains methods, so coverage cannot regress.
"""
import subprocess
import sys
import tempfile

# type label -> expression building a sample value (same text in both
# interpreters)
SAMPLES = [
    ("str", "'a'"),
    ("bytes", "b'a'"),
    ("bytearray", "bytearray(b'a')"),
    ("list", "[]"),
    ("tuple", "()"),
    ("dict", "{}"),
    ("set", "set()"),
    ("frozenset", "frozenset()"),
    ("int", "1"),
    ("float", "1.0"),
    ("range", "range(1)"),
    ("bool", "True"),
    ("slice", "slice(1)"),
    ("dict_keys", "{}.keys()"),
    ("dict_values", "{}.values()"),
    ("dict_items", "{}.items()"),
]

# The recorded floors: implemented counts that must not drop.
FLOORS = {
    "str": 47, "bytes": 42, "bytearray": 50, "list": 11, "tuple": 2, "dict": 11, "set": 17,
    "frozenset": 8, "int": 10, "float": 7, "range": 5, "bool": 10,
    "slice": 4, "dict_keys": 2, "dict_values": 1, "dict_items": 2,
}


def public_names():
    src = "import sys\n" + "".join(
        f"print({label!r}, *[n for n in dir({expr}) if not n.startswith('_')])\n"
        for label, expr in SAMPLES)
    out = subprocess.run([sys.executable, "-I", "-S", "-c", src],
                         capture_output=True, text=True, check=True).stdout
    names = {}
    for line in out.splitlines():
        label, *ns = line.split()
        names[label] = ns
    return names


def probe(pysafe, names):
    lines = []
    for label, expr in SAMPLES:
        lines.append(f"v = {expr}")
        lines.append(f"print({label!r}, *[n for n in {names[label]!r} if not hasattr(v, n)])")
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    r = subprocess.run([pysafe, path], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"pysafe failed on the probe script:\n{r.stderr}")
    missing = {}
    for line in r.stdout.splitlines():
        label, *ns = line.split()
        missing[label] = ns
    return missing


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    pysafe = sys.argv[1]
    check = "--check" in sys.argv[2:]
    names = public_names()
    missing = probe(pysafe, names)
    failed = 0
    tot_have = tot_all = 0
    for label, _ in SAMPLES:
        total = len(names[label])
        have = total - len(missing[label])
        tot_have += have
        tot_all += total
        mark = ""
        if have < FLOORS.get(label, 0):
            mark = f"  BELOW FLOOR {FLOORS[label]}"
            failed += 1
        print(f"{label}: {have}/{total}{mark}")
        if missing[label]:
            print("  missing: " + " ".join(missing[label]))
    print(f"all: {tot_have}/{tot_all}")
    if check:
        print(f"{len(SAMPLES) - failed} passed, {failed} failed")
        return 1 if failed else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
