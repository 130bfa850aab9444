#!/usr/bin/env python3
"""Tests of bench/run itself: it must catch what it exists to catch.

A stand-in "pysafe" (a small Python program that runs the script with
python3 and then misbehaves on purpose for chosen scripts) checks that a
wrong output, a non-zero exit and a signal are each reported, excluded
from the ratios and fatal; that a good engine passes; that --require-pysafe
fails without a binary; that --scale rewrites N; and that --markdown
replaces only its own section of the page. Run at a tiny --scale so the
whole file takes a few seconds.
"""

import ast
import os
import subprocess
import sys
import tempfile

LIB = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(LIB)
RUN = os.path.join(BENCH, "run")
sys.path.insert(0, LIB)

import benchlib  # noqa: E402

FAKE = r"""#!/usr/bin/env python3
import os, signal, subprocess, sys
path = sys.argv[-1]  # after the limit flags
name = os.path.basename(path)
out = subprocess.run(["python3", "-I", "-S", path], stdout=subprocess.PIPE).stdout
if name == "fib.py" and MODE == "wrong":
    out = out.replace(b"\n", b" \n", 1)
if name == "loops.py" and MODE == "wrong":
    sys.stderr.write("Traceback (most recent call last):\nZeroDivisionError: division by zero\n")
    sys.exit(1)
if name == "sieve.py" and MODE == "wrong":
    os.kill(os.getpid(), signal.SIGSEGV)
sys.stdout.buffer.write(out)
"""

passed = 0
failed = 0


def check(cond, what, detail=""):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {what}\n{detail}")


def run(*args):
    p = subprocess.run([sys.executable, RUN] + list(args), stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT)
    return p.returncode, p.stdout.decode()


def fake(directory, mode):
    path = os.path.join(directory, f"pysafe-{mode}")
    with open(path, "w") as f:
        f.write(FAKE.replace("MODE", repr(mode)))
    os.chmod(path, 0o755)
    return path


def main():
    with tempfile.TemporaryDirectory() as tmp:
        good, wrong = fake(tmp, "good"), fake(tmp, "wrong")
        scripts = ["fib", "loops", "sieve", "text", "--scale", "0.01"]

        rc, out = run("--quick", "--engines", "python3,pysafe", "--pysafe", good, *scripts)
        check(rc == 0 and "FAIL" not in out, "a faithful engine passes --quick", out)

        rc, out = run("--quick", "--engines", "python3,pysafe", "--pysafe", wrong, *scripts)
        check(rc == 1, "a misbehaving engine fails --quick", out)
        check("FAIL fib under pysafe: mismatch: line 1" in out, "wrong output is a mismatch", out)
        check("FAIL loops under pysafe: error: exit 1: ZeroDivisionError" in out,
              "an uncaught exception is an error with its message", out)
        check("FAIL sieve under pysafe: error: killed by signal 11" in out,
              "a crash is reported as the signal", out)
        check("text under" not in out, "the good script is not reported", out)

        rc, out = run("-n", "2", "--engines", "python3,pysafe", "--pysafe", wrong, *scripts)
        rows = {ln.split()[0]: ln for ln in out.splitlines() if ln.split()[:1] in
                (["fib"], ["text"], ["geometric"])}
        check(rc == 1 and "mismatch" in rows.get("fib", ""), "timed run marks the mismatch", out)
        check("(n=1)" in rows.get("geometric", ""), "only the matching script is in the mean", out)

        rc, out = run("--quick", "--engines", "python3,pysafe", "--pysafe",
                      os.path.join(tmp, "absent"), "fib", "--scale", "0.01")
        check(rc == 0 and "engine pysafe: not built" in out, "absent pysafe is 'not built'", out)
        rc, out = run("--quick", "--require-pysafe", "--pysafe", os.path.join(tmp, "absent"), "fib")
        check(rc == 2, "--require-pysafe fails without the binary", out)
        rc, out = run("--quick", "--engines", "python3", "--timeout", "0.02", "fib")
        check(rc == 1 and "FAIL fib under python3: timeout: killed after" in out,
              "a run past --timeout is killed and fails", out)
        rc, out = run("--quick", "no_such_script")
        check(rc == 2 and "no benchmark script" in out, "an unknown script is refused", out)

        copy = benchlib.scaled_copy(os.path.join(BENCH, "fib.py"), 0.5, tmp)
        with open(os.path.join(BENCH, "fib.py")) as f:
            n = int(benchlib.N_LINE.search(f.read()).group(1))
        with open(copy) as f:
            check(f"\nN = {round(n * 0.5)}\n" in f.read(), "--scale rewrites the N line")

        doc = os.path.join(tmp, "performance.md")
        with open(doc, "w") as f:
            f.write("# Performance\n\nprose kept\n\n<!-- bench/run --markdown: begin -->\nold"
                    "\n<!-- bench/run --markdown: end -->\n\ntail kept\n")
        rc, out = run("-n", "1", "--engines", "python3", "--markdown", "--doc", doc,
                      "fib", "--scale", "0.01")
        with open(doc) as f:
            text = f.read()
        check(rc == 0 and "prose kept" in text and "tail kept" in text and "\nold\n" not in text
              and "| fib |" in text and "without pysafe" in text,
              "--markdown replaces only its section", text)

    # Every script keeps to the language pysafe runs today (classes yes;
    # no generators, with, match, imports but of the sandbox's own modules)
    # and to the N convention.
    banned = {ast.Import: "import", ast.ImportFrom: "import",
              ast.Yield: "yield", ast.YieldFrom: "yield", ast.GeneratorExp: "generator",
              ast.With: "with", ast.Match: "match", ast.AsyncFunctionDef: "async",
              ast.Await: "await"}
    sandbox_modules = {"json", "math", "re", "datetime"}

    def allowed_import(node):
        if isinstance(node, ast.Import):
            return all(a.name.split(".")[0] in sandbox_modules for a in node.names)
        if isinstance(node, ast.ImportFrom):
            return (node.module or "").split(".")[0] in sandbox_modules
        return False
    for name in sorted(os.listdir(BENCH)):
        if not name.endswith(".py"):
            continue
        with open(os.path.join(BENCH, name)) as f:
            src = f.read()
        check(benchlib.N_LINE.search(src) is not None, f"{name} has an `N = <int>` line")
        check(len(src.splitlines()) <= 100, f"{name} stays short")
        used = sorted({banned[type(node)] for node in ast.walk(ast.parse(src))
                       if type(node) in banned and not allowed_import(node)})
        check(not used, f"{name} keeps to the core language", f"uses {used}")

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
