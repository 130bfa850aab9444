#!/usr/bin/env python3
"""Print the test files under a folder of tests/, one per line, sorted.

meson reads this at configure time to make one test per file; the
`inventory` test runs it again at test time, so a file added since the last
configure fails the run instead of being silently left out.
"""
import os
import re
import sys

EXPECT = re.compile(r"#\s*expect(-error)?:")
PYSAFE_ONLY = re.compile(r"#\s*pysafe-only\b")


def checkable_by_cpython(path):
    """A file whose expectations python3 can check: it states some and is
    not sandbox-only. Differential files have nothing to check there."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    return bool(EXPECT.search(text)) and not PYSAFE_ONLY.search(text)


def files(root, suffix):
    out = []
    for d, _, names in os.walk(root):
        for n in names:
            if n.endswith(suffix) and not n.startswith("_"):
                out.append(os.path.relpath(os.path.join(d, n), root))
    return sorted(out)


if __name__ == "__main__":
    root, suffix = sys.argv[1], sys.argv[2]
    if len(sys.argv) > 4 and sys.argv[3] == "--check":  # CONFIGURED_LIST_FILE
        with open(sys.argv[4]) as f:
            configured = f.read().split()
        now = files(root, suffix)
        if configured != now:
            added = sorted(set(now) - set(configured))
            gone = sorted(set(configured) - set(now))
            print("test files changed since meson configured the build;"
                  " run `meson setup --reconfigure BUILD`")
            print("added:", added, "removed:", gone)
            sys.exit(1)
        print(f"1 passed, 0 failed ({len(now)} files match the configured list)")
        sys.exit(0)
    names = files(root, suffix)
    if len(sys.argv) > 3 and sys.argv[3] == "--cpython-checkable":
        names = [n for n in names if checkable_by_cpython(os.path.join(root, n))]
    print("\n".join(names))
