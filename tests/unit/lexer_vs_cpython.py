#!/usr/bin/env python3
"""Compare pysafe's lexer with CPython 3.11.

    lexer_vs_cpython.py LEXDUMP [FILE.py ...]

Tokens: every FILE is tokenized by CPython's tokenize module (COMMENT, NL
and ENCODING dropped, keywords and operators named by their text) and by
LEXDUMP; kinds, positions (as character columns) and texts must agree.
NAME values are compared with the NFKC form CPython's parser gives them.

Errors: each snippet in ERROR_CASES is compiled by CPython and lexed by
LEXDUMP; the exception type, message, lineno, offset, end_lineno and
end_offset must agree. The expectations are never written down: they are
CPython's answer at test time.
"""
import io
import keyword
import re
import os
import subprocess
import sys
import tempfile
import tokenize
import unicodedata

ERROR_CASES = [
    # numbers
    "1a", "1_", "1__0", "1_e5", "1e", "1e+", "1e-x", "0e", "1.5e", "1.5_",
    "0x", "0x_", "0x1g", "0x1__2", "0xg", "0o", "0o8", "0o18", "0o1_8", "0o_",
    "0b", "0b2", "0b12", "0b1_2", "0b_", "012", "0_7", "09", "00_1", "0_",
    "0 1a", "x = 12abc", "1jx", "1.2.3x", "x = 1e5_", "x = 0b1e",
    "1_000_", "1.e", "5.j_",
    "x = 1\xa0", "x = 1€",
    # names and characters
    "x = 1 €", "a€b = 1", "€", "x = \u00a0", "x\u200b = 1", "x = a\u2028",
    "x = $", "x ? y", "x = `a`", "a ! b", "x <> y",
    "s = \xb5\u20ac", "x = \u3000", "x\xad = 1", "x = \U000E0001",
    "x = \ue000", "y = \u2211", "\U0001F389 = 1", "a\U0001F389 = 1", "x = 1 + \u00b2",
    "\u2160 = 1\n\u00b7 = 2", "x = 1\x0b", "x = \x01", "x\x7f = 1", "\x1b",
    "\ufeffx = 1", "x = 1\r\n\x0b", "x = $ + \x01", "x\u00b7 = 1\n\u0300 = 2",
    # strings
    "s = 'abc", 's = "abc', "s = '''abc\n\n", 's = """abc', "s = rb'abc",
    "s = f'abc\nx = 1", "s = 'a\\\nb", "s = '''a\nb\nc''' + 'x",
    "x = 1\ns = 'abc\\'\n", "s = b'a\\\n",
    # brackets
    ")", "]", "}", "(]", "[)", "{)", "(\n]", "x = (1,\n2]\n", "(1,", "x = (\n",
    "x = [1, (2,\n", "f(a, b", "{", "(" * 201, "[" * 200 + "]" * 200,
    "((((" * 51, "x = (1 +\n  2))",
    # indentation
    "if 1:\n  x\n y", "if 1:\n  x\n y = 5", "if 1:\n\tx\n        y",
    "if 1:\n        x\n\ty", "if 1:\n    x\n  \ty",
    "if 1:\n\tif 2:\n\t\tx\n\t        y", "if 1:\n    if 2:\n\tx",
    "if 1:\n    x\n\ty",
    "".join("if 1:\n" + " " * i for i in range(1, 101)) + "x",
    "if 1:\n  x\n\x0c y",
    # line continuation
    "x = 1 \\ 2", "x = \\", "x = 1 +\\", "a\\b", "x = 1\ny = 2 \\ 3",
    "x = 1\n\\", "\\\n", " \\\n", "\\\n\\\n", "\\x",
    "é\\\n\\\n", "\\\n\\<", "if 1:\n  x\n \\\n y", "if 1:\n\tx\n  \\\n\ty", "x = (1 + \\ 2)", "x = (1 + \\", "x = (1 + \\\n",
    # tokenizer errors inside f-string fields (lexed as "(" + field + ")")
    'x=1\ny = f\'\'\'{"a\n"}\'\'\'', 'x=1\ny = f\'\'\'{\n"a\n"}\'\'\'',
    "x=1\ny = f'''{\n  1_}'''", "x=1\ny = f'''{\n  0o8}'''", "f'{0777}'",
    "f'{1 + 0777}'", "f'''{\n 1 + 0777}'''", "f'{a ? b}'", "f'''{a\n ? b}'''",
    "f'{x}{é€}'", "f'{x!r}{é€}'", "f'{x:{1_}}'", "f'{x:{$}}'", "f'{1_}'",
    "f'{a$b}'", "f'{0o8}'", "f'{€}'", 'f\'\'\'{"a\n"}\'\'\'',
    "x = 1\ny = f'{a $ 1_}'", "f'''{\n1_}'''", "f'{a!r}{1_}'", "x=1;f'{1_}'",
    'f\'{"a" + 1e}\'', "f'{x!r:{1__0}}'",
    # source
    "x = 1\x00", "x = 'a\x00b'",
    # invalid UTF-8 in an identifier (in a comment it is fine)
    b"x = \xff", b"x = 1\nab\xffcd = 2\n", b"x = \xc3(\n", b"x = 1\n\n\xe2\x82",
    b"\xed\xa0\x80 = 1", b"a\xf4\x90\x80\x80 = 1", b"a\xf4\x8f\xbf\xbf = 1", b"a\xf0\x9f = 1", b"a\xc0\xaf", b"# \xff\n\xff",
]

UNESCAPE = {"n": "\n", "t": "\t", "\\": "\\"}


def run_lexdump(lexdump, paths):
    out = subprocess.run([lexdump, *paths], capture_output=True, check=True)
    results, cur = {}, None
    for line in out.stdout.decode("utf-8", "replace").split("\n"):
        if line.startswith("=== "):
            cur = results.setdefault(line[4:], [])
        elif line:
            cur.append(line.split("\t"))
    return results


def char_col(lines, lineno, col):
    if 1 <= lineno <= len(lines):
        line = lines[lineno - 1]
        extra = max(0, col - len(line))  # the newline itself
        return len(line[:col].decode("utf-8", "replace")) + extra
    return col


def cpython_tokens(src):
    toks = []
    for t in tokenize.tokenize(io.BytesIO(src).readline):
        if t.type in (tokenize.COMMENT, tokenize.NL, tokenize.ENCODING):
            continue
        name = tokenize.tok_name[t.type]
        value = t.string
        if t.type == tokenize.OP:
            name = t.string
        elif t.type == tokenize.NAME:
            if keyword.iskeyword(t.string):
                name = t.string
            else:
                value = unicodedata.normalize("NFKC", t.string)
        toks.append((name, t.start[0], t.start[1], t.end[0], t.end[1], value))
    return toks


def ours_tokens(rows, src):
    lines = src.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")
    toks = []
    for r in rows:
        if r[0] == "ERROR":
            toks.append(tuple(r))
            continue
        kind, l1, c1, l2, c2 = r[0], int(r[1]), int(r[2]), int(r[3]), int(r[4])
        value = re.sub(r"\\(.)", lambda m: UNESCAPE[m.group(1)], r[5])
        if kind in ("NEWLINE", "DEDENT", "ENDMARKER"):
            value = None
        toks.append((kind, l1, char_col(lines, l1, c1), l2,
                     char_col(lines, l2, c2), value))
    return toks


def compare_tokens(lexdump, files):
    failures = 0
    results = run_lexdump(lexdump, files)
    for path in files:
        with open(path, "rb") as f:
            src = f.read()
        # compile() translates newlines before tokenizing; so does pysafe
        want = cpython_tokens(src.replace(b"\r\n", b"\n").replace(b"\r", b"\n"))
        got = ours_tokens(results.get(path, []), src)
        for i, (w, g) in enumerate(zip(want, got + [None] * len(want))):
            if g is None or g[0] == "ERROR":
                print(f"FAIL {path}: token {i}: want {w}, got {g}")
                failures += 1
                break
            if w[0] in ("NEWLINE", "DEDENT", "ENDMARKER"):
                w = w[:5] + (None,)
            if w != g:
                print(f"FAIL {path}: token {i}: want {w}, got {g}")
                failures += 1
                break
        else:
            if len(got) != len(want):
                print(f"FAIL {path}: {len(want)} tokens from CPython, {len(got)} ours")
                failures += 1
    print(f"tokens: {len(files) - failures}/{len(files)} files agree")
    return failures


def cpython_error(src):
    try:
        compile(src, "<s>", "exec")
    except SyntaxError as e:
        return [type(e).__name__, e.msg, e.lineno or 0, e.offset or 0,
                e.end_lineno or 0, 0 if e.end_offset is None else e.end_offset]
    except ValueError as e:  # NUL bytes, in older 3.11 releases
        return ["SyntaxError", str(e), 0, 0, 0, 0]
    return None


def compare_errors(lexdump):
    failures = 0
    with tempfile.TemporaryDirectory() as d:
        paths = []
        for i, case in enumerate(ERROR_CASES):
            p = os.path.join(d, f"case{i}.py")
            with open(p, "wb") as f:
                f.write(case.encode("utf-8") if isinstance(case, str) else case)
            paths.append(p)
        results = run_lexdump(lexdump, paths)
        for case, p in zip(ERROR_CASES, paths):
            want = cpython_error(case)
            err = [r for r in results.get(p, []) if r[0] == "ERROR"]
            got = None
            if err:
                r = err[0]
                got = [r[1], r[2], int(r[3]), int(r[4]), int(r[5]), int(r[6])]
            if want != got:
                print(f"FAIL {case!r}:\n  want {want}\n  got  {got}")
                failures += 1
    print(f"errors: {len(ERROR_CASES) - failures}/{len(ERROR_CASES)} agree")
    return failures


def main():
    lexdump, files = sys.argv[1], []
    for arg in sys.argv[2:]:  # files, or directories of *.py files
        if os.path.isdir(arg):
            files += sorted(os.path.join(arg, f) for f in os.listdir(arg)
                            if f.endswith(".py"))
        else:
            files.append(arg)
    failures = compare_tokens(lexdump, files) + compare_errors(lexdump)
    sys.exit(1 if failures else 0)


main()
