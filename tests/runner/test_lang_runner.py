#!/usr/bin/env python3
"""Feed tests/run_lang.py files it must accept and files it must reject.

The stand-in interpreters are python3 itself (which must pass every correct
file) and a broken one that prints the wrong thing (which must fail them).
"""
import os
import stat
import subprocess
import sys
import tempfile

RUNNER = sys.argv[1]
passed = failed = 0


def write(d, name, text, mode=0o644):
    p = os.path.join(d, name)
    with open(p, "w") as f:
        f.write(text)
    os.chmod(p, mode)
    return p


def runner(*args):
    p = subprocess.run([sys.executable, RUNNER, *args], capture_output=True,
                       text=True)
    return p.returncode, p.stdout


def expect(what, got_code, want_code, out):
    global passed, failed
    if got_code == want_code:
        passed += 1
        print(f"ok   {what}")
    else:
        failed += 1
        print(f"FAIL {what}: exit {got_code}, wanted {want_code}\n{out}")


with tempfile.TemporaryDirectory() as d:
    good_py = write(d, "fake_good", "#!/bin/sh\n"
                    "while [ \"${1#-}\" != \"$1\" ]; do shift; done\n"
                    f"exec {sys.executable} -I -S \"$@\"\n", 0o755)
    bad_py = write(d, "fake_bad", "#!/bin/sh\necho wrong\nexit 0\n", 0o755)

    ok = write(d, "ok.py", "print(1 + 1)  # expect: 2\nprint('a')\n"
               "# expect: a\n")
    wrong = write(d, "wrong.py", "print(3)\n# expect: 4\n")
    short = write(d, "short.py", "print(1)\nprint(2)\n# expect: 1\n")
    err_ok = write(d, "err_ok.py", "print('x')  # expect: x\n{}['k']\n"
                   "# expect-error: KeyError: 'k'\n")
    err_bad = write(d, "err_bad.py", "1 / 0\n"
                    "# expect-error: ZeroDivisionError: wrong text\n")
    err_unexpected = write(d, "err_unexpected.py", "print(1)  # expect: 1\n"
                           "raise ValueError('boom')\n")
    diff = write(d, "diff.py", "for i in range(3):\n    print(i * i)\n")
    only = write(d, "only.py", "# pysafe-only\nprint(1)  # expect: 1\n")

    for mode in (["--cpython"], ["--pysafe", good_py]):
        tag = mode[0]
        expect(f"{tag} accepts matching expectations", runner(*mode, ok)[0],
               0, "")
        expect(f"{tag} accepts a matching expect-error",
               runner(*mode, err_ok)[0], 0, "")
        for bad in (wrong, short, err_bad, err_unexpected):
            code, out = runner(*mode, bad)
            expect(f"{tag} rejects {os.path.basename(bad)}", code, 1, out)

    code, out = runner("--cpython", only)
    expect("--cpython skips a pysafe-only file (exit 77)", code, 77, out)
    code, out = runner("--pysafe", good_py, diff)
    expect("differential file passes when output equals python3's", code, 0,
           out)
    code, out = runner("--pysafe", bad_py, diff)
    expect("differential file fails when output differs", code, 1, out)
    code, out = runner("--pysafe", bad_py, ok)
    expect("expectations fail against a wrong interpreter", code, 1, out)
    code, out = runner("--pysafe", good_py, ok, wrong)
    expect("one failing file fails the whole run", code, 1, out)
    expect("the closing line counts both", 0 if "1 passed, 1 failed" in out
           else 1, 0, out)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
