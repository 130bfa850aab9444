#!/usr/bin/env python3
"""Generate vm/utext.c's Unicode tables from the Unicode Character Database.

    gen_utext_tables.py UCD_DIR OUTPUT.h

Reads Debian's unicode-data files (UnicodeData.txt, SpecialCasing.txt,
CaseFolding.txt, DerivedCoreProperties.txt, LineBreak.txt, DerivedAge.txt,
Unihan_NumericValues.txt[.bz2]) and writes one C header with:

  - a two-stage lookup from code point to a property record (flags as
    CPython's makeunicodedata.py defines them, category, decimal and digit
    values, and the four case mappings);
  - the multi-code-point case mappings (SpecialCasing.txt's unconditional
    lines, CaseFolding.txt's C and F lines).

CPython 3.11 follows Unicode 14.0. When the data is newer, code points
whose DerivedAge is later than TARGET_AGE are left unassigned so that the
results match python3.11 (see docs/language.md, "Unicode").
"""
import bz2
import os
import sys

TARGET_AGE = (14, 0)
SHIFT = 7

# Flags: the meanings of CPython's makeunicodedata.py masks.
F_ALPHA = 0x0001
F_DECIMAL = 0x0002
F_DIGIT = 0x0004
F_LOWER = 0x0008
F_LINEBREAK = 0x0010
F_SPACE = 0x0020
F_TITLE = 0x0040
F_UPPER = 0x0080
F_XID_START = 0x0100
F_XID_CONTINUE = 0x0200
F_PRINTABLE = 0x0400
F_NUMERIC = 0x0800
F_CASE_IGNORABLE = 0x1000
F_CASED = 0x2000
F_NEW = 0x4000     # assigned after TARGET_AGE: unassigned to us

EXT = 0x40000000


def data_lines(path):
    opener = bz2.open if path.endswith('.bz2') else open
    with opener(path, 'rt', encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].rstrip('\n')
            if line.strip():
                yield line


def cp_range(field):
    field = field.strip()
    if '..' in field:
        a, b = field.split('..')
        return range(int(a, 16), int(b, 16) + 1)
    return range(int(field, 16), int(field, 16) + 1)


def find(ucd, name):
    for candidate in (name, name + '.bz2'):
        p = os.path.join(ucd, candidate)
        if os.path.exists(p):
            return p
    raise SystemExit('gen_utext_tables: missing %s in %s' % (name, ucd))


def main():
    ucd, out_path = sys.argv[1], sys.argv[2]

    # Code points newer than the target version count as unassigned.
    too_new = set()
    for line in data_lines(find(ucd, 'DerivedAge.txt')):
        rng, age = [x.strip() for x in line.split(';')[:2]]
        major, minor = (int(x) for x in age.split('.'))
        if (major, minor) > TARGET_AGE:
            too_new.update(cp_range(rng))

    # UnicodeData.txt, with <..., First>/<..., Last> ranges expanded.
    records = {}
    first = None
    for line in data_lines(find(ucd, 'UnicodeData.txt')):
        f = line.split(';')
        cp = int(f[0], 16)
        if f[1].endswith(', First>'):
            first = cp
            continue
        if f[1].endswith(', Last>'):
            for c in range(first, cp + 1):
                records[c] = f
            continue
        records[cp] = f
    for c in too_new:
        records.pop(c, None)

    props = {}
    for line in data_lines(find(ucd, 'DerivedCoreProperties.txt')):
        parts = [x.strip() for x in line.split(';')]
        name = parts[1]
        if name in ('Lowercase', 'Uppercase', 'Cased', 'Case_Ignorable',
                    'XID_Start', 'XID_Continue'):
            for c in cp_range(parts[0]):
                props.setdefault(c, set()).add(name)

    linebreak = set()
    for line in data_lines(find(ucd, 'LineBreak.txt')):
        rng, cls = [x.strip() for x in line.split(';')[:2]]
        if cls in ('BK', 'CR', 'LF', 'NL'):
            linebreak.update(cp_range(rng))

    numeric = set()
    for line in data_lines(find(ucd, 'Unihan_NumericValues.txt')):
        parts = line.split()
        if len(parts) >= 3 and parts[0].startswith('U+') and parts[1] in (
                'kAccountingNumeric', 'kPrimaryNumeric', 'kOtherNumeric'):
            c = int(parts[0][2:], 16)
            if c in records:
                numeric.add(c)

    special = {}
    for line in data_lines(find(ucd, 'SpecialCasing.txt')):
        data = [x.strip() for x in line.split(';')]
        if len(data) > 4 and data[4]:
            continue  # conditional: only Final_Sigma matters, done in C
        c = int(data[0], 16)
        conv = lambda s: [int(x, 16) for x in s.split()]
        special[c] = (conv(data[1]), conv(data[2]), conv(data[3]))
    folding = {}
    for line in data_lines(find(ucd, 'CaseFolding.txt')):
        data = [x.strip() for x in line.split(';')]
        if data[1] in ('C', 'F'):
            folding[int(data[0], 16)] = [int(x, 16) for x in data[2].split()]

    categories = ['Cn']
    extra = [0]     # multi-code-point mappings; index 0 unused
    extra_index = {}

    def mapping(c, seq):
        if len(seq) == 1:
            return seq[0] - c
        key = tuple(seq)
        if key not in extra_index:
            extra_index[key] = len(extra)
            extra.extend(seq)
        assert len(seq) <= 3 and extra_index[key] < 0x10000
        return EXT | (len(seq) << 24) | extra_index[key]

    record_index = {}
    record_list = []
    cp_record = [0] * 0x110000
    empty = (0, 0, -1, -1, 0, 0, 0, 0)
    record_index[empty] = 0
    record_list.append(empty)
    for c in range(0x110000):
        f = records.get(c)
        if f is None:
            if c in too_new:
                rec = (F_NEW, 0, -1, -1, 0, 0, 0, 0)
                if rec not in record_index:
                    record_index[rec] = len(record_list)
                    record_list.append(rec)
                cp_record[c] = record_index[rec]
            continue
        cat, bidi = f[2], f[4]
        if cat not in categories:
            categories.append(cat)
        p = props.get(c, set())
        flags = 0
        if cat in ('Lm', 'Lt', 'Lu', 'Ll', 'Lo'):
            flags |= F_ALPHA
        if f[6]:
            flags |= F_DECIMAL
        if f[7]:
            flags |= F_DIGIT
        if f[8] or c in numeric:
            flags |= F_NUMERIC
        if 'Lowercase' in p:
            flags |= F_LOWER
        if 'Uppercase' in p:
            flags |= F_UPPER
        if cat == 'Lt':
            flags |= F_TITLE
        if c in linebreak or bidi == 'B':
            flags |= F_LINEBREAK
        if cat == 'Zs' or bidi in ('WS', 'B', 'S'):
            flags |= F_SPACE
        if c == 0x20 or cat[0] not in 'CZ':
            flags |= F_PRINTABLE
        if 'XID_Start' in p:
            flags |= F_XID_START
        if 'XID_Continue' in p:
            flags |= F_XID_CONTINUE
        if 'Cased' in p:
            flags |= F_CASED
        if 'Case_Ignorable' in p:
            flags |= F_CASE_IGNORABLE
        lower = int(f[13], 16) if f[13] else c
        upper = int(f[12], 16) if f[12] else c
        title = int(f[14], 16) if f[14] else upper
        sc = special.get(c, ([lower], [title], [upper]))
        fold = folding.get(c, [c])
        rec = (flags, categories.index(cat),
               int(f[6]) if f[6] else -1, int(f[7]) if f[7] else -1,
               mapping(c, sc[0]), mapping(c, sc[2]), mapping(c, sc[1]),
               mapping(c, fold))
        if rec not in record_index:
            record_index[rec] = len(record_list)
            record_list.append(rec)
        cp_record[c] = record_index[rec]

    # Two-stage table: blocks of 2**SHIFT code points, shared when equal.
    block_size = 1 << SHIFT
    blocks = {}
    stage1 = []
    stage2 = []
    for start in range(0, 0x110000, block_size):
        blk = tuple(cp_record[start:start + block_size])
        if blk not in blocks:
            blocks[blk] = len(stage2) // block_size
            stage2.extend(blk)
        stage1.append(blocks[blk])
    assert len(record_list) < 0x10000 and len(blocks) < 0x10000

    def c_array(ctype, name, values, per_line=12):
        lines = ['static const %s %s[%d] = {' % (ctype, name, len(values))]
        for i in range(0, len(values), per_line):
            lines.append('    ' + ', '.join(str(v) for v in values[i:i + per_line]) + ',')
        lines.append('};')
        return '\n'.join(lines)

    with open(out_path, 'w', encoding='ascii') as out:
        out.write('/* Generated by vm/gen_utext_tables.py from %s; do not edit. */\n'
                  % ucd)
        out.write('#define UT_SHIFT %d\n' % SHIFT)
        out.write('#define UT_EXT 0x%x\n' % EXT)
        for name, val in sorted(globals().items()):
            if name.startswith('F_'):
                out.write('#define UT_%s 0x%04x\n' % (name, val))
        out.write('static const char ut_category_names[%d][3] = {%s};\n' % (
            len(categories), ', '.join('"%s"' % c for c in categories)))
        out.write('typedef struct ut_record {\n'
                  '    uint16_t flags;\n    uint8_t category;\n'
                  '    int8_t decimal, digit;\n'
                  '    int32_t lower, upper, title, fold; /* delta or UT_EXT|n<<24|index */\n'
                  '} ut_record;\n')
        out.write('static const ut_record ut_records[%d] = {\n' % len(record_list))
        for r in record_list:
            out.write('    {%d, %d, %d, %d, %d, %d, %d, %d},\n' % r)
        out.write('};\n')
        out.write(c_array('uint16_t', 'ut_stage1', stage1) + '\n')
        out.write(c_array('uint16_t', 'ut_stage2', stage2, 24) + '\n')
        out.write(c_array('uint32_t', 'ut_extra', extra) + '\n')


if __name__ == '__main__':
    main()
