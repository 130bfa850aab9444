/*
 * fuzz_splice.c - a structure-aware mutator for the `run` target: the
 * harness fuzz_splice is fuzz_run.c's LLVMFuzzerTestOneInput with these
 * LLVMFuzzerCustomMutator and LLVMFuzzerCustomCrossOver, seeded with every
 * file of tests/lang.
 *
 * A byte-level mutation of a Python script is almost always a SyntaxError
 * at its first change, so the byte-level harnesses spend most of their
 * time in the parser. This mutator works on lines, the unit of Python's
 * statements, and keeps each line's indentation meaningful: it deletes,
 * duplicates, moves and re-indents lines and blocks, wraps a line in a
 * compound statement (a loop, a try, a with, a def, a generator, a class,
 * a match), inserts statements from a table that covers the grammar,
 * swaps a token for another of the same script or for an awkward value,
 * and splices blocks from a second script (cross-over). One mutation in
 * five is libFuzzer's own byte-level one, on one line only, so that the
 * lexer's corners are still reached from well-formed surroundings.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed);
size_t LLVMFuzzerCustomCrossOver(const uint8_t *a, size_t asize, const uint8_t *b, size_t bsize,
                                 uint8_t *out, size_t max_out, unsigned int seed);

/* ---- a deterministic random source (libFuzzer replays by seed) ---------- */

typedef struct rng {
    uint64_t s;
} rng;

static uint32_t rnd(rng *r, uint32_t n)
{
    r->s ^= r->s << 13;
    r->s ^= r->s >> 7;
    r->s ^= r->s << 17;
    return n ? (uint32_t)(r->s % n) : 0;
}

/* ---- the script as lines -------------------------------------------------- */

enum { MAX_LINES = 4096 };

typedef struct line {
    const uint8_t *p;
    size_t n; /* without its newline */
} line;

typedef struct lines {
    line l[MAX_LINES];
    size_t n;
} lines;

static void split_lines(const uint8_t *d, size_t size, lines *out)
{
    out->n = 0;
    size_t start = 0;
    for (size_t i = 0; i <= size && out->n < MAX_LINES; i++) {
        if (i == size || d[i] == '\n') {
            if (i == size && i == start)
                break;
            out->l[out->n++] = (line){d + start, i - start};
            start = i + 1;
        }
    }
}

static size_t indent_of(line l)
{
    size_t k = 0;
    while (k < l.n && (l.p[k] == ' ' || l.p[k] == '\t'))
        k++;
    return k;
}

/* The end (exclusive) of the block that line i opens: i and the lines
 * after it indented deeper (blank lines included). */
static size_t block_end(const lines *ls, size_t i)
{
    size_t ind = indent_of(ls->l[i]), j = i + 1;
    while (j < ls->n && (indent_of(ls->l[j]) > ind || indent_of(ls->l[j]) == ls->l[j].n))
        j++;
    return j;
}

/* An output buffer that refuses to grow past its capacity. */
typedef struct out {
    uint8_t *p;
    size_t n, cap;
    int full;
} out;

static void put(out *o, const void *s, size_t n)
{
    if (o->n + n > o->cap) {
        o->full = 1;
        return;
    }
    memcpy(o->p + o->n, s, n);
    o->n += n;
}

static void put_spaces(out *o, size_t n)
{
    for (size_t i = 0; i < n && !o->full; i++)
        put(o, " ", 1);
}

/* line l's indentation moved from a block at `base` to one at `ind` (a
 * blank line or one less indented than base goes to ind) */
static size_t moved_indent(line l, size_t base, size_t ind)
{
    size_t k = indent_of(l);
    return (k > base ? k - base : 0) + ind;
}

/* line l with its indentation changed to `ind` spaces */
static void put_line(out *o, line l, size_t ind)
{
    size_t k = indent_of(l);
    put_spaces(o, ind);
    put(o, l.p + k, l.n - k);
    put(o, "\n", 1);
}

static void put_text(out *o, const char *s, size_t ind)
{
    /* a snippet's lines, each indented by ind more */
    while (*s) {
        const char *e = strchr(s, '\n');
        size_t n = e ? (size_t)(e - s) : strlen(s);
        put_spaces(o, ind);
        put(o, s, n);
        put(o, "\n", 1);
        s += n + (e != NULL);
    }
}

/* ---- the tables ------------------------------------------------------------ */

/* Statements inserted as they are (at the indentation of the line they go
 * before): every construct of the grammar, and calls of the tools that
 * fuzz_run.c registers. */
static const char *const snippets[] = {
    "x = [i * i for i in range(10) if i % 3]",
    "g = (y for y in range(5))\nprint(next(g), list(g))",
    "def gen():\n    r = yield 1\n    yield from range(r or 2)\n    return 7",
    "it = gen()\nprint(next(it), it.send(3), list(it))",
    "try:\n    raise ValueError('v')\nexcept (TypeError, ValueError) as e:\n    print(repr(e))\nelse:\n    pass\nfinally:\n    print('f')",
    "with open_ctx() as c:\n    print(c)",
    "class C:\n    __slots__ = ('a',)\n    def __init__(self, a=1):\n        self.a = a\n    def __eq__(self, o):\n        return NotImplemented\n    def __hash__(self):\n        return 1",
    "class D(dict):\n    def __missing__(self, k):\n        return k",
    "match x:\n    case [1, *rest] if rest:\n        print(rest)\n    case {'k': v, **kw}:\n        print(v, kw)\n    case C(a=1) | None:\n        pass\n    case _:\n        pass",
    "async def co(n):\n    await asyncio.sleep(0)\n    return await aecho(n)",
    "import asyncio\nprint(asyncio.run(asyncio.gather(co(1), co(2))))",
    "async def agen():\n    for i in range(3):\n        yield await aecho_later(i)",
    "print(echo([1, {'a': (2, 3.5)}], k=None), echo_later('x'))",
    "try:\n    fail('boom')\nexcept Exception as e:\n    print(type(e).__name__, e)",
    "lambda *a, **k: (a, k)",
    "if (n := len(x)) > 2:\n    print(n)",
    "global x\nx = None",
    "del x",
    "assert x, 'msg'",
    "x = {**{}, 'a': 1} | {'b': 2}",
    "s = f'{x!r:>{10}} {x=}'",
    "x = b'ab' * 3 + bytes(2)",
    "x, *y = range(4)",
    "x[1:2] = [5, 6]",
    "x = sorted(x, key=lambda v: -v, reverse=True)",
    "import json\nprint(json.dumps({'a': [1, 2.5, None]}), json.loads('[1, {\"b\": 2}]'))",
    "import re\nprint(re.findall(r'(\\w)+', 'ab cd'), re.sub('a', 'b', 'aaa'))",
    "from dataclasses import dataclass\n@dataclass\nclass P:\n    x: int = 0\n    y: int = 0",
    "from collections import Counter, defaultdict\nprint(Counter('abca').most_common(1))",
    "import itertools\nprint(list(itertools.islice(itertools.count(), 5)))",
    "from contextlib import contextmanager\n@contextmanager\ndef open_ctx():\n    yield 1",
    "while True:\n    break\nelse:\n    pass",
    "for i in range(3):\n    continue",
    "raise SystemExit(0)",
    "x = 10 ** 30 // 7 % 3 ** 2 - (1 << 70)",
    "x = [[]] * 3\nx[0].append(x)",
    "print(*x, sep=', ', end='!\\n')",
    "nonlocal_test = lambda: [x for x in ()]",
    "x = {1, 2} ^ {2, 3} - {4}",
    "x = 1 if x else 2",
    "x @= 2",
};

/* Compound statements a line is wrapped in: the text before the line
 * (ending with a colon line) and after it; the wrapped line goes four
 * spaces deeper. */
static const char *const wraps[][2] = {
    {"for _i in range(3):", ""},
    {"while x:", ""},
    {"if x:", "else:\n    pass"},
    {"try:", "except Exception as _e:\n    print(type(_e).__name__, _e)"},
    {"try:", "finally:\n    print('finally')"},
    {"with open_ctx() as _c:", ""},
    {"def _f(*args, **kw):", "_f(1, k=2)"},
    {"def _g():", "print(list(_g()))"},
    {"class _K:", "print(_K)"},
    {"async def _a():", "import asyncio\nasyncio.run(_a())"},
    {"match x:\n    case _:", ""},
    {"lambda: (", ")"},
};

/* Values that replace a token. */
static const char *const values[] = {
    "0", "-1", "1", "2**64", "10**100", "-0.0", "float('nan')", "float('inf')", "1e308",
    "None", "True", "''", "'x' * 1000", "b''", "[]", "()", "{}", "set()", "[x]",
    "range(10**9)", "iter([])", "lambda: 0", "object()", "C()", "gen()", "x", "...",
    "NotImplemented", "len", "print", "type", "super()", "echo", "x.y", "x[0]", "*x", "**x",
};

/* ---- the mutations ----------------------------------------------------------- */

static int is_tok(uint8_t c) { return c == '_' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z') || c >= 0x80; }

/* Token boundaries in a line: one at random, as [start, end). */
static int pick_token(rng *r, line l, size_t *s, size_t *e)
{
    size_t starts[64], ends[64], k = 0;
    for (size_t i = 0; i < l.n && k < 64;) {
        if (is_tok(l.p[i])) {
            size_t j = i;
            while (j < l.n && is_tok(l.p[j]))
                j++;
            starts[k] = i, ends[k] = j, k++;
            i = j;
        } else
            i++;
    }
    if (!k)
        return 0;
    size_t t = rnd(r, (uint32_t)k);
    *s = starts[t], *e = ends[t];
    return 1;
}

/* One structural mutation of ls into o; returns 0 when it does not apply. */
static int mutate_lines(rng *r, const lines *ls, out *o)
{
    size_t n = ls->n;
    size_t i = n ? rnd(r, (uint32_t)n) : 0;
    switch (rnd(r, 9)) {
    case 0: { /* delete a line or the block it opens */
        if (!n)
            return 0;
        size_t e = rnd(r, 2) ? block_end(ls, i) : i + 1;
        for (size_t k = 0; k < n; k++)
            if (k < i || k >= e)
                put_line(o, ls->l[k], indent_of(ls->l[k]));
        return 1;
    }
    case 1: { /* duplicate a block */
        if (!n)
            return 0;
        size_t e = block_end(ls, i);
        for (size_t k = 0; k < n; k++) {
            put_line(o, ls->l[k], indent_of(ls->l[k]));
            if (k + 1 == e)
                for (size_t m = i; m < e; m++)
                    put_line(o, ls->l[m], indent_of(ls->l[m]));
        }
        return 1;
    }
    case 2: { /* move a block before another line */
        if (n < 2)
            return 0;
        size_t e = block_end(ls, i), to = rnd(r, (uint32_t)n);
        if (to >= i && to < e)
            return 0;
        size_t ind = indent_of(ls->l[to]), base = indent_of(ls->l[i]);
        for (size_t k = 0; k < n; k++) {
            if (k == to)
                for (size_t m = i; m < e; m++)
                    put_line(o, ls->l[m], moved_indent(ls->l[m], base, ind));
            if (k < i || k >= e)
                put_line(o, ls->l[k], indent_of(ls->l[k]));
        }
        return 1;
    }
    case 3: { /* re-indent one line */
        if (!n)
            return 0;
        size_t ind = indent_of(ls->l[i]);
        size_t to = rnd(r, 2) ? ind + 4 : (ind >= 4 ? ind - 4 : 0);
        for (size_t k = 0; k < n; k++)
            put_line(o, ls->l[k], k == i ? to : indent_of(ls->l[k]));
        return 1;
    }
    case 4:
    case 5: { /* insert a statement from the table */
        const char *sn = snippets[rnd(r, sizeof snippets / sizeof *snippets)];
        size_t ind = i < n ? indent_of(ls->l[i]) : 0;
        for (size_t k = 0; k <= n; k++) {
            if (k == i)
                put_text(o, sn, ind);
            if (k < n)
                put_line(o, ls->l[k], indent_of(ls->l[k]));
        }
        return 1;
    }
    case 6: { /* wrap a block in a compound statement */
        if (!n)
            return 0;
        size_t e = block_end(ls, i), ind = indent_of(ls->l[i]);
        const char *const *w = wraps[rnd(r, sizeof wraps / sizeof *wraps)];
        for (size_t k = 0; k < n; k++) {
            if (k == i)
                put_text(o, w[0], ind);
            put_line(o, ls->l[k], indent_of(ls->l[k]) + (k >= i && k < e ? 4 : 0));
            if (k + 1 == e && w[1][0])
                put_text(o, w[1], ind);
        }
        return 1;
    }
    case 7:
    case 8: { /* replace a token with one of the script's or an awkward value */
        if (!n)
            return 0;
        size_t s, e;
        if (!pick_token(r, ls->l[i], &s, &e))
            return 0;
        const uint8_t *rep;
        size_t rn;
        size_t s2, e2;
        size_t j = rnd(r, (uint32_t)n);
        if (rnd(r, 2) && pick_token(r, ls->l[j], &s2, &e2)) {
            rep = ls->l[j].p + s2, rn = e2 - s2;
        } else {
            const char *v = values[rnd(r, sizeof values / sizeof *values)];
            rep = (const uint8_t *)v, rn = strlen(v);
        }
        for (size_t k = 0; k < n; k++) {
            if (k != i) {
                put_line(o, ls->l[k], indent_of(ls->l[k]));
                continue;
            }
            put(o, ls->l[k].p, s);
            put(o, rep, rn);
            put(o, ls->l[k].p + e, ls->l[k].n - e);
            put(o, "\n", 1);
        }
        return 1;
    }
    }
    return 0;
}

/* libFuzzer's byte-level mutation applied to one line only. */
static size_t mutate_one_line(rng *r, uint8_t *data, size_t size, size_t max_size)
{
    static lines ls;
    split_lines(data, size, &ls);
    if (!ls.n)
        return LLVMFuzzerMutate(data, size, max_size);
    line l = ls.l[rnd(r, (uint32_t)ls.n)];
    size_t off = (size_t)(l.p - data), tail = size - off - l.n;
    size_t room = max_size - (size - l.n);
    if (room < l.n + 1)
        return LLVMFuzzerMutate(data, size, max_size);
    /* the line's bytes go to a scratch buffer with room to grow */
    static uint8_t buf[1 << 16];
    if (room > sizeof buf)
        room = sizeof buf;
    if (l.n > room)
        return size;
    memcpy(buf, l.p, l.n);
    size_t nn = LLVMFuzzerMutate(buf, l.n, room);
    if (off + nn + tail > max_size)
        return size;
    memmove(data + off + nn, data + off + l.n, tail);
    memcpy(data + off, buf, nn);
    return off + nn + tail;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed)
{
    rng r = {((uint64_t)seed << 1) | 1};
    if (rnd(&r, 5) == 0)
        return mutate_one_line(&r, data, size, max_size);
    static lines ls;
    static uint8_t buf[1 << 20];
    split_lines(data, size, &ls);
    size_t cap = max_size < sizeof buf ? max_size : sizeof buf;
    for (int tries = 0; tries < 4; tries++) {
        out o = {buf, 0, cap, 0};
        if (mutate_lines(&r, &ls, &o) && !o.full && o.n) {
            memcpy(data, buf, o.n);
            return o.n;
        }
    }
    return LLVMFuzzerMutate(data, size, max_size);
}

/* The lines of a up to a point, a block of b at a's indentation there,
 * then the rest of a. */
size_t LLVMFuzzerCustomCrossOver(const uint8_t *a, size_t asize, const uint8_t *b, size_t bsize,
                                 uint8_t *outp, size_t max_out, unsigned int seed)
{
    rng r = {((uint64_t)seed << 1) | 1};
    static lines la, lb;
    split_lines(a, asize, &la);
    split_lines(b, bsize, &lb);
    if (!lb.n)
        return 0;
    out o = {outp, 0, max_out, 0};
    size_t at = rnd(&r, (uint32_t)la.n + 1);
    size_t from = rnd(&r, (uint32_t)lb.n), to = block_end(&lb, from);
    size_t ind = at < la.n ? indent_of(la.l[at]) : 0, base = indent_of(lb.l[from]);
    for (size_t k = 0; k <= la.n; k++) {
        if (k == at)
            for (size_t m = from; m < to; m++)
                put_line(&o, lb.l[m], moved_indent(lb.l[m], base, ind));
        if (k < la.n)
            put_line(&o, la.l[k], indent_of(la.l[k]));
    }
    return o.full ? 0 : o.n;
}
