#!/usr/bin/env python3
"""Run one tests/security technique file against the real `pysafe` command.

    run_security.py --pysafe EXE --kind escape|exhaustion [--sanitized] FILE

A technique file is a Python script with header comments:

    # technique: what it tries (required)
    # source: where the technique was published (required for escapes)
    # expect-error: TEXT      the last stderr line starts with TEXT; several
                              lines are alternatives
    # expect: LINE            stdout, line by line (exactly)
    # expect-ok               the script must finish with status 0
    # needs: class            a construct or method (one per line) pysafe may not have yet: while it
                              answers "pysafe does not support 'class' yet"
                              (or the last stderr line contains the text, for
                              a missing method), the test is skipped (exit
                              77), not passed
    # expect-any              any clean end: a result, an exception or a limit
    # generate: PY-EXPR       the script run is this python3 expression's
                              value, not the file (huge or deeply nested
                              source without a huge file in the tree)
    # args: --flag=...        extra pysafe arguments (most files use none:
                              the defaults are what is under test)

Every run is checked for:
  - no signal and no sanitizer report (exit status 0, 1, or 3 for a limit
    error; nothing like
    "AddressSanitizer" or "runtime error:" on stderr);
  - escape: nothing of the host in the output: not the canary environment
    variable nor the canary file next to it (the child runs in a fresh
    directory holding that file), no new file in that directory, and the
    same output on a second run (addresses move between runs with ASLR,
    so any printed address shows up as a difference);
  - exhaustion: under 10 s of wall time and 1 GiB of peak RSS (the child's
    rusage), as the default limits promise. The figures are printed. When
    the machine's load average exceeds its cores, CPU time stands in for
    wall time (the wall clock then measures the run queue).
    In a sanitizer build the clock and RSS bounds are relaxed (ASan's shadow
    memory and slowdown are not pysafe's), everything else holds.
"""
import argparse
import os
import re
import shutil
import signal
import sys
import tempfile
import time

CANARY_ENV = "PYSAFE_SECURITY_CANARY"
CANARY_FILE = "secret.txt"
WALL_LIMIT = 10.0
RSS_LIMIT_KIB = 1 << 20  # 1 GiB
SKIP = 77


def parse(path):
    d = {"technique": None, "source": None, "errors": [], "expect": None,
         "ok": False, "any": False, "needs": [], "args": [], "generate": None}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"\s*#\s*(technique|source|expect-error|expect|needs|args|generate):\s?(.*?)\s*$", line)
            if m:
                key, val = m.groups()
                if key == "technique":
                    d["technique"] = val
                elif key == "source":
                    d["source"] = val
                elif key == "expect-error":
                    d["errors"].append(val)
                elif key == "expect":
                    d["expect"] = (d["expect"] or []) + [val]
                elif key == "needs":
                    d["needs"].append(val)
                elif key == "args":
                    d["args"] += val.split()
                elif key == "generate":
                    d["generate"] = val
            elif re.match(r"\s*#\s*expect-ok\s*$", line):
                d["ok"] = True
            elif re.match(r"\s*#\s*expect-any\s*$", line):
                d["any"] = True
    return d


def run(cmd, cwd, env, hard_timeout):
    """Run cmd; return (status or -signal, stdout, stderr, wall s, maxrss KiB)."""
    out = tempfile.TemporaryFile()
    err = tempfile.TemporaryFile()
    t0 = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.chdir(cwd)
            os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
            os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            os.setpgid(0, 0)
            os.execve(cmd[0], cmd, env)
        finally:
            os._exit(127)
    killed = False
    while True:
        wpid, status, ru = os.wait4(pid, os.WNOHANG)
        if wpid:
            break
        if time.monotonic() - t0 > hard_timeout and not killed:
            os.killpg(pid, signal.SIGKILL)
            killed = True
        time.sleep(0.005)
    wall = time.monotonic() - t0
    code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    def read(f):
        f.seek(0)
        data = f.read(1 << 20)  # a flood is checked on its first MiB
        f.seek(0, 2)
        return data.decode("utf-8", "replace"), f.tell()
    o, olen = read(out)
    e, _ = read(err)
    return code, o, olen, e, wall, ru.ru_maxrss, killed, ru.ru_utime + ru.ru_stime


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pysafe", required=True)
    ap.add_argument("--kind", choices=["escape", "exhaustion"], required=True)
    ap.add_argument("--sanitized", action="store_true")
    ap.add_argument("file")
    a = ap.parse_args()
    spec = parse(a.file)
    fails = []
    if not spec["technique"]:
        fails.append("no '# technique:' line")
    if a.kind == "escape" and not spec["source"]:
        fails.append("no '# source:' line")
    if not (spec["errors"] or spec["expect"] is not None or spec["ok"] or spec["any"]):
        fails.append("no expectation ('# expect-error:', '# expect:' or '# expect-ok')")
    if fails:
        print("\n".join(fails))
        return 1

    pysafe = os.path.abspath(a.pysafe)
    script = os.path.abspath(a.file)
    canary = "canary-%d-%s" % (os.getpid(), os.urandom(6).hex())
    env = {"PATH": "/usr/bin:/bin", CANARY_ENV: canary, "HOME": "/nonexistent-" + canary}
    for k in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"):
        if k in os.environ:
            env[k] = os.environ[k]
    hard = 120.0 if a.sanitized else 30.0
    runs = 2 if a.kind == "escape" else 1
    results = []
    with tempfile.TemporaryDirectory(prefix="pysafe-sec-") as tmp:
        with open(os.path.join(tmp, CANARY_FILE), "w") as f:
            f.write(canary + "\n")
        if spec["generate"]:
            script = os.path.join(tmp, "generated.py")
            with open(script, "w", encoding="utf-8") as f:
                f.write(eval(spec["generate"]))
        for _ in range(runs):
            results.append(run([pysafe] + spec["args"] + [script], tmp, env, hard))
        extra = sorted(set(os.listdir(tmp)) - {CANARY_FILE, "generated.py"})
        if extra:
            fails.append("the script created files: %s" % extra)

    code, out, olen, err, wall, rss, killed, cpu = results[0]
    lines = err.rstrip("\n").split("\n")
    last = lines[-1] if err.strip() else ""
    print("technique: %s" % spec["technique"])
    if spec["source"]:
        print("source: %s" % spec["source"])
    load = os.getloadavg()[0]
    print("exit %d, %.2f s wall, %.2f s CPU, %.1f MiB peak RSS, %d bytes of output (load %.1f)"
          % (code, wall, cpu, rss / 1024, olen, load))
    print("last stderr line: %s" % last)

    for n in spec["needs"]:
        if "pysafe does not support '%s'" % n in last or n in last:
            print("SKIP: pysafe does not have %s yet" % n)
            return SKIP

    if killed:
        fails.append("did not end within %.0f s: killed" % hard)
    if code < 0 or code >= 128:
        fails.append("ended by a signal or status >= 128 (%d)" % code)
    elif code not in (0, 1, 3):
        fails.append("exit status %d (pysafe exits 0, 1, or 3 for a limit, on a script)" % code)
    if re.search(r"AddressSanitizer|LeakSanitizer|runtime error:|Segmentation|Assertion .* failed|abort", err):
        fails.append("sanitizer or crash report on stderr")
    if spec["any"]:
        pass
    elif spec["errors"]:
        # The CLI exits 3 on a limit error (one line on stderr), 1 on an
        # uncaught exception (docs/pysafe.1).
        want = 3 if last.startswith("pysafe.LimitError") else 1
        if code != want or not any(last.startswith(e) for e in spec["errors"]):
            fails.append("expected the last stderr line to start with one of %r" % spec["errors"])
    elif spec["ok"] and code != 0:
        fails.append("expected success, got status %d" % code)
    if spec["expect"] is not None and out.rstrip("\n").split("\n") != spec["expect"]:
        if not (spec["expect"] == [""] and out == ""):
            fails.append("stdout differs:\n--- expected\n%s\n--- got\n%s" % ("\n".join(spec["expect"]), out[:2000]))

    if a.kind == "escape":
        for r in results:
            if canary in r[1] or canary in r[3]:
                fails.append("the canary (environment variable or file) reached the output")
                break
        if (results[0][0], results[0][1], results[0][3]) != (results[1][0], results[1][1], results[1][3]):
            fails.append("output differs between two runs (a host address?):\n%s\n---\n%s"
                         % (results[0][1][:500] + results[0][3][-500:], results[1][1][:500] + results[1][3][-500:]))
    else:
        if not a.sanitized:
            # On a machine busier than its cores, wall time measures the
            # queue, not pysafe: then the CPU time is held to the bound.
            busy = load > (os.cpu_count() or 1)
            if (cpu if busy else wall) > WALL_LIMIT:
                fails.append("took %.2f s of %s time (limit %.0f s)" % (cpu if busy else wall, "CPU" if busy else "wall", WALL_LIMIT))
            if rss > RSS_LIMIT_KIB:
                fails.append("peak RSS %.1f MiB (limit 1024 MiB)" % (rss / 1024))
        if code == 1 and not last:
            fails.append("failed without saying why")

    if fails:
        print("stderr (tail):\n" + "\n".join(lines[-8:]))
        print("FAIL:\n  " + "\n  ".join(fails))
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
