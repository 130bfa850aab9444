"""The REPL, typed into for real through a pseudo-terminal: a multi-line
function, calling it, expression echo, state between inputs, an error, an
interrupted `while True: pass`, history, Ctrl-D."""
import os
import pty
import re
import select
import tempfile
import time

from common import PYSAFE, check, finish

home = tempfile.mkdtemp(prefix="pysafe-repl-")
pid, fd = pty.fork()
if pid == 0:
    os.environ["HOME"] = home
    os.environ["TERM"] = "dumb"
    os.execv(PYSAFE, [PYSAFE, "--max-instructions", "0", "--timeout", "60s"])

buf = b""


def read_until(pattern, timeout=10):
    """Read the terminal until pattern (a regex) matches what came since the
    last call; returns that text (ANSI escapes removed)."""
    global buf
    end = time.time() + timeout
    while True:
        text = re.sub(rb"\x1b\[[0-9;?]*[A-Za-z]|\r", b"", buf).decode("utf-8", "replace")
        m = re.search(pattern, text)
        if m:
            buf = b""
            return text
        left = end - time.time()
        if left <= 0:
            return None
        r, _, _ = select.select([fd], [], [], left)
        if r:
            try:
                data = os.read(fd, 4096)
            except OSError:
                return None
            if not data:
                return None
            buf += data


def send(line):
    # libedit switches the terminal mode after printing the prompt, which
    # may drop keys typed ahead of it: type at a (fast) human pace.
    time.sleep(0.05)
    os.write(fd, line.encode() + b"\r")


def step(line, pattern, what):
    send(line)
    out = read_until(pattern)
    check(out is not None, what, f"typed {line!r}, waited for {pattern!r}, got {buf[-300:]!r}")
    return out or ""


check(read_until(r">>> $") is not None, "first prompt", repr(buf))
step("def sq(x):", r"\.\.\. $", "a block header asks for more")
step("    y = x * x", r"\.\.\. $", "the block goes on")
step("    return y", r"\.\.\. $", "until an empty line")
step("", r">>> $", "an empty line ends the block")
out = step("sq(12)", r"144\n>>> $", "the expression's repr is echoed")
out = step("total = sq(3) + 1", r">>> $", "an assignment echoes nothing")
check("total" in out and "\n10" not in out, "no echo for a statement", out)
step("total", r"\n10\n>>> $", "state kept between inputs")
out = step("None", r">>> $", "None is not echoed")
check(out.strip().splitlines()[-2:-1] == ["None"] or "None\nNone" not in out, "None not echoed", out)
step("'a' * 3", r"'aaa'\n>>> $", "repr, not str")
step("print('hi')", r"\nhi\n>>> $", "print")
out = step("1 / 0", r"ZeroDivisionError: division by zero\n>>> $", "an error is shown")
check("Traceback (most recent call last):" in out and 'File "<stdin>", line 1' in out,
      "the error's traceback", out)
step("x = (1,", r"\.\.\. $", "an open bracket asks for more")
step("2)", r">>> $", "and runs once closed")
step("x", r"\(1, 2\)\n>>> $", "the bracketed value")
out = step("1 + * 2", r">>> $", "a syntax error returns to the prompt")
check("SyntaxError: invalid syntax" in out, "the syntax error is shown", out)
out = step("if x y:", r">>> $", "a broken block header is an error at once")
check("SyntaxError" in out, "the header's syntax error is shown", out)
step("while True: pass", r"\.\.\. $", "a loop header")
send("")
time.sleep(0.5)
os.write(fd, b"\x03")  # Ctrl-C
check(read_until(r"KeyboardInterrupt\n>>> $") is not None, "Ctrl-C interrupts a running statement",
      repr(buf[-300:]))
step("sq(total)", r"\n100\n>>> $", "the REPL and its state survive the interrupt")
send("unfinished = (")
time.sleep(0.2)
os.write(fd, b"\x03")
check(read_until(r">>> $") is not None, "Ctrl-C at a prompt drops the input", repr(buf[-200:]))
step("1 + 1", r"\n2\n>>> $", "a fresh input after Ctrl-C")


def wait_exit(pid, fd):
    """Wait for the child, reading the terminal meanwhile (a child blocked
    writing to a full terminal would never exit); (status, what it wrote)."""
    seen = b""
    end = time.time() + 20
    next_eof = time.time() + 3
    while time.time() < end:
        if time.time() > next_eof:  # a Ctrl-D lost to the mode switch: press it again
            os.write(fd, b"\x04")
            next_eof = time.time() + 3
        r, st = os.waitpid(pid, os.WNOHANG)
        if r == pid:
            return st, seen.decode("utf-8", "replace")
        if select.select([fd], [], [], 0.05)[0]:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                pass
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    return None, seen.decode("utf-8", "replace")


time.sleep(0.1)
os.write(fd, b"\x04")  # Ctrl-D
status, tail = wait_exit(pid, fd)
check(status is not None and os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0,
      "Ctrl-D exits with status 0", f"{status} {tail[-3000:]}")
hist = os.path.join(home, ".pysafe_history")
# (libedit's file escapes spaces, so look for an input without one)
check(os.path.exists(hist) and "sq(12)" in open(hist, errors="replace").read(),
      "history saved under $HOME")

# History that cannot be written is not an error.
pid, fd = pty.fork()
if pid == 0:
    os.environ["HOME"] = "/nonexistent/dir"
    os.execv(PYSAFE, [PYSAFE])
buf = b""
check(read_until(r">>> $") is not None, "prompt with an unwritable HOME")
step("6 * 7", r"\n42\n>>> $", "works with an unwritable HOME")
time.sleep(0.1)
os.write(fd, b"\x04")
st, tail = wait_exit(pid, fd)
check(st is not None and os.WIFEXITED(st) and os.WEXITSTATUS(st) == 0,
      "exit 0 with an unwritable history file", f"{st} {tail[-3000:]}")

# libedit is loaded when the prompt opens; where it cannot be (here a file
# that is not a library stands first on the search path), the prompt reads
# plain lines and still runs blocks, shows errors and takes Ctrl-C.
noedit = tempfile.mkdtemp(prefix="pysafe-repl-noedit-")
with open(os.path.join(noedit, "libedit.so.2"), "w") as f:
    f.write("not a library\n")
pid, fd = pty.fork()
if pid == 0:
    os.environ["HOME"] = home
    os.environ["LD_LIBRARY_PATH"] = noedit
    os.execv(PYSAFE, [PYSAFE, "--max-instructions", "0", "--timeout", "60s"])
buf = b""
check(read_until(r">>> $") is not None, "prompt without libedit", repr(buf))
step("def inc(a):", r"\.\.\. $", "without libedit: a block header asks for more")
step("    return a + 1", r"\.\.\. $", "without libedit: the block goes on")
step("", r">>> $", "without libedit: an empty line ends the block")
step("inc(41)", r"\n42\n>>> $", "without libedit: the value is echoed")
out = step("1 / 0", r"ZeroDivisionError: division by zero\n>>> $", "without libedit: an error is shown")
step("while True: pass", r"\.\.\. $", "without libedit: a loop header")
send("")
time.sleep(0.5)
os.write(fd, b"\x03")
check(read_until(r"KeyboardInterrupt\n>>> $") is not None, "without libedit: Ctrl-C interrupts",
      repr(buf[-300:]))
send("unfinished = (")
time.sleep(0.2)
os.write(fd, b"\x03")
check(read_until(r"KeyboardInterrupt\n>>> $") is not None, "without libedit: Ctrl-C at the prompt",
      repr(buf[-300:]))
step("inc(1)", r"\n2\n>>> $", "without libedit: a fresh input after Ctrl-C")
time.sleep(0.1)
os.write(fd, b"\x04")
st, tail = wait_exit(pid, fd)
check(st is not None and os.WIFEXITED(st) and os.WEXITSTATUS(st) == 0,
      "without libedit: Ctrl-D exits with status 0", f"{st} {tail[-3000:]}")
finish()
