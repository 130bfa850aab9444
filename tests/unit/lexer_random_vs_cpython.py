#!/usr/bin/env python3
"""Differential test: random token soup, pysafe's lexer against CPython.

    lexer_random_vs_cpython.py LEXDUMP [COUNT] [SEED]

Snippets are glued from Python fragments (valid and broken). For each one:
  * if CPython compiles it, the lexer must not fail;
  * if CPython fails with a tokenizer message (LEXER_MESSAGES), the lexer
    must fail with the same type, message and position.
Parser errors ("invalid syntax", ...) are the grammar's and are skipped,
as are snippets where the lexer fails on a line after CPython's error.
"""
import os
import random
import subprocess
import sys
import tempfile
import warnings

FRAGMENTS = [
    "x", "y1", "_", "é", "ｅｖａｌ", "if", "else", "for", "in", "not", "and", "or",
    "0", "1", "00", "012", "0x1f", "0o7", "0b1", "1_0", "1e5", "1.", ".5", "5j",
    "0x", "1_", "1__2", "0o8", "0b2", "1e", "9a",
    " ", "  ", "\t", "\x0c", "\n", "\n  ", "\n\t", "\n    ", "\\\n", "\\", "#c",
    "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "...", "=", "==", "+",
    "-", "*", "**", "/", "//", "%", "@", "<", ">", "<=", "!=", "->", ":=", "~",
    "$", "?", "!", "`", "€", "\u00a0", "\u200b", "\x01", "\x0b", "\ufeff",
    "'a'", '"b"', "'''c'''", '"""d\ne"""', "'", '"', "'''", "b'x'", "rb'\\x'",
    "f'{x}'", "f'{x!r:>{y}}'", "u'\\n'", "'\\N{BULLET}'", "'é\\x41'",
    "'abc\\\ndef'", "f'''{\nx\n}'''",
]


def cpython(src):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(src, "<s>", "exec")
    except SyntaxError as e:
        return [type(e).__name__, e.msg, e.lineno or 0, e.offset or 0,
                e.end_lineno or 0, 0 if e.end_offset is None else e.end_offset]
    except ValueError as e:
        return ["SyntaxError", str(e), 0, 0, 0, 0]
    return None


LEXER_MESSAGES = (
    "invalid decimal literal", "invalid hexadecimal literal",
    "invalid octal literal", "invalid binary literal", "invalid digit",
    "leading zeros", "unterminated", "unmatched", "was never closed",
    "does not match", "too many nested", "invalid character",
    "invalid non-printable", "unexpected character after line continuation",
    "unexpected EOF", "inconsistent use of tabs", "unindent does not match",
    "too many levels of indentation", "(unicode error) 'utf-8'",
    "invalid imaginary literal",
)


def main():
    lexdump = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    cases = []
    for _ in range(count):
        n = rng.randint(1, 12)
        cases.append("".join(rng.choice(FRAGMENTS) for _ in range(n)))
    failures = checked = 0
    with tempfile.TemporaryDirectory() as d:
        paths = []
        for i, c in enumerate(cases):
            p = os.path.join(d, f"r{i}.py")
            with open(p, "w", encoding="utf-8") as f:
                f.write(c)
            paths.append(p)
        out = subprocess.run([lexdump, *paths], capture_output=True,
                             check=True).stdout.decode("utf-8", "replace")
        errs, cur = {}, None
        for line in out.split("\n"):
            if line.startswith("=== "):
                cur = line[4:]
                errs[cur] = None
            elif line.startswith("ERROR\t"):
                r = line.split("\t")
                errs[cur] = [r[1], r[2], int(r[3]), int(r[4]), int(r[5]), int(r[6])]
        for c, p in zip(cases, paths):
            want, got = cpython(c), errs.get(p)
            if want is None:
                ok = got is None
            elif any(m in want[1] for m in LEXER_MESSAGES):
                ok = want == got
                if got is not None and got[2] > want[2] and want != got:
                    ok = True  # CPython stopped earlier (a parser error)
            else:
                continue
            checked += 1
            if not ok:
                failures += 1
                if failures <= 15:
                    print(f"FAIL {c!r}\n  want {want}\n  got  {got}")
    print(f"random: {checked - failures}/{checked} agree "
          f"({count} generated, the rest were parser errors)")
    sys.exit(1 if failures else 0)


main()
