#!/usr/bin/env python3
"""Generate parser/unicode_tables.c from Debian's Unicode Character Database.

    gen_unicode_tables.py UCD_DIR OUTPUT.c

What the lexer needs and utf8proc lacks:
  * XID_Start / XID_Continue (DerivedCoreProperties.txt) for identifiers
    (PEP 3131), as sorted code point ranges;
  * the code points assigned after Unicode 14.0 (DerivedAge.txt), which
    CPython 3.11 treats as unassigned (ast_dump's repr escapes them);
  * character names for "\\N{...}" (UnicodeData.txt plus NameAliases.txt),
    as one sorted table of (name, code point), and the ranges whose names
    are algorithmic ("CJK UNIFIED IDEOGRAPH-XXXX").

Nothing here is typed by hand: every table comes from the data files.
Hangul syllable names are composed at run time from the Jamo short names,
which are emitted from Jamo.txt.
"""
import sys


def ranges(codepoints):
    out = []
    for cp in sorted(codepoints):
        if out and out[-1][1] == cp - 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return out


def derived(ucd, prop):
    cps = set()
    with open(f"{ucd}/DerivedCoreProperties.txt", encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            rng, name = [x.strip() for x in line.split(";")]
            if name != prop:
                continue
            if ".." in rng:
                a, b = rng.split("..")
                cps.update(range(int(a, 16), int(b, 16) + 1))
            else:
                cps.add(int(rng, 16))
    return ranges(cps)


def names(ucd):
    table = {}
    cjk = []
    first = None
    with open(f"{ucd}/UnicodeData.txt", encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            cp, name = int(fields[0], 16), fields[1]
            if name.startswith("<"):
                if name.endswith(", First>"):
                    first = cp
                elif name.endswith(", Last>"):
                    if name.startswith("<CJK Ideograph"):
                        cjk.append((first, cp))
                continue
            table.setdefault(name, cp)
    with open(f"{ucd}/NameAliases.txt", encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            cp, alias, _kind = line.split(";")
            table.setdefault(alias, int(cp, 16))
    return sorted(table.items()), cjk


def jamo(ucd):
    short = {}
    with open(f"{ucd}/Jamo.txt", encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            cp, name = [x.strip() for x in line.split(";")]
            short[int(cp, 16)] = name
    lead = [short[0x1100 + i] for i in range(19)]
    vowel = [short[0x1161 + i] for i in range(21)]
    trail = [""] + [short[0x11A8 + i] for i in range(27)]
    return lead, vowel, trail


def assigned_after(ucd, age):
    """Code points whose DerivedAge is later than `age` (CPython 3.11 has
    Unicode 14.0: these are unassigned for it)."""
    want = tuple(int(x) for x in age.split("."))
    cps = set()
    with open(f"{ucd}/DerivedAge.txt", encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            rng, ver = [x.strip() for x in line.split(";")]
            if tuple(int(x) for x in ver.split(".")) <= want:
                continue
            if ".." in rng:
                a, b = rng.split("..")
                cps.update(range(int(a, 16), int(b, 16) + 1))
            else:
                cps.add(int(rng, 16))
    return ranges(cps)


def c_ranges(name, rs):
    body = ",\n".join(f"    {{0x{a:X}, 0x{b:X}}}" for a, b in rs)
    return (f"const lex_urange {name}[] = {{\n{body}\n}};\n"
            f"const int {name}_count = {len(rs)};\n")


def c_strings(name, xs):
    return f"const char *const {name}[] = {{" + ", ".join(f'"{x}"' for x in xs) + "};\n"


def c_names(table):
    """The name table as offsets into one string of NUL-ended names (no
    pointers: nothing to relocate when the library is loaded). The string
    is longer than the 4095 characters ISO C promises, which GCC and clang
    take; their -Woverlength-strings warning is turned off for it."""
    offsets, text, at = [], [], 0
    for n, _ in table:
        offsets.append(at)
        text.append(n + "\\0")
        at += len(n.encode("ascii")) + 1
    lines = "\n".join(f'    "{t}"' for t in text)
    entries = ",\n".join(f"    {{{o}, 0x{cp:X}}}" for o, (_, cp) in zip(offsets, table))
    return ('#pragma GCC diagnostic ignored "-Woverlength-strings"\n'
            f"const char lex_uname_text[] =\n{lines};\n"
            f"const lex_uname lex_unames[] = {{\n{entries}\n}};\n")


def c_by_codepoint(name, table):
    """Indices into the name table in code point order (and name order
    within one code point), for unicodedata.name's binary search."""
    assert len(table) < 65536
    order = sorted(range(len(table)), key=lambda i: (table[i][1], i))
    body = ",".join(str(i) for i in order)
    return f"const uint16_t {name}[] = {{{body}}};\n"


def main():
    ucd, out = sys.argv[1], sys.argv[2]
    table, cjk = names(ucd)
    lead, vowel, trail = jamo(ucd)
    parts = [
        "/* Generated by parser/gen_unicode_tables.py from the Unicode\n"
        " * Character Database; do not edit. */\n",
        '#include "unicode_ident.h"\n\n',
        c_ranges("lex_xid_start", derived(ucd, "XID_Start")),
        c_ranges("lex_xid_continue", derived(ucd, "XID_Continue")),
        c_ranges("lex_cjk_ideograph", cjk),
        c_ranges("lex_after_14", assigned_after(ucd, "14.0")),
        c_strings("lex_jamo_lead", lead),
        c_strings("lex_jamo_vowel", vowel),
        c_strings("lex_jamo_trail", trail),
        c_names(table),
        f"const int lex_unames_count = {len(table)};\n",
        c_by_codepoint("lex_unames_by_cp", table),
    ]
    with open(out, "w", encoding="utf-8") as f:
        f.write("".join(parts))


main()
