"""The `pysafe` command run like python3: every flag and exit status.
Where the behaviour is Python's (output, traceback, exit 1), python3 is the
oracle; where it is pysafe's own (limits, dumps, tools), the documented
texts are."""
import json
import os
import tempfile

from common import PY, PYSAFE, SRC, check, finish, run

tmp = tempfile.mkdtemp(prefix="pysafe-cli-")


def script(name, text):
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def same_as_python(what, path, extra=()):
    want = run(PY + [path])
    got = run([PYSAFE, *extra, path])
    check(got == want, f"{what}: same as python3", f"python3: {want}\npysafe:  {got}")


# ---- running like python3 --------------------------------------------------
ok = script("ok.py", "def f(n):\n    return [i * i for i in range(n)]\nprint(f(5), sum(f(100)))\n"
            "print(f'{3.5:>8.2f}|', {'a': (1, 2)}, sep=' / ')\n")
same_as_python("plain script", ok)
exc = script("exc.py", "def g(d):\n    return d['missing']\n\ndef f():\n    print('before')\n"
             "    g({'present': 1})\n\nf()\n")
same_as_python("uncaught exception", exc)
chained = script("chained.py", "try:\n    1 / 0\nexcept ZeroDivisionError as e:\n"
                 "    raise ValueError('bad') from e\n")
same_as_python("chained exception", chained)
syntax = script("syntax.py", "x = (1,\nprint(x\n")
same_as_python("syntax error", syntax)
same_as_python("SystemExit-free exit status 0 with no output", script("empty.py", ""))
# SystemExit ends the script with python3's status and message
for i, src in enumerate(["raise SystemExit", "raise SystemExit(3)", "import sys\nprint('a')\nsys.exit(2)",
                         "import sys\nsys.exit('bye')", "raise SystemExit(None)", "raise SystemExit(-1)",
                         "raise SystemExit(True)", "raise SystemExit(1, 2)", "raise SystemExit(256)",
                         "raise SystemExit([1])", "raise SystemExit(2**70)",
                         "try:\n    raise SystemExit(4)\nfinally:\n    print('fin')",
                         "import sys\ntry:\n    sys.exit(5)\nexcept SystemExit as e:\n    print('caught', e.code)",
                         "def f():\n    raise SystemExit('from f')\nf()"]):
    same_as_python(f"SystemExit {i}: {src.splitlines()[-1]}", script(f"exit{i}.py", src + "\n"))

code, out, err = run([PYSAFE, "-c", "print(6 * 7)"])
want = run(PY + ["-c", "print(6 * 7)"])
check((code, out, err) == want, "-c CODE", f"{(code, out, err)} vs {want}")
code, out, err = run([PYSAFE, "-c", "[][1]"])
want = run(PY + ["-c", "[][1]"])
check((code, out, err) == want, "-c with an exception", f"{(code, out, err)} vs {want}")
code, out, err = run([PYSAFE, "-"], stdin=b"print('from stdin')\n")
check((code, out) == (0, "from stdin\n"), "- reads stdin", f"{code} {out!r} {err!r}")
code, out, err = run([PYSAFE, "-"], stdin=b"x = 1\nx.nope\n")
want = run(PY + ["-"], stdin=b"x = 1\nx.nope\n")
check((code, err) == (want[0], want[2]), "- with a traceback (<stdin>)", f"{err!r} vs {want[2]!r}")
code, out, err = run([PYSAFE], stdin=b"print('piped')\n")
check((code, out) == (0, "piped\n"), "no script, stdin not a terminal: read it", f"{code} {out!r}")

# ---- usage errors: status 2 -------------------------------------------------
for argv, what in [
    (["--no-such-flag", ok], "unknown flag"),
    (["--max-memory", "lots", ok], "bad size"),
    (["--max-memory=12Q", ok], "bad size suffix"),
    (["--timeout", "-1", ok], "negative duration"),
    (["--timeout", "1h", ok], "unknown duration unit"),
    (["--timeout", "2 s", ok], "bad duration"),
    (["--max-instructions", "1.5", ok], "fractional count"),
    (["--max-depth", "0", ok], "depth 0"),
    (["--max-instructions"], "flag without its value"),
    (["-c"], "-c without code"),
    ([ok, ok], "two scripts"),
    (["--input", "x", ok], "--input without ="),
    (["--input", "x=[1,", ok], "--input with bad JSON"),
    (["--input", "x={\"$nope\": 1}", ok], "--input with an unknown tag"),
    (["--dump-ast"], "dump without a script"),
    (["serve", ok], "serve with a script"),
    (["serve", "--stats"], "serve with --stats"),
    (["serve", "--input", "x=1"], "serve with --input"),
]:
    code, out, err = run([PYSAFE, *argv], stdin=b"")
    check(code == 2 and err.startswith("pysafe: "), f"usage error: {what}", f"{code} {err!r}")
code, out, err = run([PYSAFE, os.path.join(tmp, "nope.py")])
pcode, pout, perr = run(PY + [os.path.join(tmp, "nope.py")])
check(code == pcode == 2 and err.split(":", 1)[1] == perr.split(":", 1)[1],
      "missing file: status 2, python3's message", f"{err!r} vs {perr!r}")

# ---- limits: status 3 and one line -------------------------------------------
spin = script("spin.py", "n = 0\nwhile True:\n    n += 1\n")
grow = script("grow.py", "x = []\nwhile True:\n    x.append('abc' * 100)\n")
chatty = script("chatty.py", "while True:\n    print('0123456789')\n")
deep = script("deep.py", "def f(n):\n    return f(n + 1)\nf(0)\n")
for argv, path, line in [
    (["--max-instructions", "10000"], spin, "pysafe.LimitError: instruction limit exceeded (10000 instructions)"),
    (["--max-instructions=10K"], spin, "pysafe.LimitError: instruction limit exceeded (10000 instructions)"),
    (["--max-memory", "2M"], grow, "pysafe.LimitError: memory limit exceeded (2097152 bytes)"),
    (["--max-output", "1K"], chatty, "pysafe.LimitError: output limit exceeded (1024 bytes)"),
    (["--timeout", "100ms", "--max-instructions", "0"], spin, "pysafe.LimitError: time limit exceeded (100 ms)"),
    (["--timeout=0.2", "--max-instructions", "0"], spin, "pysafe.LimitError: time limit exceeded (200 ms)"),
]:
    code, out, err = run([PYSAFE, *argv, path])
    check(code == 3 and err == line + "\n", f"limit {argv}: status 3, one line", f"{code} {err!r}")
code, out, err = run([PYSAFE, "--max-output", "25", chatty])
check(out == "0123456789\n0123456789\n", "output before the output limit is kept", repr(out))
code, out, err = run([PYSAFE, "--max-depth", "50", deep])
check(code == 1 and err.rstrip().endswith("RecursionError: maximum recursion depth exceeded"),
      "--max-depth: RecursionError, status 1", f"{code} {err[-200:]!r}")
catch = script("catch.py", "def f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError:\n"
               "    print('caught')\n")
code, out, err = run([PYSAFE, "--max-depth=30", catch])
check((code, out) == (0, "caught\n"), "RecursionError is catchable", f"{code} {out!r} {err!r}")

# ---- --stats, --input ------------------------------------------------------------
code, out, err = run([PYSAFE, "--stats", ok])
names = [l.split(":")[0] for l in err.splitlines()]
check(code == 0 and names == ["instructions", "memory peak", "memory now", "allocations",
                              "tool calls", "wall time"], "--stats lines", err)
check(int(err.split("\n")[0].split(": ")[1]) > 100, "--stats counts instructions", err)
code, out, err = run([PYSAFE, "--stats", "--max-instructions", "1000", spin])
check(code == 3 and "instructions: 10" in err, "--stats after a limit", err)
code, out, err = run([PYSAFE, "--input", "n=5", "--input", 'names=["a", "b"]', "--input",
                      't={"$tuple": [1, {"$int": "123456789012345678901234567890"}]}',
                      "--input", 'd={"$dict": [[1, {"$bytes": "AAE="}]]}',
                      "-c", "print(n * 2, names, t, d, type(t).__name__)"])
check((code, out) == (0, "10 ['a', 'b'] (1, 123456789012345678901234567890) {1: b'\\x00\\x01'} tuple\n"),
      "--input values", f"{code} {out!r} {err!r}")

# ---- dumps -------------------------------------------------------------------------
ast_src = script("astsrc.py", "def f(a, *b, c=1, **d):\n    return [x async for x in y] if a else {a: b}\n"
                 "x: int = f'{a!r:>{w}}'\nmatch p:\n    case [1, *r]:\n        pass\n")
code, out, err = run([PYSAFE, "--dump-ast", ast_src])
_, want, _ = run(PY + ["-c", "import ast,sys; print(ast.dump(ast.parse(open(sys.argv[1]).read()), "
                       "include_attributes=True))", ast_src])
check(code == 0 and out == want, "--dump-ast is ast.dump", f"{out[:300]}\n{want[:300]}")
code, out, err = run([PYSAFE, "--dump-tokens", "-c", "x = (1 +\n 2)"])
lines = out.splitlines()
check(code == 0 and lines[0] == "1,0-1,1:\tNAME\t'x'" and lines[-1].split("\t")[1] == "ENDMARKER",
      "--dump-tokens", out)
code, out, err = run([PYSAFE, "--dump-bytecode", "-c", "def f(x):\n    return x + 1\nprint(f(2))"])
check(code == 0 and "RETURN" in out and "CALL" in out and "f" in out, "--dump-bytecode", out)
code, out, err = run([PYSAFE, "--dump-ast", syntax])
check(code == 1 and "SyntaxError" in err, "--dump-ast of a syntax error: status 1", err)
code, out, err = run([PYSAFE, "--dump-bytecode", "-c", "print('not run')"])
check("not run" not in out.splitlines(), "dumps do not run the script", out)

# ---- --version, --help -------------------------------------------------------------
code, out, err = run([PYSAFE, "--version"])
check(code == 0 and out.startswith("pysafe ") and out.strip().split()[1][0].isdigit(), "--version", out)
code, out, err = run([PYSAFE, "--help"])
flags = ["-c", "--max-instructions", "--max-memory", "--max-depth", "--max-output", "--timeout",
         "--input", "--tools-cmd", "--stats", "--dump-tokens", "--dump-ast", "--dump-bytecode",
         "--help", "--version", "serve", "Example", "Exit status"]
check(code == 0 and all(f in out for f in flags), "--help names every flag and an example", out)
man = open(os.path.join(SRC, "docs", "pysafe.1")).read()
check(all(f.replace("-", "\\-") in man for f in flags[:14]), "the man page names every flag")

# ---- --tools-cmd -----------------------------------------------------------------
tools = f"{' '.join(PY)} {os.path.join(SRC, 'examples', 'tools.py')}"
code, out, err = run([PYSAFE, "--tools-cmd", tools, os.path.join(SRC, "examples", "main.py")])
check(code == 0 and "Warm and dry today:" in out and "1. Cairo" in out and "queued" in out
      and "no data for 'Atlantis'" in out and "skies: sunny x1, snow x1" in out
      and 'bands: {"0": ["Oslo"]' in out and "[limits]" in out and "sent msg-0142" in out,
      "main job through --tools-cmd", f"{code} {out} {err}")
code, out, err = run([PYSAFE, "--tools-cmd", tools, "-c",
                      "print(get_weather('Oslo')['sky'])\nprint(len(search_docs('x')))\n"
                      "print(search_docs(query='auth', limit=1)[0]['title'])\nsend_email('nobody', 'x')"])
check(code == 1 and out == "snow\n3\nAuthentication\n" and
      err.rstrip().endswith("ValueError: invalid address: 'nobody'"),
      "tool values, kwargs, and a tool's exception", f"{code} {out!r} {err!r}")
code, out, err = run([PYSAFE, "--tools-cmd", tools, "-c", "get_weather(1 << 80)"])
check(code == 1 and "TypeError: city must be a str" in err, "big int argument crosses", err)
dying = script("dying.py", "import sys\nprint('{\"tools\": [\"t\"]}', flush=True)\nsys.stdin.readline()\n")
code, out, err = run([PYSAFE, "--tools-cmd", f"{' '.join(PY)} {dying}", "-c",
                      "try:\n    t()\nexcept Exception:\n    print('swallowed')\n"])
check(code == 4 and "pysafe: tool provider failed during t(): it exited" in err,
      "provider that exits: status 4", f"{code} {out!r} {err!r}")
code, out, err = run([PYSAFE, "--tools-cmd", "echo not-json", "-c", "1"])
check(code == 4 and "manifest" in err, "bad manifest: status 4", err)
code, out, err = run([PYSAFE, "--tools-cmd", "/nonexistent/cmd", "-c", "1"])
check(code == 4, "provider that cannot start: status 4", err)
garbler = script("garbler.py", "import sys\nprint('{\"tools\": [\"t\"]}', flush=True)\n"
                 "sys.stdin.readline()\nprint('{\"value\": [1,}', flush=True)\nsys.stdin.readline()\n")
code, out, err = run([PYSAFE, "--tools-cmd", f"{' '.join(PY)} {garbler}", "-c", "t()"])
check(code == 4 and "not JSON" in err, "malformed reply: status 4", err)
slow = script("slow.py", "import sys, time\nprint('{\"tools\": [\"t\"]}', flush=True)\n"
              "sys.stdin.readline()\ntime.sleep(30)\n")
code, out, err = run([PYSAFE, "--timeout", "300ms", "--tools-cmd", f"{' '.join(PY)} {slow}", "-c", "t()"],
                     timeout=20)
check(code == 4 and "no answer within 300 ms" in err, "provider that never answers: status 4", err)

half = script("half.py", "import sys, time\nprint('{\"tools\": [\"t\"]}', flush=True)\n"
              "sys.stdin.readline()\nsys.stdout.write('{\"value\": 1'); sys.stdout.flush()\ntime.sleep(30)\n")
code, out, err = run([PYSAFE, "--timeout", "300ms", "--tools-cmd", f"{' '.join(PY)} {half}", "-c", "t()"],
                     timeout=20)
check(code == 4 and "no answer within 300 ms" in err, "provider stuck in the middle of a line: status 4", err)

# tool namespaces in the manifest, and errors with args
nsprov = script("nsprov.py", "import json, sys\nprint(json.dumps({'tools': ['gh.search', 'gh.get', 'plain']}), flush=True)\n"
                "for line in sys.stdin:\n    req = json.loads(line)\n"
                "    if req['name'] == 'gh.get':\n"
                "        reply = {'error': {'type': 'KeyError', 'args': req['args']}}\n"
                "    elif req['name'] == 'plain':\n"
                "        reply = {'error': {'type': 'ValueError', 'args': ['bad', 3]}}\n"
                "    else:\n        reply = {'value': [req['name'], req['args']]}\n"
                "    print(json.dumps(reply), flush=True)\n")
code, out, err = run([PYSAFE, "--tools-cmd", f"{' '.join(PY)} {nsprov}", "-c",
                      "import gh\nfrom gh import search\nprint(gh.search(1), search(2))\n"
                      "try:\n    gh.get(5)\nexcept KeyError as e:\n    print(repr(e))\n"
                      "try:\n    plain()\nexcept ValueError as e:\n    print(e.args)\n"])
check((code, out) == (0, "['gh.search', [1]] ['gh.search', [2]]\nKeyError(5)\n('bad', 3)\n"),
      "--tools-cmd: namespaces and errors with args", f"{code} {out!r} {err!r}")
badns = script("badns.py", "print('{\"tools\": [\"json.loads\"]}', flush=True)\n")
code, out, err = run([PYSAFE, "--tools-cmd", f"{' '.join(PY)} {badns}", "-c", "1"])
check(code == 4 and "module of the sandbox" in err, "--tools-cmd: a namespace that is a module", f"{code} {err!r}")
badargs = script("badargs.py", "import sys\nprint('{\"tools\": [\"t\"]}', flush=True)\nsys.stdin.readline()\n"
                 "print('{\"error\": {\"type\": \"KeyError\", \"args\": 5}}', flush=True)\nsys.stdin.readline()\n")
code, out, err = run([PYSAFE, "--tools-cmd", f"{' '.join(PY)} {badargs}", "-c", "t()"])
check(code == 4 and "an error reply" in err, "--tools-cmd: args that are not a list: status 4", f"{code} {err!r}")

# ---- the README's main job ---------------------------------------------------------------
build = os.path.dirname(os.path.dirname(os.path.abspath(PYSAFE)))
code, out, err = run([os.path.join(SRC, "scripts", "main-job"), build])
check(code == 0 and "sent msg-" in out, "scripts/main-job", f"{code} {out} {err}")

# ---- the clock: --clock system|none|ISO (docs/embedding.md, "The clock") ----------
now_py = "import datetime, time\nprint(datetime.datetime.now(), time.time(), datetime.date.today())\ntime.sleep(90)\nprint(datetime.datetime.utcnow())\n"
code, out, err = run([PYSAFE, "--clock", "2024-01-02T03:04:05Z", "-c", now_py])
check((code, out) == (0, "2024-01-02 03:04:05 1704164645.0 2024-01-02\n2024-01-02 03:05:35\n"),
      "--clock ISO: a fixed now that sleep advances", f"{code} {out!r} {err!r}")
code, out, err = run([PYSAFE, "--clock=2024-01-02T05:04:05.25+02:00", "-c", "import time; print(time.time_ns())"])
check((code, out) == (0, "1704164645250000000\n"), "--clock with an offset and a fraction", f"{code} {out!r} {err!r}")
code, out, err = run([PYSAFE, "--clock", "none", "-c", "import datetime\ndatetime.datetime.now()"])
check(code == 1 and "OSError: the sandbox has no clock" in err and "--clock" in err,
      "--clock none: now() raises OSError naming the flag", f"{code} {err!r}")
code, out, err = run([PYSAFE, "--clock", "none", "-c", "import time\nprint(time.monotonic() >= 0, time.gmtime(0).tm_year)"])
check((code, out) == (0, "True 1970\n"), "--clock none: monotonic and gmtime(secs) still work", f"{code} {out!r} {err!r}")
code, out, err = run([PYSAFE, "-c", "import time\nprint(time.time() > 1.7e9)"])
check((code, out) == (0, "True\n"), "default clock: the system's", f"{code} {out!r} {err!r}")
for bad in ["yesterday", "2024-13-01", "2024-02-30T00:00", "2024-01-02T25:00"]:
    code, out, err = run([PYSAFE, "--clock", bad, "-c", "1"])
    check(code == 2 and "--clock" in err, f"--clock {bad}: usage error", f"{code} {err!r}")
code, out, err = run([PYSAFE, "--max-instructions", "100000", "-c", "import time\nwhile True: time.sleep(1)"])
check(code == 3 and "instruction" in err, "sleep loop ends at the instruction budget", f"{code} {err!r}")
reqs = b'{"op": "run", "id": 1, "code": "import datetime\\nprint(datetime.datetime.now())", "clock": "2030-05-06T07:08:09Z"}\n' \
       b'{"op": "run", "id": 2, "code": "import time\\ntime.time()", "clock": "none"}\n' \
       b'{"op": "run", "id": 3, "code": "1", "clock": "soon"}\n'
code, out, err = run([PYSAFE, "serve"], stdin=reqs)
check("2030-05-06 07:08:09" in out and "OSError" in out and '"clock\\" must be' in out,
      "serve: per-run clock option", f"{code} {out!r} {err!r}")

finish()
