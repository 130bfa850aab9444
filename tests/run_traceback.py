#!/usr/bin/env python3
"""Compare pysafe's whole stderr (the traceback) and stdout with python3's.

  run_traceback.py PYSAFE FILE...

tests/lang checks only the last line of a traceback; these files check every
line: the frames, the source lines, the ^^^/~~~ markers and the chaining
texts. The closing line is "N passed, N failed".
"""
import os
import subprocess
import sys

PY = [os.environ.get("PYSAFE_PYTHON", sys.executable), "-I", "-S"]


def run(cmd, path):
    p = subprocess.run(cmd + [os.path.abspath(path)], capture_output=True, timeout=60)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def main():
    pysafe, files = sys.argv[1], sys.argv[2:]
    passed = failed = 0
    for f in files:
        want = run(PY, f)
        got = run([pysafe], f)
        if want == got:
            passed += 1
            print("ok  ", f)
        else:
            failed += 1
            print("FAIL", f)
            print("  python3:", want)
            print("  pysafe: ", got)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
