#!/usr/bin/env python3
"""Compare pysafe's string literal decoding and f-string splitting with
CPython 3.11.

    strlit_vs_cpython.py LEXDUMP [RANDOM_COUNT SEED]

Each case is one STRING token. CPython compiles it (mode "eval"); pysafe's
lexdump --strings decodes it. str and bytes values, f-string pieces
(literal text, each field's expression as an AST, its conversion, its
format spec, the expression's line and column) and error messages must
agree. Expectations come from CPython at test time.
"""
import ast
import json
import os
import subprocess
import sys
import tempfile

CASES = [
    # plain and prefixed
    "'abc'", '"abc"', "'''a\nb'''", '"""a"b""c"""', "''", "u'x'", "U'x'",
    "r'\\n\\t'", "R'\\''", "b'abc'", "B'\\x00\\xff'", "br'\\x00'", "Rb'\\n'",
    # escapes
    r"'\a\b\f\n\r\t\v\\\'\"'", r"'\0\1\12\123\1234\777\8\9'", r"'\x41\x4a\x4A'",
    r"'\u00e9\u20AC'", r"'\U0001F600\U00000041'", r"'\ud800'", r"'\N{BULLET}'",
    r"'\N{latin small letter a}'", r"'\N{LATIN CAPITAL LETTER GHA}'",
    r"'\N{NULL}\N{BYTE ORDER MARK}'", r"'\N{CJK UNIFIED IDEOGRAPH-4E00}'",
    r"'\N{HANGUL SYLLABLE GAG}'", r"'\N{HANGUL SYLLABLE PWILH}'",
    r"'\N{EM DASH}-\N{SPACE}'", r"'\d\w\s\{\}\q'", "'a\\\nb'", "b'a\\\nb'",
    r"b'\a\b\f\n\r\t\v\\\'\"\0\12\377\777'", r"b'\x41\u1234\N{BULLET}\d'",
    "'é\\n€'", "'é\\x41'", "'\\é'", "'中\\t文'",
    # escape errors
    r"'\x'", r"'\x4'", r"'ab\x4g'", "'é\\x4'", "'éé\\u12'", r"'\u12'",
    r"'\U12'", r"'\U0011ffff'", r"'\UFFFFFFFF'", r"'\N'", r"'\Nx'", r"'\N{'",
    r"'\N{abc'", r"'\N{}'", r"'\N{foo}'", r"'\N{CJK UNIFIED IDEOGRAPH-4e00}'",
    r"'\N{hangul syllable ga}'", r"'\N{TANGUT IDEOGRAPH-17000}'", r"'x\N{ BULLET}'",
    r"b'\x'", r"b'ab\x4g'", r"b'\xg0'", "b'é'", "rb'é'",
    # f-strings
    "f''", "f'abc'", "f'{x}'", "f'{x!r}'", "f'{x!s}'", "f'{x!a}'", "f'{x:>10}'",
    "f'{x=}'", "f'{x = }'", "f'{x=!s}'", "f'{x=:>5}'", "f'{x=!r:>{5}}'",
    "f'a{x}b{y}c'", "f'{{}}'", "f'{{x}}'", "f'a{{b{x}c}}d'", "f'{x:{{}}}'",
    "f'{x:{y}}'", "f'{x:{y}.{z}f}'", "f'{x:}'", "f'{x!r:}'", "f'{ x }'",
    "f'{x,y}'", "f'{x if y else z}'", "f'{x!=y}'", "f'{x==y}'", "f'{x<y}'",
    "f'{x>=y}'", "f'{a[\"b\"]}'", "f\"{a['b']}\"", "f'{\"\"\"a\"\"\"}'",
    "f'''{'a'}'''", "f'{(lambda x: x)(1)}'", "f'{[1,2][0]}'", "f'{ {1:2}[1] }'",
    "f'\\n{x}\\t'", "fr'\\n{x}'", "rf'{x}\\d'", "f'\\N{BULLET}{x}'", "f'\\{6}'",
    "f'é{x}€'", "f'''\n{x\n+\ny}\n'''", "f'{x:\\n}'", "F'{x}'", "f'{x}' ",
    "f'{x:{y:{z}}}'", "f'{3.14:.2f}'", "f'{x!r:{w}.{p}}'", "f'{x:%Y-%m-%d}'",
    # f-string errors
    "f'{'", "f'}'", "f'{x}}'", "f'{{}'", "f'{}'", "f'{ }'", "f'{!r}'", "f'{:x}'",
    "f'{=}'", "f'{x'", "f'{x:'", "f'{x!'", "f'{x!}'", "f'{x!z}'", "f'{x!rr}'",
    "f'{x!r:'", "f'{x!r=}'", "f'{a#}'", "f'{\\'a\\'}'", "f'{a(}'", "f'{a(]}'",
    "f'{\"a}'", "f'{)}'", "f'{a)}'", "f'{x:{y:{z}}}'", "f'{x=:{y=:{z}}}'",
    "f'{x:{'", "f'{x:{y}'", "f'{x\\n}'", "f'{x:{y!}}'", "f'\\N{foo}{x}'",
    "f'{x}\\x4'", "f'{x}{'", "f'{" + "(" * 201 + "}'",
    # invalid UTF-8 inside literals (compile() of bytes)
    b"'\xe9\xff'", b"'a\\n\xe9'", b"r'\xff'", b"'\xf0\x9f\x98'", b"'\\x41\xc3'",
    b"'\xed\xa0\x80'", b"f'{x}\xff'", b"'\xf4\x90\x80\x80'", b"'\xf0\x9f\x98\x80\xff'",
    b"'ok \xc3\xa9 \\t \xe2\x82'", b"'\\\xc3\xa9\\x4'", b"'\\\xc3\xa9\\N{x}'",
]


def hexs(s):
    return s.encode("utf-8", "surrogatepass").hex()


def expr_dump(src):
    return ast.dump(ast.parse("(" + src + ")", mode="eval").body)


def cpython_pieces(js):
    out = []
    for v in js.values:
        if isinstance(v, ast.Constant):
            out.append(["L", hexs(v.value)])
        else:
            spec = None if v.format_spec is None else cpython_pieces(v.format_spec)
            pos = (v.value.lineno, v.value.col_offset)
            if isinstance(v.value, ast.Tuple):
                # CPython parses a field as "(expr)", and an unparenthesised
                # tuple starts at that invented "(": one column early.
                pos = (pos[0], pos[1] + 1)
            out.append(["F", ast.dump(v.value), v.conversion, pos, spec])
    return out


def ours_pieces(ps, case):
    out = []
    for p in ps:
        if p[0] == "L":
            out.append(["L", p[1]])
        else:
            src = bytes.fromhex(p[1]).decode("utf-8")
            # our column is where the expression text starts; CPython's is
            # its first token
            lead = len(src) - len(src.lstrip(" \t\f"))
            pos = (p[3], p[4] + lead)
            spec = None if p[5] is None else ours_pieces(p[5], case)
            try:
                dump = expr_dump(src)
            except SyntaxError as e:
                dump = f"unparsable {src!r}: {e}"
            out.append(["F", dump, p[2], pos, spec])
    return out


def cpython(case):
    try:
        tree = ast.parse(case.strip(), mode="eval")
    except (ValueError, UnicodeDecodeError) as e:
        return ["E", str(e)]
    except SyntaxError as e:
        return ["E", e.msg]
    body = tree.body
    if isinstance(body, ast.JoinedStr):
        return ["F", cpython_pieces(body)]
    if isinstance(body.value, bytes):
        return ["B", body.value.hex()]
    return ["S", hexs(body.value)]


FSTRING_FRAGMENTS = [
    "a", "é", " ", "{", "}", "{{", "}}", "{x}", "x", "!", "!r", "!s", ":", "=",
    "'", '"', "\\n", "\\", "#", "(", ")", "[", "]", "{y!s:>{w}}", "{x=}",
    "\\N{BULLET}", "\\N{", "\\x4", "{x:{y:{z}}}", "{'a'}", "{\"b\"}", "<", ">=",
    "\n", "{x!r=}", "{ }", "{x:{{}}}", "1", "{1:2}",
]


def random_cases(count, seed):
    """Random f-strings that CPython tokenizes as a single STRING token."""
    import io
    import random
    import tokenize
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        body = "".join(rng.choice(FSTRING_FRAGMENTS) for _ in range(rng.randint(1, 8)))
        prefix = rng.choice(["f", "f", "rf", "F"])
        quote = rng.choice(["'", '"', "'" * 3, '"' * 3])
        case = prefix + quote + body + quote
        try:
            toks = [t for t in tokenize.generate_tokens(io.StringIO(case).readline)
                    if t.type not in (tokenize.NEWLINE, tokenize.NL, tokenize.ENDMARKER)]
        except (tokenize.TokenError, SyntaxError):
            continue
        if len(toks) == 1 and toks[0].type == tokenize.STRING:
            out.append(case)
    return out


# Errors the splitter reports itself; any other CPython error in a field is
# the grammar's (the field's expression fails to parse).
SPLITTER_MESSAGES = ("f-string: expecting", "f-string: single", "f-string: empty",
                     "f-string: expression required", "backslash", "include '#'",
                     "f-string: unmatched", "f-string: closing", "unterminated string",
                     "nested too deeply", "invalid conversion", "(unicode error)",
                     "f-string: unexpected end")


def main():
    lexdump = sys.argv[1]
    if len(sys.argv) > 2:
        CASES.extend(random_cases(int(sys.argv[2]), int(sys.argv[3])))
    failures = skipped = 0
    with tempfile.TemporaryDirectory() as d:
        paths = []
        for i, case in enumerate(CASES):
            p = os.path.join(d, f"s{i}.py")
            with open(p, "wb") as f:
                f.write(case if isinstance(case, bytes) else case.encode("utf-8"))
            paths.append(p)
        out = subprocess.run([lexdump, "--strings", *paths], capture_output=True,
                             check=True).stdout.decode("utf-8")
        got = {}
        cur = None
        for line in out.split("\n"):
            if line.startswith("=== "):
                cur = line[4:]
            elif line:
                got[cur] = line.split("\t", 1)
        import warnings
        warnings.simplefilter("ignore")
        for case, p in zip(CASES, paths):
            want = cpython(case)
            g = got.get(p)
            if g is None:
                g = ["none"]
            elif g[0] == "F":
                g = ["F", ours_pieces(json.loads(g[1]), case)]
            elif g[0] in ("S", "B"):
                g = [g[0], json.loads(g[1])]
            if want[0] == "E" and not any(m in want[1] for m in SPLITTER_MESSAGES):
                skipped += 1
                continue  # an error in a field's expression is the grammar's
            if want != g:
                print(f"FAIL {case!r}\n  want {want}\n  got  {g}")
                failures += 1
    checked = len(CASES) - skipped
    print(f"strings: {checked - failures}/{checked} agree ({skipped} left to "
          f"the grammar: errors inside a field's expression)")
    sys.exit(1 if failures else 0)


main()
