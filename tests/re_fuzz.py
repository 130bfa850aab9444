#!/usr/bin/env python3
"""Differential fuzzer for pysafe's `re` against CPython's.

Random patterns are drawn from a grammar of Python's regular-expression
syntax (valid ones mostly, some mutated into errors), with random flags,
subjects, pos/endpos, as str or bytes. A batch of cases becomes one script
that compiles each pattern and prints, case by case, what compile, search,
match, fullmatch, findall, finditer, sub, subn, split and the Match objects
say (or the exception's type and message). The same script runs under
`python3 -I -S` and under pysafe; any line that differs is a finding.

  re_fuzz.py PYSAFE [--seconds S] [--cases N] [--seed K] [--batch B] [--keep DIR]

Stops after S seconds or N cases, whichever comes first. Exit status 1 on
any difference (the first few are printed with their case), 0 otherwise.
The seed makes a run repeatable: batch i uses seed K + i.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile
import time

# Characters the subjects and literals are made of: ASCII letters and
# digits, the separators models match on, and the non-ASCII letters whose
# case folding is special (ß, İ, ı, ſ, K, σ/ς/Σ, µ, ǅ).
ALPHA = "aabbcAB01 _-.,:\n\té" + "ßİıſKΣσςµǅ€😀" + "\x1c\x85\xa0\u180e\u2028١"
ALPHA_ASCII = "aabbcAB01 _-.,:\n\t"
CLASS_ITEMS = ["a", "b", "c", "A", "0", "1", "_", "-", " ", ".", "é", "ß", "ſ", "İ", "ı", "K", "σ",
               r"\d", r"\D", r"\w", r"\W", r"\s", r"\S", r"\n", r"\t", r"\]", r"\\", r"\x41", r"\u00e9",
               "a-c", "A-Z", "0-9", "\u00e0-\u00ff", "\u0100-\u0200", "^", "[", "|", "&", "~"]
ESCAPES = [r"\d", r"\D", r"\w", r"\W", r"\s", r"\S", r"\.", r"\\", r"\-", r"\n", r"\t", r"\x61",
           r"\u00e9", r"\U0001F600", r"\0", r"\07", r"\141", r"\N{LATIN SMALL LETTER A}", r"\(", r"\[",
           r"\$", r"\^", r"\*", r"\+", r"\?", r"\{", r"\|", r"\#", r"\ ", r"\é"]
ANCHORS = ["^", "$", r"\A", r"\Z", r"\b", r"\B"]
QUANTS = ["*", "+", "?", "*?", "+?", "??", "*+", "++", "?+", "{2}", "{1,2}", "{,2}", "{2,}", "{0}",
          "{1,3}?", "{1,2}+", "{0,1}"]
FLAG_LETTERS = "imsxa"


class Gen:
    def __init__(self, rnd, text):
        self.r = rnd
        self.text = text
        self.groups = 0
        self.names = []

    def literal(self):
        r = self.r
        c = r.choice(ALPHA if self.text else ALPHA_ASCII)
        if c in ".^$*+?{}[]\\|()":
            return "\\" + c
        if c == "\n":
            return r"\n"
        if c == "\t":
            return r"\t"
        return c

    def klass(self):
        r = self.r
        items = [r.choice(CLASS_ITEMS) for _ in range(r.randint(1, 4))]
        if not self.text:
            items = [i for i in items if all(ord(ch) < 128 for ch in i)] or ["a"]
        body = "".join(items)
        if body.startswith("^") and r.random() < 0.5:
            body = "x" + body
        return "[" + ("^" if r.random() < 0.3 else "") + body + "]"

    def atom(self, depth, fixed):
        r = self.r
        k = r.random()
        if k < 0.35:
            return self.literal()
        if k < 0.45:
            return r.choice(ESCAPES if self.text else [e for e in ESCAPES if "u" not in e and "U" not in e and "N" not in e and "é" not in e])
        if k < 0.55:
            return self.klass()
        if k < 0.6:
            return "."
        if k < 0.66 and not fixed:
            return r.choice(ANCHORS)
        if k < 0.7 and self.groups and not fixed:
            if self.names and r.random() < 0.5:
                return "(?P=%s)" % r.choice(self.names)
            return "\\%d" % r.randint(1, self.groups)
        if depth <= 0:
            return self.literal()
        return self.group(depth - 1, fixed)

    def group(self, depth, fixed):
        r = self.r
        k = r.random()
        inner = lambda: self.alt(depth, fixed)
        if k < 0.3:
            self.groups += 1
            return "(" + inner() + ")"
        if k < 0.4:
            self.groups += 1
            name = "g%d" % self.groups
            s = "(?P<%s>" % name + inner() + ")"
            self.names.append(name)
            return s
        if k < 0.5:
            return "(?:" + inner() + ")"
        if k < 0.6 and not fixed:
            return r.choice(["(?=", "(?!"]) + inner() + ")"
        if k < 0.68:
            # a look-behind wants a fixed width: literals and classes only
            n = r.randint(1, 3)
            body = "".join(r.choice([self.literal(), self.klass(), "."]) for _ in range(n))
            if r.random() < 0.2:
                body += "|" + "".join(self.literal() for _ in range(n))
            return r.choice(["(?<=", "(?<!"]) + body + ")"
        if k < 0.74:
            return "(?>" + inner() + ")"
        if k < 0.8 and self.groups and not fixed:
            g = r.randint(1, self.groups)
            return "(?(%d)%s|%s)" % (g, self.seq(depth, fixed), self.seq(depth, fixed))
        flags = "".join(r.sample(FLAG_LETTERS if self.text else "imsx", r.randint(1, 2)))
        if r.random() < 0.3:
            on = r.choice("ims")
            flags = "-" + on if r.random() < 0.5 else flags.replace(on, "") + "-" + on
            if flags.startswith("-") is False and flags.split("-")[0] == "":
                flags = "-" + on
        return "(?" + flags + ":" + inner() + ")"

    def piece(self, depth, fixed):
        a = self.atom(depth, fixed)
        if not fixed and self.r.random() < 0.3 and a not in ANCHORS:
            a += self.r.choice(QUANTS)
        elif fixed and self.r.random() < 0.1:
            a += "{2}"
        return a

    def seq(self, depth, fixed):
        return "".join(self.piece(depth, fixed) for _ in range(self.r.randint(0 if not fixed else 1, 4)))

    def alt(self, depth, fixed):
        s = self.seq(depth, fixed)
        if self.r.random() < 0.25:
            s += "|" + self.seq(depth, fixed)
        return s

    def pattern(self):
        r = self.r
        p = self.alt(2, False)
        if r.random() < 0.08:
            # verbose: spaces and comments between the pieces
            p = "(?x)" + " ".join(p[i:i + 3] for i in range(0, len(p), 3)) + "  # comment"
        if r.random() < 0.05 and self.names:
            p += "(?(%s)a|b)" % r.choice(self.names)
        if r.random() < 0.04:
            p += r.choice(["(?#note)", "{", "{1", "{,}", "x{2,1}", r"\Z", "(?P<g9>", ")", "[", "(?<=a|bc)"])
        if r.random() < 0.1:
            p = "(?" + "".join(r.sample(FLAG_LETTERS if self.text else "imsx", r.randint(1, 2))) + ")" + p
        if r.random() < 0.12:
            # mutate into a likely error
            specials = "()[]{}?*+\\|^$-<>=!:#P"
            i = r.randint(0, len(p))
            if r.random() < 0.5 and p:
                p = p[:i] + p[i + 1:]
            else:
                p = p[:i] + r.choice(specials) + p[i:]
        return p


TEMPLATE_PIECES = ["x", "-", r"\g<0>", r"\1", r"\2", r"\g<1>", r"\g<g1>", r"\g<g2>", r"\n", r"\\", r"\0",
                   r"\101", r"\.", "é", r"\g<0>\g<0>", r"\q", r"\g<", r"\9"]


def template(r, text):
    t = "".join(r.choice(TEMPLATE_PIECES) for _ in range(r.randint(0, 3)))
    if not text:
        return t.replace("é", "e").encode("latin-1")
    return t


def subject(r, text):
    n = r.choice([0, 1, 2, 3, 5, 8, 12])
    s = "".join(r.choice(ALPHA if text else ALPHA_ASCII) for _ in range(n))
    return s


def make_case(r):
    text = r.random() < 0.85
    g = Gen(r, text)
    p = g.pattern()
    flags = 0
    for bit, prob in ((2, 0.25), (8, 0.15), (16, 0.15), (64, 0.05), (256, 0.1 if text else 0.0)):
        if r.random() < prob:
            flags |= bit
    subjects = [subject(r, text) for _ in range(3)]
    if not text:
        p = p.encode("latin-1", "replace")
        subjects = [s.encode("latin-1", "replace") for s in subjects]
    pos = r.choice([0, 0, 0, 1, 2])
    endpos = r.choice([100, 100, 3, 5])
    if r.random() < 0.1 and not text:
        flags |= 4  # re.LOCALE (C locale: ASCII)
    return (p, flags, subjects, pos, endpos, template(r, text), r.choice([0, 0, 1, 2]))


# The script both interpreters run: core language only (pysafe has no
# classes, generators or `with`).
SCRIPT = r'''
import re
def info(m):
    if m is None:
        return None
    return (m.span(), m.group(), m.groups(), m.groupdict(), m.lastindex, m.lastgroup, m.start(0), m.end(), m.regs)
def expand(m, tpl):
    if m is None:
        return None
    return m.expand(tpl)
def show(tag, f):
    try:
        print(tag, repr(f()))
    except re.error as e:
        print(tag, 'error', str(e), e.pos)
    except Exception as e:
        print(tag, type(e).__name__, str(e))
for i, case in enumerate(CASES):
    p, flags, subjects, pos, endpos, tpl, count = case
    print('#', i)
    try:
        r = re.compile(p, flags)
    except re.error as e:
        print('compile error', str(e), e.pos)
        continue
    except Exception as e:
        print('compile', type(e).__name__, str(e))
        continue
    print('pattern', r.groups, sorted(r.groupindex.items()), r.flags)
    tmpl = '<\\g<0>>' if isinstance(p, str) else b'<\\g<0>>'
    for s in subjects:
        show('search', lambda: info(r.search(s)))
        show('match', lambda: info(r.match(s)))
        show('fullmatch', lambda: info(r.fullmatch(s)))
        show('posend', lambda: info(r.search(s, pos, endpos)))
        show('findall', lambda: r.findall(s))
        show('finditer', lambda: [m.span() for m in r.finditer(s)])
        show('sub', lambda: r.subn(tmpl, s))
        show('subt', lambda: r.sub(tpl, s, count))
        show('expand', lambda: expand(r.search(s), tpl))
        show('split', lambda: r.split(s, count))
'''


def run(cmd, path, timeout):
    try:
        p = subprocess.run(cmd + [path], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    out = p.stdout.decode("utf-8", "replace")
    return out, p.stderr.decode("utf-8", "replace")[-2000:]


def check_batch(pysafe, cases, workdir, tag):
    path = os.path.join(workdir, "batch_%s.py" % tag)
    with open(path, "w", encoding="utf-8") as f:
        f.write("CASES = " + repr(cases) + "\n" + SCRIPT)
    want, werr = run([sys.executable, "-I", "-S"], path, 120)
    if want is None or "SystemError" in want:
        return None  # CPython took too long (catastrophic backtracking) or hit its own bug
    got, gerr = run([pysafe, "--max-instructions", "0", "--timeout", "100s", "--max-memory", "1G"], path, 120)
    if got == want:
        return []
    wl, gl = want.splitlines(), (got or "").splitlines()
    diffs = []
    case = None
    for k in range(max(len(wl), len(gl))):
        a = wl[k] if k < len(wl) else "<missing>"
        b = gl[k] if k < len(gl) else "<missing>"
        if a.startswith("# "):
            case = int(a[2:])
        if a != b and (not diffs or diffs[-1][0] != case):
            diffs.append((case, a, b, gerr))
            if len(diffs) > 3:
                break
    return diffs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("pysafe")
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--cases", type=int, default=10 ** 9)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=200)
    ap.add_argument("--max-diffs", type=int, default=10)
    ap.add_argument("--keep", help="directory for the batch scripts (default: a temporary one)")
    args = ap.parse_args()
    workdir = args.keep or tempfile.mkdtemp(prefix="re_fuzz_")
    os.makedirs(workdir, exist_ok=True)
    t0 = time.time()
    done = found = skipped = 0
    i = 0
    while done < args.cases and time.time() - t0 < args.seconds:
        r = random.Random(args.seed + i)
        cases = [make_case(r) for _ in range(min(args.batch, args.cases - done))]
        diffs = check_batch(args.pysafe, cases, workdir, str(args.seed + i))
        i += 1
        if diffs is None:
            skipped += len(cases)
            continue
        done += len(cases)
        for case, a, b, err in diffs:
            found += 1
            c = cases[case] if case is not None else None
            print("DIFF in batch seed %d case %s: %r" % (args.seed + i - 1, case, c))
            print("  python3:", a)
            print("  pysafe: ", b)
            if b == "<missing>":
                print("  pysafe stderr:", err.strip().splitlines()[-1:] if err else "")
        if found >= args.max_diffs:
            break
    print("%d cases in %.0f s (%d skipped: CPython too slow), %d differences" %
          (done, time.time() - t0, skipped, found))
    print("%d passed, %d failed" % (1 if not found else 0, 1 if found else 0))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
