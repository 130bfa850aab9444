"""Shared pieces of bench/run, bench/startup and bench/callgrind.

Kept out of bench/ itself because every bench/*.py there is a benchmark
script that the runner picks up.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

LIB = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(LIB)
ROOT = os.path.dirname(BENCH)

DEFAULT_PYSAFE = os.path.join(ROOT, "build", "cli", "pysafe")

# Monty is installed from npm into the git-ignored bench/.monty, in two
# prefixes because the two halves we need come at different versions: the
# in-process JS package (@pydantic/monty, latest 0.0.18, whose native addon
# is the 0.0.18 platform package) and the standalone `monty` command, which
# only the newer platform package (0.0.23) ships. Versions are pinned so that
# figures taken on different days compare the same Monty; bump them here.
MONTY_DIR = os.path.join(BENCH, ".monty")
MONTY_JS_SPEC = "@pydantic/monty@0.0.18"
MONTY_CLI_SPEC = "@pydantic/monty-linux-x64-gnu@0.0.23"
MONTY_JS_PREFIX = os.path.join(MONTY_DIR, "js")
MONTY_CLI_PREFIX = os.path.join(MONTY_DIR, "cli")
MONTY_JS_PKG = os.path.join(MONTY_JS_PREFIX, "node_modules", "@pydantic", "monty")
MONTY_BIN = os.path.join(MONTY_CLI_PREFIX, "node_modules", "@pydantic",
                         "monty-linux-x64-gnu", "monty")

ENGINE_NAMES = ["pysafe", "python3", "monty"]
LABELS = {"pysafe": "pysafe", "python3": "CPython", "monty": "Monty"}

# The scaling convention: each script's work size is the first line of the
# exact form `N = <digits>` at top level; everything else is derived from N.
N_LINE = re.compile(r"^N = (\d+)$", re.M)


class Engine:
    def __init__(self, name, argv, version):
        self.name = name
        self.label = LABELS[name]
        self.argv = argv
        self.version = version


class Run:
    """One process: its wall time, exit status and output."""

    def __init__(self, seconds, rc, stdout, stderr, timed_out=False, cpu=None):
        self.seconds = seconds
        self.cpu = seconds if cpu is None else cpu
        self.rc = rc
        self.stdout = stdout
        self.stderr = stderr
        self.timed_out = timed_out

    def ok(self):
        return not self.timed_out and self.rc == 0


class Outcome:
    """Every run of one engine on one script, and the verdict on them.

    status: ok, mismatch (stdout differs from CPython's), error (non-zero
    exit or killed by a signal), timeout, nondeterministic (CPython's own
    runs disagree: the script is broken), no-reference (CPython failed).
    """

    def __init__(self):
        self.runs = []
        self.status = "ok"
        self.detail = ""

    def add(self, run):
        self.runs.append(run)

    def judge(self, reference, is_reference):
        for r in self.runs:
            if r.timed_out:
                self.status, self.detail = "timeout", f"killed after {r.seconds:.1f} s"
                return
            if r.rc != 0:
                why = f"killed by signal {-r.rc}" if r.rc < 0 else f"exit {r.rc}"
                self.status = "error"
                self.detail = f"{why}: {last_line(r.stderr)}"
                return
        if reference is None:
            self.status, self.detail = "no-reference", "CPython produced no output to compare with"
            return
        for r in self.runs:
            if r.stdout != reference:
                self.status = "nondeterministic" if is_reference else "mismatch"
                self.detail = first_difference(reference, r.stdout)
                return

    def best(self, clock="cpu"):
        if self.status != "ok" or not self.runs:
            return None
        return min(r.cpu if clock == "cpu" else r.seconds for r in self.runs)

    def cell(self, quick, clock="cpu"):
        if self.status != "ok":
            return self.status
        return "ok" if quick else f"{self.best(clock):.3f}"


def last_line(text):
    lines = [ln for ln in text.decode("utf-8", "replace").splitlines() if ln.strip()]
    return lines[-1][:200] if lines else "(no stderr)"


def first_difference(want, got):
    a = want.decode("utf-8", "replace").splitlines()
    b = got.decode("utf-8", "replace").splitlines()
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<end of output>"
        y = b[i] if i < len(b) else "<end of output>"
        if x != y:
            return f"line {i + 1}: expected {x[:80]!r}, got {y[:80]!r}"
    return "outputs differ (line endings?)"


def run_once(argv, path, timeout):
    """Run `argv path`; wall and CPU (user + sys) seconds of the child.

    CPU time comes from wait4() on this very child. On a machine shared with
    other jobs the wall time includes the time spent waiting for a core,
    which the CPU time does not; every engine here is single-threaded, so on
    an idle machine the two agree. Output goes to files, not pipes, so the
    child can be reaped with wait4() rather than by subprocess.
    """
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        p = subprocess.Popen(argv + [path], stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        killed = []

        def kill():
            killed.append(True)
            p.kill()
        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            _, status, usage = os.wait4(p.pid, 0)
        finally:
            timer.cancel()
        wall = time.perf_counter() - start
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return Run(wall, p.returncode, out.read(), err.read(), timed_out=bool(killed),
                   cpu=usage.ru_utime + usage.ru_stime)


def select_scripts(names):
    everything = sorted(f for f in os.listdir(BENCH) if f.endswith(".py"))
    if not names:
        return [os.path.join(BENCH, f) for f in everything]
    chosen = []
    for n in names:
        f = os.path.basename(n)
        f = f if f.endswith(".py") else f + ".py"
        if f not in everything:
            raise ValueError(f"no benchmark script {f} in bench/ (have: "
                             + ", ".join(x[:-3] for x in everything) + ")")
        chosen.append(os.path.join(BENCH, f))
    return chosen


def scaled_copy(path, scale, directory):
    """Copy a script into directory with its `N = <int>` line scaled."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = N_LINE.search(text)
    if not m:
        raise ValueError(f"{os.path.basename(path)} has no top-level `N = <int>` line to scale")
    n = max(1, round(int(m.group(1)) * scale))
    text = text[:m.start()] + f"N = {n}" + text[m.end():]
    out = os.path.join(directory, os.path.basename(path))
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    return out


def version_of(argv, fallback):
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           stdin=subprocess.DEVNULL, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return fallback
    text = p.stdout.decode("utf-8", "replace").strip()
    if p.returncode != 0 or not text:
        return fallback
    return text.splitlines()[0]


def git_revision(where):
    try:
        p = subprocess.run(["git", "-C", where, "rev-parse", "--short", "HEAD"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=10)
        return p.stdout.decode().strip() or "unknown revision"
    except (OSError, subprocess.TimeoutExpired):
        return "unknown revision"


def real_python3():
    """The python3 on PATH as the interpreter itself: a version manager's
    shim (pyenv's is a shell script) would add most of a second to every
    CPython run and make every ratio against it wrong."""
    exe = shutil.which("python3")
    if exe is None:
        return None
    try:
        out = subprocess.run([exe, "-I", "-S", "-c", "import sys; print(sys.executable)"],
                             stdout=subprocess.PIPE, timeout=60, check=True).stdout.decode().strip()
    except (OSError, subprocess.SubprocessError):
        return exe
    return out if out and os.access(out, os.X_OK) else exe


def find_engines(wanted, pysafe_path, monty_path):
    """The engines that can run here, and pysafe's state ('ok' or why not)."""
    engines = []
    pysafe_state = "not requested"
    for name in wanted:
        if name == "python3":
            exe = real_python3()
            if exe is None:
                sys.exit("bench: python3 is not on PATH; it is the reference")
            engines.append(Engine(name, [exe, "-I", "-S"],
                                  version_of([exe, "--version"], "python3")))
        elif name == "pysafe":
            if os.path.isfile(pysafe_path) and os.access(pysafe_path, os.X_OK):
                pysafe_state = "ok"
                v = version_of([pysafe_path, "--version"], None)
                # The CLI runs under the host API's safe budgets (64 MiB,
                # 200M instructions, 10 s); benchmarks measure speed, not
                # the budgets, so they lift them.
                engines.append(Engine(name, [os.path.abspath(pysafe_path), "--max-memory", "2G",
                                             "--max-instructions", "0", "--timeout", "0"],
                                      v or "pysafe, git " + git_revision(
                                          os.path.dirname(os.path.abspath(pysafe_path)))))
            else:
                pysafe_state = "not built"
        elif name == "monty":
            if os.path.isfile(monty_path) and os.access(monty_path, os.X_OK):
                engines.append(Engine(name, [os.path.abspath(monty_path)],
                                      version_of([monty_path, "--version"], "monty")))
    return engines, pysafe_state


def install_monty():
    """npm-install both halves of Monty into bench/.monty unless present."""
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("bench: --with-monty needs npm")
    for prefix, spec, probe in ((MONTY_CLI_PREFIX, MONTY_CLI_SPEC, MONTY_BIN),
                                (MONTY_JS_PREFIX, MONTY_JS_SPEC, MONTY_JS_PKG)):
        if os.path.exists(probe):
            continue
        os.makedirs(prefix, exist_ok=True)
        print(f"installing {spec} into {os.path.relpath(prefix, ROOT)}", flush=True)
        p = subprocess.run([npm, "install", "--no-audit", "--no-fund", "--no-save",
                            "--prefix", prefix, spec])
        if p.returncode != 0 or not os.path.exists(probe):
            sys.exit(f"bench: npm install {spec} failed")


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


def loadavg():
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"
