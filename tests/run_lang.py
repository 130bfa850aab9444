#!/usr/bin/env python3
"""Run tests/lang/**/*.py under pysafe (or under CPython) and check them.

A test file states what it expects in comments that CPython ignores, so the
same file runs unchanged under both interpreters:

  # expect: TEXT            the stdout lines, in order (all of stdout)
  # expect-error: T: msg    the last stderr line of an uncaught exception,
                            and exit code 1 (3 for "pysafe.LimitError: ...",
                            a budget running out: see docs/pysafe.1)
  # pysafe-only             sandbox behaviour CPython does not share (limits,
                            forbidden names); skipped under --cpython
  # args: --flag ...        extra command-line flags for pysafe (split as a
                            shell would; PYSAFE_PYTHON in the environment
                            names the python3 the tests use)

PYSAFE_ORACLE_CACHE in the environment names a folder where python3's answers
for differential files are kept between runs (CI sets it so that the
gc_stress stage reuses the plain stage's answers).

PYSAFE_TEST_ARGS in the environment holds flags given to pysafe before a
file's own (CI's gc_stress+ASan build sets "--timeout 0": a collection at
every safepoint under ASan makes the 5 s wall-time default the limit that
stops a test first, instead of the one it checks).

A file with no expect lines is differential: its stdout and exit code under
pysafe must equal python3's (and, on an uncaught exception, the last stderr
line too).

  run_lang.py --pysafe BUILD/cli/pysafe FILE...   check pysafe
  run_lang.py --cpython FILE...                   check the expectations against
                                             python3 itself
  run_lang.py --jobs 2 --pysafe PATH FILE...      check two files at a time
                                             (one runner for a whole suite)

The closing line is "N passed, N failed"; the exit code is 1 on any failure,
and 77 (meson's "skipped") when every file given was skipped.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

PY = [os.environ.get("PYSAFE_PYTHON", sys.executable), "-I", "-S"]
TIMEOUT = float(os.environ.get("PYSAFE_TEST_TIMEOUT", "60"))
EXTRA_ARGS = shlex.split(os.environ.get("PYSAFE_TEST_ARGS", ""))

EXPECT_RE = re.compile(r"#\s*expect:\s?(.*)$")
EXPECT_ERROR_RE = re.compile(r"#\s*expect-error:\s*(.*?)\s*$")
ARGS_RE = re.compile(r"#\s*args:\s*(.*?)\s*$")


class Spec:
    def __init__(self, path):
        self.path = path
        self.stdout = []
        self.error = None
        self.pysafe_only = False
        self.args = []
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            for line in f:
                line = line.rstrip("\n")
                m = EXPECT_RE.search(line)
                if m:
                    self.stdout.append(m.group(1))
                    continue
                m = EXPECT_ERROR_RE.search(line)
                if m:
                    self.error = m.group(1)
                    continue
                m = ARGS_RE.search(line)
                if m:
                    self.args = shlex.split(m.group(1))
                    continue
                if re.search(r"#\s*pysafe-only\b", line):
                    self.pysafe_only = True

    @property
    def differential(self):
        return not self.stdout and self.error is None


# A tool provider a test starts (`# args: --tools-cmd '${PYSAFE_PYTHON:-python3} ...'`)
# runs the interpreter the tests use, not whatever python3 PATH finds first.
CHILD_ENV = dict(os.environ, PYSAFE_PYTHON=PY[0])


def run(cmd, cwd):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=TIMEOUT, env=CHILD_ENV)
    except subprocess.TimeoutExpired:
        return None
    out = p.stdout.decode("utf-8", "replace")
    err = p.stderr.decode("utf-8", "replace")
    return p.returncode, out, err


def last_line(text):
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1] if lines else ""


def check_expectations(spec, result, who):
    """Return a list of problems comparing result with spec's comments."""
    code, out, err = result
    problems = []
    got = out.splitlines()
    if got != spec.stdout:
        problems.append(diff_lines(spec.stdout, got, "expected stdout",
                                   who + " stdout"))
    if spec.error is not None:
        want_code = 3 if spec.error.startswith("pysafe.LimitError:") else 1
        if code != want_code:
            problems.append(f"expected exit code {want_code}, {who} gave {code}")
        if last_line(err) != spec.error:
            problems.append(f"expected error: {spec.error}\n"
                            f"{who} stderr ends: {last_line(err)}")
    elif code != 0:
        problems.append(f"{who} exited {code}:\n{err[-2000:]}")
    return problems


def cpython_result(spec, cwd):
    """python3's (exit code, stdout, stderr) for a differential file.

    With PYSAFE_ORACLE_CACHE naming a folder, the answer is kept there under
    a hash of python3's path and the file's bytes, so a second build checked
    in the same run (CI's plain and gc_stress stages) does not run python3
    again. A timeout is never kept."""
    cache = os.environ.get("PYSAFE_ORACLE_CACHE")
    key = None
    if cache:
        # imported here: each meson test starts this runner afresh, and
        # these imports would add a tenth to every start
        import hashlib
        import json
        with open(spec.path, "rb") as f:
            key = hashlib.sha256(PY[0].encode() + b"\0" + f.read()).hexdigest()
        try:
            with open(os.path.join(cache, key + ".json"), encoding="utf-8") as f:
                return tuple(json.load(f))
        except (OSError, ValueError):
            pass
    expected = run(PY + [os.path.basename(spec.path)], cwd)
    if expected is not None and key:
        os.makedirs(cache, exist_ok=True)
        tmp = os.path.join(cache, f"{key}.{os.getpid()}.tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(list(expected), f)
        os.replace(tmp, os.path.join(cache, key + ".json"))
    return expected


def compare_with_cpython(spec, result, cwd):
    expected = cpython_result(spec, cwd)
    if expected is None:
        return ["python3 timed out"]
    ecode, eout, eerr = expected
    code, out, err = result
    problems = []
    if out != eout:
        problems.append(diff_lines(eout.splitlines(), out.splitlines(),
                                   "python3 stdout", "pysafe stdout"))
    if code != ecode:
        problems.append(f"exit code: python3 {ecode}, pysafe {code}\n"
                        f"pysafe stderr: {err[-2000:]}")
    elif ecode != 0 and last_line(err) != last_line(eerr):
        problems.append(f"last stderr line differs:\n  python3: "
                        f"{last_line(eerr)}\n  pysafe:  {last_line(err)}")
    return problems


def diff_lines(want, got, wname, gname):
    n = max(len(want), len(got))
    for i in range(n):
        w = want[i] if i < len(want) else "<missing>"
        g = got[i] if i < len(got) else "<missing>"
        if w != g:
            return (f"first difference at line {i + 1}:\n  {wname}: {w!r}\n"
                    f"  {gname}: {g!r}")
    return f"{wname} and {gname} differ"


def check_file(path, args):
    spec = Spec(path)
    cwd = os.path.dirname(os.path.abspath(path)) or "."
    name = os.path.basename(path)
    if args.cpython:
        if spec.pysafe_only:
            return "skip", []
        if spec.differential:
            # Nothing to check against CPython but that it runs at all.
            return "skip", []
        result = run(PY + [name], cwd)
        if result is None:
            return "fail", ["python3 timed out"]
        problems = check_expectations(spec, result, "python3")
    else:
        result = run([args.pysafe] + EXTRA_ARGS + spec.args + [name], cwd)
        if result is None:
            return "fail", ["pysafe timed out"]
        if spec.differential:
            problems = compare_with_cpython(spec, result, cwd)
        else:
            problems = check_expectations(spec, result, "pysafe")
    return ("fail" if problems else "pass"), problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pysafe", help="path of the pysafe command")
    ap.add_argument("--cpython", action="store_true",
                    help="check the expectations under python3 instead")
    ap.add_argument("--jobs", type=int, default=1,
                    help="check this many files at once (CI's gc_stress stage)")
    ap.add_argument("--summary", metavar="FILE",
                    help='write "PASSED FAILED" to FILE (for .ci/run)')
    ap.add_argument("--files-from", metavar="LIST",
                    help="also check the files named in LIST, one a line")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    if not args.cpython and not args.pysafe:
        ap.error("give --pysafe PATH or --cpython")
    if args.pysafe:
        args.pysafe = os.path.abspath(args.pysafe)
    if args.files_from:
        with open(args.files_from, encoding="utf-8") as f:
            args.files += [line for line in f.read().splitlines() if line]
    if not args.files:
        ap.error("no files to check")

    passed = failed = skipped = 0
    if args.jobs > 1:
        import concurrent.futures
        # Checks run in threads (each waits on its subprocesses) and are
        # reported as they end: one runner for a whole suite instead of one
        # python3 start per file.
        pool = concurrent.futures.ThreadPoolExecutor(args.jobs)
        futures = {pool.submit(check_file, path, args): path for path in args.files}
        results = ((futures[f], f.result())
                   for f in concurrent.futures.as_completed(futures))
    else:
        results = ((path, check_file(path, args)) for path in args.files)
    for path, (status, problems) in results:
        if status == "pass":
            passed += 1
            print(f"ok   {path}")
        elif status == "skip":
            skipped += 1
            print(f"skip {path}")
        else:
            failed += 1
            print(f"FAIL {path}")
            for p in problems:
                print("  " + p.replace("\n", "\n  "))
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    if args.summary:
        with open(args.summary, "w") as f:
            f.write(f"{passed} {failed}\n")
    if failed:
        return 1
    if passed == 0 and skipped:
        return 77
    return 0


if __name__ == "__main__":
    sys.exit(main())
