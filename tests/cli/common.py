"""Shared bits of the CLI tests: where pysafe and the sources are, a tiny
check() that counts, and subprocess helpers."""
import os
import subprocess
import sys

PYSAFE = os.environ.get("PYSAFE", "build/cli/pysafe")
SRC = os.environ.get("PYSAFE_SRC", os.path.join(os.path.dirname(__file__), "..", ".."))
PY = [sys.executable, "-I", "-S"]
sys.path.insert(0, os.path.join(SRC, "examples"))

passed = 0
failed = 0


def check(cond, what, detail=""):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {what}\n{detail}", flush=True)


def run(argv, stdin=None, timeout=60, cwd=None):
    p = subprocess.run(argv, input=stdin, capture_output=True, timeout=timeout, cwd=cwd)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def finish():
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
