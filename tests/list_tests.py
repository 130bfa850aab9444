#!/usr/bin/env python3
"""Print the test files under a folder of tests/, one per line, sorted.

meson reads this at configure time to make one test per file; the
`inventory` test runs it again at test time, so a file added since the last
configure fails the run instead of being silently left out.
"""
import os
import sys


def files(root, suffix):
    out = []
    for d, _, names in os.walk(root):
        for n in names:
            if n.endswith(suffix) and not n.startswith("_"):
                out.append(os.path.relpath(os.path.join(d, n), root))
    return sorted(out)


if __name__ == "__main__":
    root, suffix = sys.argv[1], sys.argv[2]
    if len(sys.argv) > 3:  # --check CONFIGURED_LIST_FILE
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
    print("\n".join(files(root, suffix)))
