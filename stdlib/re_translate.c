/*
 * re_translate.c - Python regular-expression syntax into PCRE2 syntax.
 *
 * The parser is CPython 3.11's re/_parser.py redone in C, function for
 * function (_parse_sub, _parse, _escape, _class_escape, _parse_flags) and
 * with the same one-token lookahead (Tokenizer), because the order in which
 * errors are found, their messages and their positions are part of what a
 * script sees. Where _parser.py raises, we raise re.error with the same
 * text and position; the one error CPython's compiler adds
 * ("look-behind requires fixed-width pattern", no position) is raised after
 * a successful parse, as there.
 *
 * Instead of building sre's tree, each construct is written out at once as
 * PCRE2 syntax. What differs between the two engines is handled here:
 *
 *   - every literal becomes an escape (\x{..}) unless it is a letter or a
 *     digit, so nothing the script wrote can be PCRE2-only syntax;
 *   - all groups are numbered: a named group is a plain capturing group
 *     and names map to numbers in Pattern.groupindex (PCRE2 limits names to
 *     32 characters; Python does not);
 *   - \Z is PCRE2's \z; \B never matches an empty string (sre's rule);
 *   - \d \w \s \b follow the scope's ASCII or Unicode flag, which Python can
 *     change inside a group ((?a:...)) and PCRE2 cannot: written as classes
 *     or properties where PCRE2's own escapes mean something else. Python's
 *     \s also holds U+001C..U+001F, which PCRE2's does not;
 *   - {m,n} is always written in full ({,n} is a literal for PCRE2 10.42);
 *   - case-insensitive matching: PCRE2 folds Unicode in UTF mode even where
 *     Python's ASCII flag says ASCII only (then we fold by hand), and does
 *     not pair U+0130/U+0131 with i/I, which Python's sre does;
 *   - a callout (?C1) at the start, at each alternative and at the start of
 *     each repeated group lets re_exec count the work and check the clock
 *     while PCRE2 runs (re.c, "budgets").
 *
 * The target decides the code points: RE_T_BYTES and RE_T_ASCII write an
 * 8-bit pattern (a code point above the subject's range can never match;
 * the few non-ASCII letters that Python's case folding pairs with ASCII ones
 * are kept as those letters), RE_T_UTF a UTF-8 one.
 */
#include <stdlib.h>

#include "re_internal.h"
#include "../vm/str_internal.h"
#include "../vm/utext.h"
#include "unicode_ident.h"

/* One token of lookahead: a code point, or a backslash and the code point
 * after it (Python's two-character token), or none at the end. */
#define TK_NONE ((int64_t)-1)
#define TK_ESC ((int64_t)1 << 32)
#define TK_CHAR(t) ((uint32_t)((t) & 0xFFFFFFFF))

#define NEST_MAX 300 /* parentheses deep; CPython's recursion gives out near 330 */
#define PCRE2_REPEAT_MAX 65535

typedef struct grp {
    int64_t lo, hi; /* width once closed */
    bool closed;
} grp;

typedef struct cref {
    int64_t gid, pos;
} cref;

/* The kind of the item last written in a sequence (what a quantifier may
 * follow, and how it is written after it). */
enum {
    IT_NONE,   /* nothing yet */
    IT_ATOM,   /* one PCRE2 atom: a quantifier goes straight after it */
    IT_GROUP,  /* a PCRE2 group: the same, with a callout in its body */
    IT_AT,     /* an anchor: "nothing to repeat" */
    IT_REPEAT, /* already quantified: "multiple repeat" */
    IT_OTHER,  /* an assertion or a conditional: wrapped in (?:...) first */
};

typedef struct item {
    int kind;
    int64_t start; /* where it begins in the output */
    int64_t body;  /* IT_GROUP: where its body begins */
    int64_t lo, hi;
} item;

/* The flags in force where something is written (CPython's compiler
 * flags) and the PCRE2 options in force there. */
typedef struct scope {
    int64_t f;
    bool pi, pm, ps; /* PCRE2's (?i) (?m) (?s) */
} scope;

typedef struct tr {
    psvm *vm;
    value pattern;
    const uint32_t *s;
    int64_t n;
    bool is_str;
    re_target target;
    int64_t index, next; /* the Tokenizer */
    bool failed;         /* an exception is raised */
    int64_t flags;       /* state.flags */
    grp *g;              /* g[1 .. ngroups-1] */
    int32_t ngroups;     /* state.groups: next group number */
    int32_t gcap;
    value groupdict;     /* name -> number, V_NULL until a name */
    int64_t lookbehind;  /* state.lookbehindgroups, -1 for None */
    cref *crefs;         /* state.grouprefpos, in insertion order */
    int32_t ncrefs, crefcap;
    bool lb_error;       /* the compiler's look-behind error, for after the parse */
    bool lookahead;      /* a positive look-ahead was written (re.c: compile_code) */
    bool template_error; /* re.TEMPLATE with a repeat: the compiler refuses it */
    int template_op;
    int64_t template_at;
    sbuf out;
    int32_t *close_rank;
    int32_t closed_count;
    int depth;
} tr;

/* ---- errors -------------------------------------------------------------- */

static void fail_at(tr *t, const char *msg, int64_t pos)
{
    if (t->failed)
        return;
    t->failed = true;
    if (t->vm->exc)
        return; /* a memory limit on the way here */
    if (t->is_str) {
        re_raise_error(t->vm, msg, t->pattern, pos);
        return;
    }
    /* bytes: Tokenizer.error's msg.encode('ascii', 'backslashreplace') */
    sbuf b;
    sb_init(&b, t->vm);
    const unsigned char *m = (const unsigned char *)msg;
    int64_t n = (int64_t)strlen(msg), i = 0;
    while (i < n) {
        int c = utf8_decode(m, n, &i);
        if (c < 128)
            sb_addc(&b, (char)c);
        else
            sb_addf(&b, c < 256 ? "\\x%02x" : c < 65536 ? "\\u%04x" : "\\U%08x", (unsigned)c);
    }
    sb_addc(&b, 0);
    if (!b.failed)
        re_raise_error(t->vm, b.p, t->pattern, pos);
    sb_free(&b);
}

static int64_t tk_len(int64_t tok) { return tok == TK_NONE ? 0 : (tok & TK_ESC) ? 2 : 1; }
static int64_t tell(tr *t) { return t->index - tk_len(t->next); }
static void fail(tr *t, const char *msg, int64_t offset) { fail_at(t, msg, tell(t) - offset); }

/* ---- the tokenizer --------------------------------------------------------- */

static void advance(tr *t)
{
    int64_t i = t->index;
    if (i >= t->n) {
        t->next = TK_NONE;
        return;
    }
    uint32_t c = t->s[i];
    if (c == '\\') {
        if (i + 1 >= t->n) {
            t->next = TK_NONE;
            fail_at(t, "bad escape (end of pattern)", t->n - 1);
            return;
        }
        t->index = i + 2;
        t->next = TK_ESC | t->s[i + 1];
        return;
    }
    t->index = i + 1;
    t->next = c;
}

static int64_t get(tr *t)
{
    int64_t tok = t->next;
    advance(t);
    return tok;
}

static bool match(tr *t, uint32_t c)
{
    if (t->next == (int64_t)c) {
        advance(t);
        return true;
    }
    return false;
}

static void seek(tr *t, int64_t index)
{
    t->index = index;
    advance(t);
}

static bool is_digit(int64_t tok) { return tok >= '0' && tok <= '9'; }
static bool is_octdigit(int64_t tok) { return tok >= '0' && tok <= '7'; }
static bool is_hexdigit(int64_t tok)
{
    return is_digit(tok) || (tok >= 'a' && tok <= 'f') || (tok >= 'A' && tok <= 'F');
}
static bool is_ascii_letter(uint32_t c) { return (c | 32) >= 'a' && (c | 32) <= 'z'; }
static int hexval(uint32_t c) { return c <= '9' ? (int)c - '0' : (int)(c | 32) - 'a' + 10; }

/* A token's text appended to a code-point buffer (names, messages). */
typedef struct cpbuf {
    psvm *vm;
    uint32_t *p;
    int64_t n, cap;
    bool failed;
} cpbuf;

static void cb_add(cpbuf *b, uint32_t c)
{
    if (b->failed)
        return;
    if (b->n == b->cap) {
        int64_t nc = b->cap ? b->cap * 2 : 16;
        uint32_t *np = vm_realloc(b->vm, b->p, (size_t)nc * sizeof *np);
        if (!np) {
            b->failed = true;
            return;
        }
        b->p = np;
        b->cap = nc;
    }
    b->p[b->n++] = c;
}

static void cb_add_tok(cpbuf *b, int64_t tok)
{
    if (tok & TK_ESC)
        cb_add(b, '\\');
    cb_add(b, TK_CHAR(tok));
}

static void cb_free(cpbuf *b) { vm_dealloc(b->vm, b->p); }

/* The code points as UTF-8 into an sbuf (no NUL). */
static void sb_add_cps(sbuf *o, const uint32_t *p, int64_t n)
{
    for (int64_t i = 0; i < n; i++) {
        char u[4];
        sb_add(o, u, utf8_encode(p[i], u));
    }
}

static value cps_str(psvm *vm, const uint32_t *p, int64_t n)
{
    sbuf b;
    sb_init(&b, vm);
    sb_add_cps(&b, p, n);
    return sb_finish(&b);
}

static bool cps_isidentifier(psvm *vm, const uint32_t *p, int64_t n)
{
    sbuf b;
    sb_init(&b, vm);
    sb_add_cps(&b, p, n);
    bool ok = !b.failed && ut_isidentifier(b.p ? b.p : "", (size_t)b.len);
    sb_free(&b);
    return ok;
}

/* error(fmt % repr(name), offset): the one shape of message that quotes a
 * name. fmt has one %s for the repr. */
static void fail_name(tr *t, const char *fmt, const uint32_t *p, int64_t n, int64_t offset)
{
    value s = cps_str(t->vm, p, n);
    value r = s ? vm_repr(t->vm, s) : V_NULL;
    if (!r) {
        t->failed = true;
        return;
    }
    sbuf b;
    sb_init(&b, t->vm);
    const char *pct = strstr(fmt, "%s");
    sb_add(&b, fmt, pct - fmt);
    sb_add(&b, AS_STR(r)->data, AS_STR(r)->len);
    sb_adds(&b, pct + 2);
    sb_addc(&b, 0);
    if (b.failed)
        t->failed = true;
    else
        fail(t, b.p, offset);
    sb_free(&b);
}

/* error(prefix + token text, offset) */
static void fail_tok(tr *t, const char *prefix, const uint32_t *p, int64_t n, int64_t offset)
{
    sbuf b;
    sb_init(&b, t->vm);
    sb_adds(&b, prefix);
    sb_add_cps(&b, p, n);
    sb_addc(&b, 0);
    if (b.failed)
        t->failed = true;
    else
        fail(t, b.p, offset);
    sb_free(&b);
}

/* Tokenizer.getuntil: the name up to terminator, in *name. */
static bool getuntil(tr *t, uint32_t terminator, const char *what, cpbuf *name)
{
    char msg[64];
    for (;;) {
        int64_t c = t->next;
        advance(t);
        if (t->failed)
            return false;
        if (c == TK_NONE) {
            if (!name->n) {
                snprintf(msg, sizeof msg, "missing %s", what);
                fail(t, msg, 0);
            } else {
                snprintf(msg, sizeof msg, "missing %c, unterminated name", (char)terminator);
                fail(t, msg, name->n);
            }
            return false;
        }
        if (c == (int64_t)terminator) {
            if (!name->n) {
                snprintf(msg, sizeof msg, "missing %s", what);
                fail(t, msg, 1);
                return false;
            }
            return !name->failed || (t->failed = true, false);
        }
        cb_add_tok(name, c);
    }
}

/* Tokenizer.checkgroupname (the warning for non-ASCII names in a bytes
 * pattern is CPython's DeprecationWarning: not an error). */
static bool checkgroupname(tr *t, const cpbuf *name, int64_t offset)
{
    if (cps_isidentifier(t->vm, name->p, name->n))
        return true;
    if (!t->vm->exc)
        fail_name(t, "bad character in group name %s", name->p, name->n, name->n + offset);
    t->failed = true;
    return false;
}

/* ---- output ------------------------------------------------------------- */

static void emit(tr *t, const char *s) { sb_adds(&t->out, s); }

/* A code point as a PCRE2 literal, in a class or out of one. */
static void emit_cp(tr *t, uint32_t c)
{
    if ((c >= '0' && c <= '9') || is_ascii_letter(c))
        sb_addc(&t->out, (char)c);
    else
        sb_addf(&t->out, "\\x{%x}", c);
}

static void emit_insert(tr *t, int64_t at, const char *s)
{
    int64_t k = (int64_t)strlen(s), n = t->out.len;
    if (!sb_add(&t->out, s, k))
        return;
    memmove(t->out.p + at + k, t->out.p + at, (size_t)(n - at));
    memcpy(t->out.p + at, s, (size_t)k);
}

#define CALLOUT "(?C1)"

static uint32_t cp_max(tr *t) { return t->target == RE_T_UTF ? 0x10FFFF : 0xFF; }
static void emit_never(tr *t) { emit(t, t->target == RE_T_UTF ? "[^\\x{0}-\\x{10ffff}]" : "[^\\x{0}-\\x{ff}]"); }
static void emit_anychar(tr *t) { emit(t, t->target == RE_T_UTF ? "[\\x{0}-\\x{10ffff}]" : "[\\x{0}-\\x{ff}]"); }

/* Scope questions. */
static bool sc_ascii(tr *t, const scope *sc) { return !t->is_str || (sc->f & (RE_ASCII | RE_LOCALE)); }
static bool sc_icase(const scope *sc) { return (sc->f & RE_IGNORECASE) != 0; }
/* UTF mode in an ASCII scope: PCRE2 would fold Unicode, so we fold ASCII
 * letters by hand and keep PCRE2's caseless option off. */
static bool sc_handfold(tr *t, const scope *sc) { return t->target == RE_T_UTF && sc_ascii(t, sc) && sc_icase(sc); }
/* The UTF form is compiled with Unicode properties (PCRE2_UCP) when the
 * pattern as a whole is Unicode. */
static bool utf_ucp(tr *t) { return t->target == RE_T_UTF && !(t->flags & RE_ASCII); }

static scope scope_for(tr *t, int64_t f)
{
    scope sc = {.f = f};
    sc.pi = (f & RE_IGNORECASE) && !sc_handfold(t, &sc);
    sc.pm = (f & RE_MULTILINE) != 0;
    sc.ps = (f & RE_DOTALL) != 0;
    return sc;
}

/* _compiler._combine_flags */
static int64_t combine_flags(int64_t f, int64_t add, int64_t del)
{
    if (add & RE_TYPE_FLAGS)
        f &= ~(int64_t)RE_TYPE_FLAGS;
    return (f | add) & ~del;
}

/* The non-ASCII letters that Python's case folding pairs with ASCII ones
 * (and PCRE2's Unicode folding pairs only with themselves, for the first
 * two): the ASCII letter, or 0. */
static uint32_t fold_to_ascii(uint32_t c)
{
    switch (c) {
    case 0x130: case 0x131: return 'i'; /* LATIN CAPITAL LETTER I WITH DOT ABOVE, DOTLESS I */
    case 0x17F: return 's';             /* LATIN SMALL LETTER LONG S */
    case 0x212A: return 'k';            /* KELVIN SIGN */
    default: return 0;
    }
}

static void emit_literal(tr *t, const scope *sc, uint32_t c)
{
    if (t->target == RE_T_UTF) {
        if (c >= 0xD800 && c <= 0xDFFF) {
            emit_never(t); /* no str holds a lone surrogate */
        } else if (sc_handfold(t, sc) && is_ascii_letter(c)) {
            sb_addf(&t->out, "[%c%c]", (char)(c | 32), (char)(c & ~32u));
        } else if (sc->pi && !sc_ascii(t, sc) && ((c | 32) == 'i' || c == 0x130 || c == 0x131)) {
            /* Python folds i, I, U+0130 and U+0131 together */
            emit(t, "[i\\x{130}\\x{131}]");
        } else {
            emit_cp(t, c);
        }
        return;
    }
    if (t->target == RE_T_BYTES || c < 128) {
        emit_cp(t, c);
        return;
    }
    /* RE_T_ASCII: only a folded letter can meet an ASCII subject */
    uint32_t a = sc->pi && !sc_ascii(t, sc) ? fold_to_ascii(c) : 0;
    if (a)
        emit_cp(t, a);
    else
        emit_never(t);
}

/* ---- character classes ----------------------------------------------------- */

enum { CAT_D = 1, CAT_ND = 2, CAT_S = 4, CAT_NS = 8, CAT_W = 16, CAT_NW = 32 };

typedef struct cls {
    psvm *vm;
    uint32_t (*r)[2];
    int n, cap;
    unsigned cats; /* categories written as properties (UTF, Unicode scope) */
    bool failed;
} cls;

static void cls_add(cls *c, uint32_t lo, uint32_t hi)
{
    if (c->failed || lo > hi)
        return;
    if (c->n == c->cap) {
        int nc = c->cap ? c->cap * 2 : 8;
        void *np = vm_realloc(c->vm, c->r, (size_t)nc * sizeof *c->r);
        if (!np) {
            c->failed = true;
            return;
        }
        c->r = np;
        c->cap = nc;
    }
    c->r[c->n][0] = lo;
    c->r[c->n][1] = hi;
    c->n++;
}

static bool cls_has(const cls *c, uint32_t x)
{
    for (int i = 0; i < c->n; i++)
        if (c->r[i][0] <= x && x <= c->r[i][1])
            return true;
    return false;
}

static int range_cmp(const void *a, const void *b)
{
    const uint32_t *x = a, *y = b;
    return x[0] < y[0] ? -1 : x[0] > y[0];
}

static void cls_normalize(cls *c, uint32_t top)
{
    qsort(c->r, (size_t)c->n, sizeof *c->r, range_cmp);
    int k = 0;
    for (int i = 0; i < c->n; i++) {
        uint32_t lo = c->r[i][0], hi = c->r[i][1] > top ? top : c->r[i][1];
        if (lo > hi)
            continue;
        if (k && lo <= c->r[k - 1][1] + 1) {
            if (hi > c->r[k - 1][1])
                c->r[k - 1][1] = hi;
        } else {
            c->r[k][0] = lo;
            c->r[k][1] = hi;
            k++;
        }
    }
    c->n = k;
}

/* The ASCII meaning of a category as ranges (complemented up to top for
 * the negated ones). sp_fs: add U+001C..U+001F to \s (Python's Unicode \s
 * as an ASCII subject sees it). */
static void cls_add_ascii_cat(cls *c, unsigned cat, uint32_t top, bool sp_fs)
{
    static const uint32_t d[][2] = {{'0', '9'}};
    static const uint32_t w[][2] = {{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}};
    uint32_t sp[3][2] = {{9, 13}, {sp_fs ? 0x1C : 0x20, 0x20}, {1, 0}};
    const uint32_t(*set)[2];
    int n;
    if (cat & (CAT_D | CAT_ND))
        set = d, n = 1;
    else if (cat & (CAT_W | CAT_NW))
        set = w, n = 4;
    else
        set = (const uint32_t(*)[2])sp, n = 2;
    if (cat & (CAT_D | CAT_W | CAT_S)) {
        for (int i = 0; i < n; i++)
            cls_add(c, set[i][0], set[i][1]);
        return;
    }
    uint32_t lo = 0;
    for (int i = 0; i < n; i++) {
        if (set[i][0] > lo)
            cls_add(c, lo, set[i][0] - 1);
        lo = set[i][1] + 1;
    }
    cls_add(c, lo, top);
}

/* Add what case folding pairs with the class's members, where PCRE2's own
 * folding is not Python's (see fold_to_ascii). */
static void cls_fold(tr *t, const scope *sc, cls *c)
{
    if (sc_handfold(t, sc)) {
        int n = c->n;
        for (int i = 0; i < n; i++) {
            uint32_t lo = c->r[i][0], hi = c->r[i][1];
            for (uint32_t base = 'A'; base <= 'a'; base += 32) {
                uint32_t a = lo > base ? lo : base, b = hi < base + 25 ? hi : base + 25;
                if (a <= b)
                    cls_add(c, a ^ 32, b ^ 32);
            }
        }
        return;
    }
    if (!sc->pi || sc_ascii(t, sc))
        return;
    if (t->target == RE_T_UTF) {
        if (cls_has(c, 'i') || cls_has(c, 'I') || cls_has(c, 0x130) || cls_has(c, 0x131)) {
            cls_add(c, 'i', 'i');
            cls_add(c, 0x130, 0x131);
        }
    } else if (t->target == RE_T_ASCII) {
        static const uint32_t specials[] = {0x130, 0x131, 0x17F, 0x212A};
        for (int k = 0; k < 4; k++)
            if (cls_has(c, specials[k])) {
                uint32_t a = fold_to_ascii(specials[k]);
                cls_add(c, a, a);
            }
    }
}

/* Python's Unicode \s: str.isspace(), which is the space separators (Z)
 * and the characters of bidirectional class WS, B or S (tab to CR,
 * U+001C..U+001F, U+0085). PCRE2's \p{Xsp} differs: it has U+180E and
 * lacks U+001C..U+001F. */
#define UNI_SPACE "\\p{Z}\\t-\\r\\x{1c}-\\x{1f}\\x{85}"

static void emit_ranges(tr *t, const cls *c)
{
    for (int i = 0; i < c->n; i++) {
        emit_cp(t, c->r[i][0]);
        if (c->r[i][1] > c->r[i][0]) {
            if (c->r[i][1] > c->r[i][0] + 1)
                sb_addc(&t->out, '-');
            emit_cp(t, c->r[i][1]);
        }
    }
}

/* Write a class; its members so far are ranges in c, plus categories in
 * cats (CAT_*). */
static void emit_class(tr *t, const scope *sc, cls *c, unsigned cats, bool negate)
{
    bool prop = t->target == RE_T_UTF && !sc_ascii(t, sc);
    if (!prop) {
        /* 8-bit targets and ASCII scopes: every category as ranges */
        bool sp_fs = t->target == RE_T_ASCII && !sc_ascii(t, sc);
        for (unsigned k = 1; k <= CAT_NW; k <<= 1)
            if (cats & k)
                cls_add_ascii_cat(c, k, cp_max(t), sp_fs);
        cats = 0;
    }
    cls_fold(t, sc, c);
    if (t->target == RE_T_UTF) {
        /* no str holds a lone surrogate, and PCRE2 refuses to name one */
        int n = c->n;
        for (int i = 0; i < n; i++)
            if (c->r[i][0] <= 0xDFFF && c->r[i][1] >= 0xD800) {
                uint32_t hi = c->r[i][1];
                c->r[i][1] = c->r[i][0] < 0xD800 ? 0xD7FF : 0;
                if (c->r[i][0] >= 0xD800)
                    c->r[i][0] = 1; /* emptied: lo > hi */
                if (hi > 0xDFFF)
                    cls_add(c, 0xE000, hi);
            }
    }
    cls_normalize(c, cp_max(t));
    if (c->failed) {
        t->out.failed = true;
        return;
    }
    bool all = (cats & CAT_D && cats & CAT_ND) || (cats & CAT_W && cats & CAT_NW) ||
               (cats & CAT_S && cats & CAT_NS) || (c->n == 1 && c->r[0][0] == 0 && c->r[0][1] == cp_max(t));
    if (all) {
        if (negate)
            emit_never(t);
        else
            emit_anychar(t);
        return;
    }
    if (cats & CAT_NS) {
        /* not (Xsp or U+001C..U+001F): no property says it inside a class */
        cats &= ~(unsigned)CAT_NS;
        bool others = c->n || cats;
        if (!negate && !others) {
            emit(t, "[^" UNI_SPACE "]");
            return;
        }
        if (!negate) {
            emit(t, "(?:[^" UNI_SPACE "]|[");
        } else {
            /* not (\S or others) = \s and not others */
            emit(t, "(?:");
            if (!others) {
                emit(t, "[" UNI_SPACE "])");
                return;
            }
            emit(t, "(?![");
        }
    } else if (!c->n && !cats) {
        if (negate)
            emit_anychar(t);
        else
            emit_never(t);
        return;
    } else {
        emit(t, negate ? "[^" : "[");
        cats |= 0x100; /* a plain class: closed below */
    }
    bool ucp = utf_ucp(t);
    if (cats & CAT_D) emit(t, ucp ? "\\d" : "\\p{Nd}");
    if (cats & CAT_ND) emit(t, ucp ? "\\D" : "\\P{Nd}");
    if (cats & CAT_W) emit(t, ucp ? "\\w" : "\\p{Xwd}");
    if (cats & CAT_NW) emit(t, ucp ? "\\W" : "\\P{Xwd}");
    if (cats & CAT_S) emit(t, UNI_SPACE);
    emit_ranges(t, c);
    if (cats & 0x100)
        emit(t, "]");
    else if (!negate)
        emit(t, "])");
    else
        emit(t, "])[" UNI_SPACE "])");
}

/* A category escape outside a class. */
static void emit_category(tr *t, const scope *sc, unsigned cat)
{
    bool ascii = sc_ascii(t, sc);
    if (t->target != RE_T_UTF && (ascii || !(cat & (CAT_S | CAT_NS)))) {
        /* PCRE2's own escapes are Python's ASCII ones in 8-bit mode */
        static const char *const names[] = {"\\d", "\\D", "\\s", "\\S", "\\w", "\\W"};
        int k = 0;
        while (!(cat & (1u << k)))
            k++;
        emit(t, names[k]);
        return;
    }
    if (t->target == RE_T_UTF && !ascii && utf_ucp(t) && !(cat & (CAT_S | CAT_NS))) {
        emit(t, cat == CAT_D ? "\\d" : cat == CAT_ND ? "\\D" : cat == CAT_W ? "\\w" : "\\W");
        return;
    }
    bool neg = (cat & (CAT_ND | CAT_NS | CAT_NW)) != 0;
    if (neg && !(cat & CAT_NS) && !(t->target == RE_T_UTF && !ascii)) {
        neg = false; /* ASCII: the complement as ranges */
    } else if (neg) {
        cat = cat == CAT_ND ? CAT_D : cat == CAT_NS ? CAT_S : CAT_W;
    }
    cls c = {.vm = t->vm};
    emit_class(t, sc, &c, cat, neg);
    vm_dealloc(t->vm, c.r);
}

/* \b and \B where PCRE2's own (which follow PCRE2_UCP for the whole
 * pattern) do not say what the scope says. */
static void emit_boundary(tr *t, const scope *sc, bool non)
{
    /* sre: \B never matches in an empty string */
    if (non)
        emit(t, "(?!\\A\\z)");
    bool ascii = sc_ascii(t, sc);
    if (t->target != RE_T_UTF || ascii != utf_ucp(t)) {
        emit(t, non ? "\\B" : "\\b");
        return;
    }
    const char *w = ascii ? "[0-9A-Z_a-z]" : "\\p{Xwd}";
    if (!non)
        sb_addf(&t->out, "(?:(?<=%s)(?!%s)|(?<!%s)(?=%s))", w, w, w, w);
    else
        sb_addf(&t->out, "(?:(?<=%s)(?=%s)|(?<!%s)(?!%s))", w, w, w, w);
}

/* ---- escapes ------------------------------------------------------------- */

/* What an escape is: a literal code point, a category, an anchor or a group
 * reference. */
typedef struct esc {
    enum { E_LIT, E_CAT, E_AT, E_REF } kind;
    uint32_t v;
} esc;

enum { AT_BOS, AT_EOS, AT_BOUND, AT_NONBOUND, AT_BOL, AT_EOL };

static bool category_escape(uint32_t c, esc *e)
{
    switch (c) {
    case 'd': *e = (esc){E_CAT, CAT_D}; return true;
    case 'D': *e = (esc){E_CAT, CAT_ND}; return true;
    case 's': *e = (esc){E_CAT, CAT_S}; return true;
    case 'S': *e = (esc){E_CAT, CAT_NS}; return true;
    case 'w': *e = (esc){E_CAT, CAT_W}; return true;
    case 'W': *e = (esc){E_CAT, CAT_NW}; return true;
    default: return false;
    }
}

static bool simple_escape(uint32_t c, uint32_t *lit)
{
    switch (c) {
    case 'a': *lit = 7; return true;
    case 'b': *lit = 8; return true;
    case 'f': *lit = 12; return true;
    case 'n': *lit = 10; return true;
    case 'r': *lit = 13; return true;
    case 't': *lit = 9; return true;
    case 'v': *lit = 11; return true;
    case '\\': *lit = '\\'; return true;
    default: return false;
    }
}

/* "bad escape " + the escape's text, at the escape. */
static void bad_escape(tr *t, const cpbuf *text)
{
    fail_tok(t, "bad escape ", text->p, text->n, text->n);
}

/* \x, \u, \U, \N: shared by _escape and _class_escape. Returns 1 when
 * handled (e set), 0 when not one of these, -1 on error. */
static int hex_or_name_escape(tr *t, uint32_t c, cpbuf *text, esc *e)
{
    int ndig = c == 'x' ? 2 : c == 'u' ? 4 : c == 'U' ? 8 : 0;
    if (ndig && (c == 'x' || t->is_str)) {
        uint64_t v = 0;
        for (int k = 0; k < ndig && is_hexdigit(t->next); k++) {
            uint32_t d = TK_CHAR(get(t));
            if (t->failed)
                return -1;
            cb_add(text, d);
            v = v * 16 + (uint64_t)hexval(d);
        }
        if (text->n != ndig + 2) {
            fail_tok(t, "incomplete escape ", text->p, text->n, text->n);
            return -1;
        }
        if (v > 0x10FFFF) { /* chr() refuses it */
            bad_escape(t, text);
            return -1;
        }
        *e = (esc){E_LIT, (uint32_t)v};
        return 1;
    }
    if (c == 'N' && t->is_str) {
        if (!match(t, '{')) {
            if (!t->failed)
                fail(t, "missing {", 0);
            return -1;
        }
        if (t->failed)
            return -1;
        cpbuf name = {.vm = t->vm};
        int r = -1;
        if (getuntil(t, '}', "character name", &name)) {
            int32_t cp = -1;
            sbuf u;
            sb_init(&u, t->vm);
            sb_add_cps(&u, name.p, name.n);
            if (!u.failed)
                cp = lex_lookup_name(u.p, (size_t)u.len);
            sb_free(&u);
            if (cp < 0) {
                if (!t->vm->exc)
                    fail_name(t, "undefined character name %s", name.p, name.n, name.n + 4);
                t->failed = true;
            } else {
                *e = (esc){E_LIT, (uint32_t)cp};
                r = 1;
            }
        }
        cb_free(&name);
        return r;
    }
    return 0;
}

static void octal_range_error(tr *t, const cpbuf *text)
{
    sbuf b;
    sb_init(&b, t->vm);
    sb_adds(&b, "octal escape value ");
    sb_add_cps(&b, text->p, text->n);
    sb_adds(&b, " outside of range 0-0o377");
    sb_addc(&b, 0);
    if (!b.failed)
        fail(t, b.p, text->n);
    t->failed = true;
    sb_free(&b);
}

/* _class_escape: an escape inside [...]; tok is the escape token. */
static bool class_escape(tr *t, int64_t tok, esc *e)
{
    uint32_t c = TK_CHAR(tok), lit;
    if (simple_escape(c, &lit)) {
        *e = (esc){E_LIT, lit};
        return true;
    }
    if (category_escape(c, e))
        return true;
    cpbuf text = {.vm = t->vm};
    cb_add_tok(&text, tok);
    bool ok = false;
    int r = hex_or_name_escape(t, c, &text, e);
    if (r) {
        ok = r > 0;
    } else if (is_octdigit(c)) {
        uint32_t v = c - '0';
        for (int k = 0; k < 2 && is_octdigit(t->next); k++) {
            uint32_t d = TK_CHAR(get(t));
            cb_add(&text, d);
            v = v * 8 + (d - '0');
        }
        if (t->failed) {
        } else if (v > 0377) {
            octal_range_error(t, &text);
        } else {
            *e = (esc){E_LIT, v};
            ok = true;
        }
    } else if (!is_digit(c) && !is_ascii_letter(c)) {
        *e = (esc){E_LIT, c};
        ok = true;
    } else {
        bad_escape(t, &text);
    }
    cb_free(&text);
    return ok;
}

static bool group_closed(tr *t, int64_t gid) { return gid < t->ngroups && t->g[gid].closed; }

/* state.checklookbehindgroup */
static bool check_lookbehind_group(tr *t, int64_t gid)
{
    if (t->lookbehind < 0)
        return true;
    if (!group_closed(t, gid)) {
        fail(t, "cannot refer to an open group", 0);
        return false;
    }
    if (gid >= t->lookbehind) {
        fail(t, "cannot refer to group defined in the same lookbehind subpattern", 0);
        return false;
    }
    return true;
}

/* _escape: an escape outside a class. */
static bool pattern_escape(tr *t, int64_t tok, esc *e)
{
    uint32_t c = TK_CHAR(tok), lit;
    switch (c) {
    case 'A': *e = (esc){E_AT, AT_BOS}; return true;
    case 'Z': *e = (esc){E_AT, AT_EOS}; return true;
    case 'b': *e = (esc){E_AT, AT_BOUND}; return true;
    case 'B': *e = (esc){E_AT, AT_NONBOUND}; return true;
    default: break;
    }
    if (category_escape(c, e))
        return true;
    if (simple_escape(c, &lit)) {
        *e = (esc){E_LIT, lit};
        return true;
    }
    cpbuf text = {.vm = t->vm};
    cb_add_tok(&text, tok);
    bool ok = false;
    int r = hex_or_name_escape(t, c, &text, e);
    if (r) {
        ok = r > 0;
    } else if (c == '0') {
        uint32_t v = 0;
        for (int k = 0; k < 2 && is_octdigit(t->next); k++) {
            uint32_t d = TK_CHAR(get(t));
            v = v * 8 + (d - '0');
        }
        if (!t->failed) {
            *e = (esc){E_LIT, v};
            ok = true;
        }
    } else if (is_digit(c)) {
        /* an octal escape or a group reference */
        bool octal = false;
        if (is_digit(t->next)) {
            uint32_t d2 = TK_CHAR(get(t));
            cb_add(&text, d2);
            if (!t->failed && is_octdigit(c) && is_octdigit(d2) && is_octdigit(t->next)) {
                uint32_t d3 = TK_CHAR(get(t));
                cb_add(&text, d3);
                octal = true;
                uint32_t v = (c - '0') * 64 + (d2 - '0') * 8 + (d3 - '0');
                if (t->failed) {
                } else if (v > 0377) {
                    octal_range_error(t, &text);
                } else {
                    *e = (esc){E_LIT, v};
                    ok = true;
                }
            }
        }
        if (!octal && !t->failed) {
            int64_t group = 0;
            for (int64_t k = 1; k < text.n; k++)
                group = group * 10 + (text.p[k] - '0');
            if (group < t->ngroups) {
                if (!group_closed(t, group))
                    fail(t, "cannot refer to an open group", text.n);
                else if (check_lookbehind_group(t, group)) {
                    *e = (esc){E_REF, (uint32_t)group};
                    ok = true;
                }
            } else {
                char msg[64];
                snprintf(msg, sizeof msg, "invalid group reference %lld", (long long)group);
                fail(t, msg, text.n - 1);
            }
        }
    } else if (!is_ascii_letter(c)) {
        *e = (esc){E_LIT, c};
        ok = true;
    } else {
        bad_escape(t, &text);
    }
    cb_free(&text);
    return ok && !t->failed;
}

/* ---- widths ---------------------------------------------------------------- */

static int64_t sat_add(int64_t a, int64_t b) { return a + b > RE_MAXREPEAT ? RE_MAXREPEAT : a + b; }
static int64_t sat_mul(int64_t a, int64_t b)
{
    if (!a || !b)
        return 0;
    return a > RE_MAXREPEAT / b ? RE_MAXREPEAT : a * b;
}
/* SubPattern.getwidth's caps */
static void cap_width(int64_t *lo, int64_t *hi)
{
    if (*lo > RE_MAXREPEAT - 1)
        *lo = RE_MAXREPEAT - 1;
    if (*hi > RE_MAXREPEAT)
        *hi = RE_MAXREPEAT;
}

/* ---- the parser ---------------------------------------------------------- */

static bool parse_sub(tr *t, scope *sc, bool verbose, int nested, int64_t *lo, int64_t *hi);
static bool parse_seq(tr *t, scope *sc, bool verbose, int nested, bool first, int64_t *lo, int64_t *hi);

static bool grow_groups(tr *t)
{
    if (t->ngroups < t->gcap)
        return true;
    int32_t nc = t->gcap ? t->gcap * 2 : 8;
    grp *ng = vm_realloc(t->vm, t->g, (size_t)nc * sizeof *ng);
    int32_t *nr = ng ? vm_realloc(t->vm, t->close_rank, (size_t)nc * sizeof *nr) : NULL;
    if (ng)
        t->g = ng;
    if (!nr) {
        t->failed = true;
        return false;
    }
    t->close_rank = nr;
    t->gcap = nc;
    return true;
}

/* state.opengroup: the new group's number, or -1. */
static int64_t open_group(tr *t, const cpbuf *name)
{
    if (!grow_groups(t))
        return -1;
    int64_t gid = t->ngroups++;
    t->g[gid] = (grp){0, 0, false};
    t->close_rank[gid] = 0;
    if (name) {
        value key = cps_str(t->vm, name->p, name->n);
        if (!key) {
            t->failed = true;
            return -1;
        }
        if (!t->groupdict && !(t->groupdict = dict_new(t->vm))) {
            t->failed = true;
            return -1;
        }
        value old = dict_get(t->vm, t->groupdict, key);
        if (old) {
            value r = vm_repr(t->vm, key);
            if (!r) {
                t->failed = true;
                return -1;
            }
            sbuf b;
            sb_init(&b, t->vm);
            sb_adds(&b, "redefinition of group name ");
            sb_add(&b, AS_STR(r)->data, AS_STR(r)->len);
            sb_addf(&b, " as group %lld; was group %lld", (long long)gid, (long long)v_small(old));
            sb_addc(&b, 0);
            if (!b.failed)
                fail(t, b.p, name->n + 1);
            t->failed = true;
            sb_free(&b);
            return -1;
        }
        if (t->vm->exc || dict_set(t->vm, t->groupdict, key, v_from_small(gid)) < 0) {
            t->failed = true;
            return -1;
        }
    }
    return gid;
}

static const uint32_t FLAG_CHARS[] = {'i', 'L', 'm', 's', 'x', 'a', 't', 'u'};
static int64_t flag_bit(int64_t tok)
{
    static const int64_t bits[] = {RE_IGNORECASE, RE_LOCALE, RE_MULTILINE, RE_DOTALL,
                                   RE_VERBOSE, RE_ASCII, RE_TEMPLATE, RE_UNICODE};
    for (int i = 0; i < 8; i++)
        if (tok == (int64_t)FLAG_CHARS[i])
            return bits[i];
    return 0;
}
#define GLOBAL_FLAGS (RE_DEBUG | RE_TEMPLATE)

static bool tok_isalpha(int64_t tok) { return !(tok & TK_ESC) && tok != TK_NONE && ut_cp_isalpha(TK_CHAR(tok)); }

/* _parse_flags. Returns 1 for global flags (state.flags updated), 0 for a
 * scoped group (*add, *del), -1 on error. */
static int parse_flags(tr *t, int64_t ch, int64_t *add, int64_t *del)
{
    *add = *del = 0;
    if (ch != '-') {
        for (;;) {
            int64_t flag = flag_bit(ch);
            if (t->is_str && ch == 'L') {
                fail(t, "bad inline flags: cannot use 'L' flag with a str pattern", 0);
                return -1;
            }
            if (!t->is_str && ch == 'u') {
                fail(t, "bad inline flags: cannot use 'u' flag with a bytes pattern", 0);
                return -1;
            }
            *add |= flag;
            if ((flag & RE_TYPE_FLAGS) && (*add & RE_TYPE_FLAGS) != flag) {
                fail(t, "bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0);
                return -1;
            }
            ch = get(t);
            if (t->failed)
                return -1;
            if (ch == TK_NONE) {
                fail(t, "missing -, : or )", 0);
                return -1;
            }
            if (ch == ')' || ch == '-' || ch == ':')
                break;
            if (!flag_bit(ch)) {
                fail(t, tok_isalpha(ch) ? "unknown flag" : "missing -, : or )", tk_len(ch));
                return -1;
            }
        }
    }
    if (ch == ')') {
        t->flags |= *add;
        return 1;
    }
    if (*add & GLOBAL_FLAGS) {
        fail(t, "bad inline flags: cannot turn on global flag", 1);
        return -1;
    }
    if (ch == '-') {
        ch = get(t);
        if (t->failed)
            return -1;
        if (ch == TK_NONE) {
            fail(t, "missing flag", 0);
            return -1;
        }
        if (!flag_bit(ch)) {
            fail(t, tok_isalpha(ch) ? "unknown flag" : "missing flag", tk_len(ch));
            return -1;
        }
        for (;;) {
            int64_t flag = flag_bit(ch);
            if (flag & RE_TYPE_FLAGS) {
                fail(t, "bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0);
                return -1;
            }
            *del |= flag;
            ch = get(t);
            if (t->failed)
                return -1;
            if (ch == TK_NONE) {
                fail(t, "missing :", 0);
                return -1;
            }
            if (ch == ':')
                break;
            if (!flag_bit(ch)) {
                fail(t, tok_isalpha(ch) ? "unknown flag" : "missing :", tk_len(ch));
                return -1;
            }
        }
    }
    if (*del & GLOBAL_FLAGS) {
        fail(t, "bad inline flags: cannot turn off global flag", 1);
        return -1;
    }
    if (*add & *del) {
        fail(t, "bad inline flags: flag turned on and off", 1);
        return -1;
    }
    return 0;
}

/* Open a non-capturing or capturing group in the output, switching
 * PCRE2's options to the child scope's. Returns the offset of its body. */
static int64_t emit_group_open(tr *t, const scope *parent, const scope *child, bool capture)
{
    if (capture) {
        /* a capturing group has no flags of its own in Python */
        emit(t, "(");
        return t->out.len;
    }
    char on[4], off[4];
    int non = 0, noff = 0;
    if (child->pi != parent->pi)
        *(child->pi ? &on[non++] : &off[noff++]) = 'i';
    if (child->pm != parent->pm)
        *(child->pm ? &on[non++] : &off[noff++]) = 'm';
    if (child->ps != parent->ps)
        *(child->ps ? &on[non++] : &off[noff++]) = 's';
    emit(t, "(?");
    sb_add(&t->out, on, non);
    if (noff) {
        sb_addc(&t->out, '-');
        sb_add(&t->out, off, noff);
    }
    emit(t, ":");
    return t->out.len;
}

static void emit_quantifier(tr *t, int64_t min, int64_t max, int64_t kind)
{
    if (min == 0 && max == 1)
        emit(t, "?");
    else if (min == 0 && max == RE_MAXREPEAT)
        emit(t, "*");
    else if (min == 1 && max == RE_MAXREPEAT)
        emit(t, "+");
    else if (max == RE_MAXREPEAT)
        sb_addf(&t->out, "{%lld,}", (long long)min);
    else
        sb_addf(&t->out, "{%lld,%lld}", (long long)min, (long long)max);
    if (kind == '?')
        emit(t, "?");
    else if (kind == '+')
        emit(t, "+");
}

/* A repeat character and what follows it; `this` was just read. Returns
 * false on error; *cont for "{" taken as a literal. */
static bool parse_repeat(tr *t, scope *sc, int64_t this, item *last, bool *literal_brace)
{
    int64_t here = tell(t);
    int64_t min, max;
    *literal_brace = false;
    if (this == '?') {
        min = 0, max = 1;
    } else if (this == '*') {
        min = 0, max = RE_MAXREPEAT;
    } else if (this == '+') {
        min = 1, max = RE_MAXREPEAT;
    } else {
        if (t->next == '}') {
            *literal_brace = true;
            return true;
        }
        min = 0, max = RE_MAXREPEAT;
        int64_t lo_start = tell(t), nlo = 0, nhi = 0, vlo = 0, vhi = 0;
        (void)lo_start;
        while (is_digit(t->next)) {
            int64_t d = TK_CHAR(get(t)) - '0';
            vlo = vlo > RE_MAXREPEAT ? vlo : vlo * 10 + d;
            nlo++;
        }
        if (match(t, ',')) {
            while (is_digit(t->next)) {
                int64_t d = TK_CHAR(get(t)) - '0';
                vhi = vhi > RE_MAXREPEAT ? vhi : vhi * 10 + d;
                nhi++;
            }
        } else {
            vhi = vlo, nhi = nlo;
        }
        if (t->failed)
            return false;
        if (!match(t, '}')) {
            if (t->failed)
                return false;
            *literal_brace = true;
            seek(t, here);
            return !t->failed;
        }
        if (t->failed)
            return false;
        if (nlo) {
            min = vlo;
            if (min >= RE_MAXREPEAT) {
                vm_err(t->vm, &exc_OverflowError, "the repetition number is too large");
                t->failed = true;
                return false;
            }
        }
        if (nhi) {
            max = vhi;
            if (max >= RE_MAXREPEAT) {
                vm_err(t->vm, &exc_OverflowError, "the repetition number is too large");
                t->failed = true;
                return false;
            }
            if (max < min) {
                fail(t, "min repeat greater than max repeat", tell(t) - here);
                return false;
            }
        }
    }
    if (last->kind == IT_NONE || last->kind == IT_AT) {
        fail(t, "nothing to repeat", tell(t) - here + tk_len(this));
        return false;
    }
    if (last->kind == IT_REPEAT) {
        fail(t, "multiple repeat", tell(t) - here + tk_len(this));
        return false;
    }
    int64_t kind = 0;
    if (match(t, '?'))
        kind = '?';
    else if (!t->failed && match(t, '+'))
        kind = '+';
    if (t->failed)
        return false;
    if ((t->flags & RE_TEMPLATE) && (!t->template_error || last->start <= t->template_at)) {
        /* the compiler meets the outermost, first repeat first */
        t->template_error = true;
        t->template_at = last->start;
        t->template_op = kind == '?' ? 1 : kind == '+' ? 2 : 0;
    }
    if (min > PCRE2_REPEAT_MAX || (max != RE_MAXREPEAT && max > PCRE2_REPEAT_MAX)) {
        /* PCRE2 counts repeats in 16 bits; CPython goes to 2**32-2 */
        fail_at(t, "the repetition number is too large for pysafe (at most 65535)", here - 1);
        return false;
    }
    bool loops = max > 1;
    if (max == 0) {
        /* PCRE2 10.42 takes a first code unit from a look-ahead inside
         * (?:x|(?=b)){0} and then cannot match "a" with (?:x|(?=b)){0}a:
         * a repeat of nothing is written as a group that cannot be
         * entered, which keeps the groups inside it numbered and unset */
        emit_insert(t, last->start, "(?:(?!)");
        emit(t, ")?");
    } else if (last->kind == IT_GROUP) {
        if (loops)
            emit_insert(t, last->body, CALLOUT);
    } else if (last->kind == IT_OTHER) {
        emit_insert(t, last->start, loops ? "(?:" CALLOUT : "(?:");
        emit(t, ")");
    }
    if (max)
        emit_quantifier(t, min, max, kind);
    last->lo = sat_mul(last->lo, min);
    last->hi = sat_mul(last->hi, max);
    cap_width(&last->lo, &last->hi);
    last->kind = IT_REPEAT;
    (void)sc;
    return true;
}

/* [...]: the '[' was just read. */
static bool parse_class(tr *t, scope *sc, item *last)
{
    int64_t here = tell(t) - 1;
    cls c = {.vm = t->vm};
    unsigned cats = 0;
    bool any = false; /* Python's `set` is not empty */
    bool negate = match(t, '^');
    bool ok = false;
    if (t->failed)
        goto done;
    for (;;) {
        int64_t this = get(t);
        if (t->failed)
            goto done;
        if (this == TK_NONE) {
            fail(t, "unterminated character set", tell(t) - here);
            goto done;
        }
        if (this == ']' && any)
            break;
        esc e1;
        if (this & TK_ESC) {
            if (!class_escape(t, this, &e1))
                goto done;
        } else {
            e1 = (esc){E_LIT, TK_CHAR(this)};
        }
        if (match(t, '-')) {
            int64_t that = get(t);
            if (t->failed)
                goto done;
            if (that == TK_NONE) {
                fail(t, "unterminated character set", tell(t) - here);
                goto done;
            }
            if (that == ']') {
                if (e1.kind == E_CAT)
                    cats |= e1.v;
                else
                    cls_add(&c, e1.v, e1.v);
                cls_add(&c, '-', '-');
                any = true;
                break;
            }
            esc e2;
            if (that & TK_ESC) {
                if (!class_escape(t, that, &e2))
                    goto done;
            } else {
                e2 = (esc){E_LIT, TK_CHAR(that)};
            }
            if (e1.kind != E_LIT || e2.kind != E_LIT || e2.v < e1.v) {
                uint32_t txt[5];
                int k = 0;
                if (this & TK_ESC)
                    txt[k++] = '\\';
                txt[k++] = TK_CHAR(this);
                txt[k++] = '-';
                if (that & TK_ESC)
                    txt[k++] = '\\';
                txt[k++] = TK_CHAR(that);
                fail_tok(t, "bad character range ", txt, k, k);
                goto done;
            }
            cls_add(&c, e1.v, e2.v);
        } else {
            if (t->failed)
                goto done;
            if (e1.kind == E_CAT)
                cats |= e1.v;
            else
                cls_add(&c, e1.v, e1.v);
        }
        any = true;
    }
    last->start = t->out.len;
    last->kind = IT_ATOM;
    last->lo = last->hi = 1;
    emit_class(t, sc, &c, cats, negate);
    ok = !c.failed;
done:
    vm_dealloc(t->vm, c.r);
    return ok && !t->failed;
}

/* (?(...)yes|no): the "(?(" was just read; start is the '(' position. */
static bool parse_conditional(tr *t, scope *sc, bool verbose, int nested, int64_t start, item *last)
{
    cpbuf name = {.vm = t->vm};
    bool ok = false;
    int64_t gid = 0;
    if (!getuntil(t, ')', "group name", &name))
        goto done;
    if (cps_isidentifier(t->vm, name.p, name.n)) {
        value key = cps_str(t->vm, name.p, name.n);
        value g = key && t->groupdict ? dict_get(t->vm, t->groupdict, key) : V_NULL;
        if (!key || t->vm->exc) {
            t->failed = true;
            goto done;
        }
        if (!g) {
            fail_name(t, "unknown group name %s", name.p, name.n, name.n + 1);
            goto done;
        }
        gid = v_small(g);
    } else {
        /* int(condname): Python's int() of a str, decimal */
        int64_t i = 0, n = name.n;
        while (i < n && ut_cp_isspace(name.p[i]))
            i++;
        while (n > i && ut_cp_isspace(name.p[n - 1]))
            n--;
        bool neg = false, valid = true, digits = false;
        if (i < n && (name.p[i] == '+' || name.p[i] == '-'))
            neg = name.p[i++] == '-';
        for (int64_t k = i; k < n; k++) {
            int d = ut_cp_decimal(name.p[k]);
            if (d >= 0) {
                gid = gid > RE_MAXGROUPS ? gid : gid * 10 + d;
                digits = true;
            } else if (name.p[k] == '_' && k > i && k + 1 < n && ut_cp_decimal(name.p[k - 1]) >= 0 &&
                       ut_cp_decimal(name.p[k + 1]) >= 0) {
            } else {
                valid = false;
            }
        }
        if (!valid || !digits || (neg && gid)) {
            fail_name(t, "bad character in group name %s", name.p, name.n, name.n + 1);
            goto done;
        }
        if (!gid) {
            fail(t, "bad group number", name.n + 1);
            goto done;
        }
        if (gid >= RE_MAXGROUPS) {
            char msg[64];
            snprintf(msg, sizeof msg, "invalid group reference %lld", (long long)gid);
            fail(t, msg, name.n + 1);
            goto done;
        }
        bool seen = false;
        for (int32_t k = 0; k < t->ncrefs; k++)
            seen |= t->crefs[k].gid == gid;
        if (!seen) {
            if (t->ncrefs == t->crefcap) {
                int32_t nc = t->crefcap ? t->crefcap * 2 : 4;
                cref *np = vm_realloc(t->vm, t->crefs, (size_t)nc * sizeof *np);
                if (!np) {
                    t->failed = true;
                    goto done;
                }
                t->crefs = np;
                t->crefcap = nc;
            }
            t->crefs[t->ncrefs++] = (cref){gid, tell(t) - name.n - 1};
        }
    }
    if (!check_lookbehind_group(t, gid))
        goto done;
    last->start = t->out.len;
    sb_addf(&t->out, "(?(%lld)", (long long)gid);
    int64_t ylo, yhi, nlo = 0, nhi = 0;
    if (!parse_seq(t, sc, verbose, nested + 1, false, &ylo, &yhi))
        goto done;
    bool has_no = match(t, '|');
    if (t->failed)
        goto done;
    if (has_no) {
        emit(t, "|");
        if (!parse_seq(t, sc, verbose, nested + 1, false, &nlo, &nhi))
            goto done;
        if (t->next == '|') {
            fail(t, "conditional backref with more than two branches", 0);
            goto done;
        }
    }
    if (!match(t, ')')) {
        if (!t->failed)
            fail(t, "missing ), unterminated subpattern", tell(t) - start);
        goto done;
    }
    emit(t, ")");
    last->kind = IT_OTHER;
    last->lo = has_no ? (ylo < nlo ? ylo : nlo) : 0;
    last->hi = has_no ? (yhi > nhi ? yhi : nhi) : yhi;
    ok = !t->failed;
done:
    cb_free(&name);
    return ok;
}

/* One parenthesised construct; the '(' was just read. Returns false on
 * error; *skip for one that adds nothing (a comment, global flags). */
static bool parse_paren(tr *t, scope *sc, bool *verbose, int nested, bool first, bool empty, item *last, bool *skip)
{
    int64_t start = tell(t) - 1;
    bool capture = true, atomic = false;
    cpbuf name = {.vm = t->vm};
    bool named = false, ok = false;
    int64_t add = 0, del = 0;
    *skip = false;
    if (match(t, '?')) {
        int64_t ch = get(t);
        if (t->failed)
            goto done;
        if (ch == TK_NONE) {
            fail(t, "unexpected end of pattern", 0);
            goto done;
        }
        if (ch == 'P') {
            if (match(t, '<')) {
                if (!getuntil(t, '>', "group name", &name) || !checkgroupname(t, &name, 1))
                    goto done;
                named = true;
            } else if (!t->failed && match(t, '=')) {
                if (!getuntil(t, ')', "group name", &name) || !checkgroupname(t, &name, 1))
                    goto done;
                value key = cps_str(t->vm, name.p, name.n);
                value g = key && t->groupdict ? dict_get(t->vm, t->groupdict, key) : V_NULL;
                if (!key || t->vm->exc) {
                    t->failed = true;
                    goto done;
                }
                if (!g) {
                    fail_name(t, "unknown group name %s", name.p, name.n, name.n + 1);
                    goto done;
                }
                int64_t gid = v_small(g);
                if (!group_closed(t, gid)) {
                    fail(t, "cannot refer to an open group", name.n + 1);
                    goto done;
                }
                if (!check_lookbehind_group(t, gid))
                    goto done;
                last->start = t->out.len;
                last->kind = IT_ATOM;
                last->lo = t->g[gid].lo;
                last->hi = t->g[gid].hi;
                sb_addf(&t->out, "\\g{%lld}", (long long)gid);
                ok = true;
                goto done;
            } else {
                if (t->failed)
                    goto done;
                int64_t c2 = get(t);
                if (t->failed)
                    goto done;
                if (c2 == TK_NONE) {
                    fail(t, "unexpected end of pattern", 0);
                    goto done;
                }
                uint32_t txt[3] = {'P', (c2 & TK_ESC) ? '\\' : TK_CHAR(c2), TK_CHAR(c2)};
                if (c2 & TK_ESC)
                    fail_tok(t, "unknown extension ?", txt, 3, tk_len(c2) + 2);
                else
                    fail_tok(t, "unknown extension ?", txt, 2, tk_len(c2) + 2);
                goto done;
            }
        } else if (ch == ':') {
            capture = false;
        } else if (ch == '#') {
            for (;;) {
                if (t->next == TK_NONE) {
                    fail(t, "missing ), unterminated comment", tell(t) - start);
                    goto done;
                }
                int64_t c2 = get(t);
                if (t->failed)
                    goto done;
                if (c2 == ')')
                    break;
            }
            *skip = true;
            ok = true;
            goto done;
        } else if (ch == '=' || ch == '!' || ch == '<') {
            bool behind = false;
            if (ch == '<') {
                ch = get(t);
                if (t->failed)
                    goto done;
                if (ch == TK_NONE) {
                    fail(t, "unexpected end of pattern", 0);
                    goto done;
                }
                if (ch != '=' && ch != '!') {
                    uint32_t txt[3] = {'<', (ch & TK_ESC) ? '\\' : TK_CHAR(ch), TK_CHAR(ch)};
                    if (ch & TK_ESC)
                        fail_tok(t, "unknown extension ?", txt, 3, tk_len(ch) + 2);
                    else
                        fail_tok(t, "unknown extension ?", txt, 2, tk_len(ch) + 2);
                    goto done;
                }
                behind = true;
            }
            int64_t saved_lb = t->lookbehind;
            if (behind && saved_lb < 0)
                t->lookbehind = t->ngroups;
            last->start = t->out.len;
            emit(t, behind ? (ch == '=' ? "(?<=" : "(?<!") : (ch == '=' ? "(?=" : "(?!"));
            t->lookahead |= !behind && ch == '=';
            int64_t lo, hi;
            if (!parse_sub(t, sc, *verbose, nested + 1, &lo, &hi))
                goto done;
            if (behind && saved_lb < 0)
                t->lookbehind = -1;
            if (!match(t, ')')) {
                if (!t->failed)
                    fail(t, "missing ), unterminated subpattern", tell(t) - start);
                goto done;
            }
            emit(t, ")");
            if (behind && lo != hi)
                t->lb_error = true;
            last->kind = IT_OTHER;
            last->lo = last->hi = 0;
            ok = true;
            goto done;
        } else if (ch == '(') {
            ok = parse_conditional(t, sc, *verbose, nested, start, last);
            goto done;
        } else if (ch == '>') {
            capture = false;
            atomic = true;
        } else if (flag_bit(ch) || ch == '-') {
            int r = parse_flags(t, ch, &add, &del);
            if (r < 0)
                goto done;
            if (r > 0) {
                if (!first || !empty) {
                    fail(t, "global flags not at the start of the expression", tell(t) - start);
                    goto done;
                }
                *verbose = (t->flags & RE_VERBOSE) != 0;
                *sc = scope_for(t, t->flags); /* the whole pattern's scope */
                *skip = true;
                ok = true;
                goto done;
            }
            capture = false;
        } else {
            uint32_t txt[2] = {(ch & TK_ESC) ? '\\' : TK_CHAR(ch), TK_CHAR(ch)};
            if (ch & TK_ESC)
                fail_tok(t, "unknown extension ?", txt, 2, tk_len(ch) + 1);
            else
                fail_tok(t, "unknown extension ?", txt + 1, 1, tk_len(ch) + 1);
            goto done;
        }
    }
    if (t->failed)
        goto done;
    int64_t gid = -1;
    if (capture && (gid = open_group(t, named ? &name : NULL)) < 0)
        goto done;
    {
        bool sub_verbose = (*verbose || (add & RE_VERBOSE)) && !(del & RE_VERBOSE);
        scope child = (add || del) ? scope_for(t, combine_flags(sc->f, add, del)) : *sc;
        last->start = t->out.len;
        last->body = atomic ? (emit(t, "(?>"), t->out.len) : emit_group_open(t, sc, &child, capture);
        int64_t lo, hi;
        if (!parse_sub(t, &child, sub_verbose, nested + 1, &lo, &hi))
            goto done;
        if (!match(t, ')')) {
            if (!t->failed)
                fail(t, "missing ), unterminated subpattern", tell(t) - start);
            goto done;
        }
        emit(t, ")");
        if (gid >= 0) {
            t->g[gid] = (grp){lo, hi, true};
            t->close_rank[gid] = ++t->closed_count;
        }
        last->kind = IT_GROUP;
        last->lo = lo;
        last->hi = hi;
        ok = true;
    }
done:
    cb_free(&name);
    return ok && !t->failed;
}

/* _parse: one alternative. first: the first alternative of the whole
 * pattern, where global flags may stand. */
static bool parse_seq(tr *t, scope *sc, bool verbose, int nested, bool first, int64_t *lo, int64_t *hi)
{
    int64_t sum_lo = 0, sum_hi = 0, nitems = 0;
    item last = {IT_NONE, 0, 0, 0, 0};
    if (++t->depth > NEST_MAX) {
        vm_err(t->vm, &exc_RecursionError, "maximum recursion depth exceeded");
        t->failed = true;
        return false;
    }
    for (;;) {
        int64_t this = t->next;
        if (this == TK_NONE || this == '|' || this == ')')
            break;
        get(t);
        if (t->failed)
            return false;
        if (verbose) {
            if (this == ' ' || this == '\t' || this == '\n' || this == '\r' || this == '\v' || this == '\f')
                continue;
            if (this == '#') {
                for (;;) {
                    int64_t c = get(t);
                    if (t->failed)
                        return false;
                    if (c == TK_NONE || c == '\n')
                        break;
                }
                continue;
            }
        }
        if (this == '*' || this == '+' || this == '?' || this == '{') {
            bool brace = false;
            if (!parse_repeat(t, sc, this, &last, &brace))
                return false;
            if (!brace)
                continue;
            /* a "{" that starts no repeat: a literal, below */
        }
        item cur = {IT_ATOM, t->out.len, 0, 1, 1};
        if (this == '{') {
            emit_literal(t, sc, '{');
        } else if (this & TK_ESC) {
            esc e;
            if (!pattern_escape(t, this, &e))
                return false;
            if (e.kind == E_LIT) {
                emit_literal(t, sc, e.v);
            } else if (e.kind == E_CAT) {
                emit_category(t, sc, e.v);
            } else if (e.kind == E_REF) {
                cur.lo = t->g[e.v].lo;
                cur.hi = t->g[e.v].hi;
                sb_addf(&t->out, sc_handfold(t, sc) ? "(?i:\\g{%u})" : "\\g{%u}", e.v);
            } else {
                cur.kind = IT_AT;
                cur.lo = cur.hi = 0;
                if (e.v == AT_BOS)
                    emit(t, "\\A");
                else if (e.v == AT_EOS)
                    emit(t, "\\z");
                else
                    emit_boundary(t, sc, e.v == AT_NONBOUND);
            }
        } else if (this == '[') {
            if (!parse_class(t, sc, &cur))
                return false;
        } else if (this == '.') {
            emit(t, ".");
        } else if (this == '^' || this == '$') {
            cur.kind = IT_AT;
            cur.lo = cur.hi = 0;
            emit(t, this == '^' ? "^" : "$");
        } else if (this == '(') {
            bool skip;
            if (!parse_paren(t, sc, &verbose, nested, first, nitems == 0, &cur, &skip))
                return false;
            if (skip) /* a comment or global flags: the last item stays last */
                continue;
        } else {
            emit_literal(t, sc, TK_CHAR(this));
        }
        sum_lo = sat_add(sum_lo, last.lo);
        sum_hi = sat_add(sum_hi, last.hi);
        last = cur;
        nitems++;
    }
    sum_lo = sat_add(sum_lo, last.lo);
    sum_hi = sat_add(sum_hi, last.hi);
    cap_width(&sum_lo, &sum_hi);
    *lo = sum_lo;
    *hi = sum_hi;
    t->depth--;
    return !t->failed;
}

/* _parse_sub: alternatives. Each alternative starts with a callout when
 * there are several: backtracking between alternatives is counted. */
static bool parse_sub(tr *t, scope *sc, bool verbose, int nested, int64_t *lo, int64_t *hi)
{
    int64_t start = t->out.len, blo = RE_MAXREPEAT - 1, bhi = 0;
    int nalts = 0;
    if (!vm_charge(t->vm, 1)) {
        t->failed = true;
        return false;
    }
    for (;;) {
        int64_t l, h;
        if (nalts)
            emit(t, "|" CALLOUT);
        if (!parse_seq(t, sc, verbose, nested + 1, !nested && !nalts, &l, &h))
            return false;
        blo = l < blo ? l : blo;
        bhi = h > bhi ? h : bhi;
        nalts++;
        if (!match(t, '|'))
            break;
        if (!nested)
            verbose = (t->flags & RE_VERBOSE) != 0;
    }
    if (t->failed)
        return false;
    if (nalts > 1)
        emit_insert(t, start, CALLOUT);
    cap_width(&blo, &bhi);
    *lo = blo;
    *hi = bhi;
    return true;
}

/* The pattern's code points: a str's decoded, a bytes' bytes. */
static uint32_t *pattern_cps(psvm *vm, value pattern, int64_t *n)
{
    bool is_str = v_is_str(pattern);
    const unsigned char *s = is_str ? (const unsigned char *)AS_STR(pattern)->data
                                    : ((bytesobj *)v_obj(pattern))->data;
    int64_t len = is_str ? AS_STR(pattern)->len : ((bytesobj *)v_obj(pattern))->len;
    *n = is_str ? AS_STR(pattern)->cplen : len;
    uint32_t *p = vm_alloc(vm, (size_t)(*n ? *n : 1) * sizeof *p);
    if (!p)
        return NULL;
    for (int64_t i = 0, k = 0; i < len; k++)
        p[k] = is_str ? (uint32_t)utf8_decode(s, len, &i) : s[i++];
    return p;
}

/* re._parser.fix_flags: -1 with ValueError */
static int fix_flags(psvm *vm, bool is_str, int64_t *flags)
{
    if (is_str) {
        if (*flags & RE_LOCALE) {
            vm_err(vm, &exc_ValueError, "cannot use LOCALE flag with a str pattern");
            return -1;
        }
        if (!(*flags & RE_ASCII))
            *flags |= RE_UNICODE;
        else if (*flags & RE_UNICODE) {
            vm_err(vm, &exc_ValueError, "ASCII and UNICODE flags are incompatible");
            return -1;
        }
    } else {
        if (*flags & RE_UNICODE) {
            vm_err(vm, &exc_ValueError, "cannot use UNICODE flag with a bytes pattern");
            return -1;
        }
        if ((*flags & RE_LOCALE) && (*flags & RE_ASCII)) {
            vm_err(vm, &exc_ValueError, "ASCII and LOCALE flags are incompatible");
            return -1;
        }
    }
    return 0;
}

int re_translate(psvm *vm, value pattern, int64_t flags, re_target target, re_translation *out)
{
    tr t = {.vm = vm, .pattern = pattern, .is_str = v_is_str(pattern), .target = target,
            .flags = flags, .lookbehind = -1};
    memset(out, 0, sizeof *out);
    uint32_t *cps = pattern_cps(vm, pattern, &t.n);
    if (!cps)
        return -1;
    t.s = cps;
    sb_init(&t.out, vm);
    /* the parse is linear in the pattern but PCRE2's compile is not free */
    if (!vm_charge(vm, 16 + t.n) || !grow_groups(&t)) {
        t.failed = true;
        goto fail;
    }
    t.g[0] = (grp){0, 0, false};
    t.close_rank[0] = 0;
    t.ngroups = 1;
    emit(&t, CALLOUT);
    advance(&t);
    scope top = scope_for(&t, flags);
    int64_t lo, hi;
    if (t.failed || !parse_sub(&t, &top, (flags & RE_VERBOSE) != 0, 0, &lo, &hi))
        goto fail;
    if (fix_flags(vm, t.is_str, &t.flags) < 0)
        goto fail;
    if (t.next != TK_NONE) {
        fail(&t, "unbalanced parenthesis", 0);
        goto fail;
    }
    for (int32_t k = 0; k < t.ncrefs; k++)
        if (t.crefs[k].gid >= t.ngroups) {
            char msg[64];
            snprintf(msg, sizeof msg, "invalid group reference %lld", (long long)t.crefs[k].gid);
            fail_at(&t, msg, t.crefs[k].pos);
            goto fail;
        }
    if (t.lb_error) {
        re_raise_error(vm, "look-behind requires fixed-width pattern", V_NONE, -1);
        goto fail;
    }
    if (t.template_error) {
        static const char *const ops[] = {"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"};
        char msg[80];
        snprintf(msg, sizeof msg, "internal: unsupported template operator %s", ops[t.template_op]);
        re_raise_error(vm, msg, V_NONE, -1);
        goto fail;
    }
    sb_addc(&t.out, 0);
    if (t.out.failed)
        goto fail;
    top = scope_for(&t, t.flags);
    /* PCRE2_NO_AUTO_POSSESS: PCRE2 10.42 makes [x.]? possessive before an
     * atomic or possessive group that can match nothing, as in
     * [x.]?(?:y)?+[.], which then cannot match "."; the optimization
     * saved nothing measurable on bench/regex.py. */
    uint32_t opt = PCRE2_ALT_CIRCUMFLEX | PCRE2_NEVER_BACKSLASH_C | PCRE2_NO_AUTO_POSSESS;
    if (top.pi)
        opt |= PCRE2_CASELESS;
    if (top.pm)
        opt |= PCRE2_MULTILINE;
    if (top.ps)
        opt |= PCRE2_DOTALL;
    if (target == RE_T_UTF)
        opt |= PCRE2_UTF | PCRE2_NO_UTF_CHECK | (utf_ucp(&t) ? PCRE2_UCP : 0);
    out->out = t.out;
    out->options = opt;
    out->flags = t.flags;
    out->groups = t.ngroups - 1;
    out->groupindex = t.groupdict;
    out->close_rank = t.close_rank;
    out->lookahead = t.lookahead;
    vm_dealloc(vm, cps);
    vm_dealloc(vm, t.g);
    vm_dealloc(vm, t.crefs);
    return 0;
fail:
    if (!vm->exc)
        vm_err_nomem(vm); /* only a refused allocation fails without a word */
    sb_free(&t.out);
    vm_dealloc(vm, cps);
    vm_dealloc(vm, t.g);
    vm_dealloc(vm, t.close_rank);
    vm_dealloc(vm, t.crefs);
    return -1;
}
