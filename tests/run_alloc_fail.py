#!/usr/bin/env python3
"""Fail the Nth allocation for N = 1, 2, 3 ... until a script completes.

  run_alloc_fail.py PYSAFE FILE...      (PYSAFE built with -Dalloc_fail=true)

Every run must end cleanly: either the script's normal output, or a
memory-limit LimitError as the last line of stderr with exit status 1;
never a crash, a hang, or a sanitizer report. SQLite's habit, applied to
the parser, the compiler and the interpreter alike. The closing line is
"N passed, N failed".

This is the slow, whole-command check (one process per N: sandbox
creation from PS_ALLOC_FAIL_AT, the CLI's own report of the limit), run
over tests/allocfail/mixed.py only. The sweep over every lang test runs in
process: tests/allocfail/sweep.c (allocfail-sweep), which says which N CI
tries and how to try them all.
"""
import os
import subprocess
import sys


def main():
    pysafe, files = sys.argv[1], sys.argv[2:]
    passed = failed = 0
    for f in files:
        ok = True
        n = 1
        while True:
            env = dict(os.environ, PS_ALLOC_FAIL_AT=str(n))
            p = subprocess.run([pysafe, f], capture_output=True, env=env, timeout=60)
            err = p.stderr.decode("utf-8", "replace")
            if "Sanitizer" in err or "runtime error" in err or p.returncode < 0:
                print(f"FAIL {f}: allocation {n}: status {p.returncode}\n{err[-1500:]}")
                ok = False
                break
            if p.returncode == 0:
                break
            last = err.strip().splitlines()[-1] if err.strip() else ""
            if "memory limit exceeded" not in last and "cannot create a sandbox" not in last:
                print(f"FAIL {f}: allocation {n}: unexpected error: {last}")
                ok = False
                break
            n += 1
            if n > 20000:
                print(f"FAIL {f}: never completed")
                ok = False
                break
        if ok:
            passed += 1
            print(f"ok   {f} ({n - 1} failure points)")
        else:
            failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
