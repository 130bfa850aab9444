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
 *     while PCRE2 runs (re.c, "budgets"); a callout (?C2) at the end reads
 *     which group closed last (Match.lastindex);
 *   - PCRE2 10.42 bugs are kept clear of: a first code unit taken from a
 *     leading look-ahead (re.c, first_unit_bug), auto-possessification
 *     before an atomic group that can match nothing (PCRE2_NO_AUTO_POSSESS),
 *     X{0} holding a look-ahead (written as a group that cannot be entered).
 *
 * This file reads the pattern; re_emit.c writes the PCRE2 side.
 *
 * The target decides the code points: RE_T_BYTES and RE_T_ASCII write an
 * 8-bit pattern (a code point above the subject's range can never match;
 * the few non-ASCII letters that Python's case folding pairs with ASCII ones
 * are kept as those letters), RE_T_UTF a UTF-8 one.
 */
#include <stdlib.h>

#include "re_translate.h"
#include "objects/str_internal.h"
#include "objects/text/utext.h"
#include "parser/unicode_ident.h"

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

/* Another exception than re.error (what CPython's parser lets through),
 * unless a refused allocation already raised the memory limit. */
static void fail_with(tr *t, const vtype *type, const char *msg)
{
    if (!t->failed && !t->vm->exc)
        vm_err(t->vm, type, "%s", msg);
    t->failed = true;
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
    if (!ng) {
        t->failed = true;
        return false;
    }
    t->g = ng;
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
                fail_with(t, &exc_OverflowError, "the repetition number is too large");
                t->failed = true;
                return false;
            }
        }
        if (nhi) {
            max = vhi;
            if (max >= RE_MAXREPEAT) {
                fail_with(t, &exc_OverflowError, "the repetition number is too large");
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
    if (max == 0 && t->lookbehind < 0) {
        /* PCRE2 10.42 takes a first code unit from a look-ahead inside
         * (?:x|(?=b)){0} and then cannot match "a" with (?:x|(?=b)){0}a:
         * a repeat of nothing is written as a group that cannot be
         * entered, which keeps the groups inside it numbered and unset */
        rx_emit_insert(t, last->start, "(?:(?!)");
        rx_emit(t, ")?");
    } else if (last->kind == IT_GROUP) {
        if (loops)
            rx_emit_insert(t, last->body, CALLOUT);
    } else if (last->kind == IT_OTHER) {
        rx_emit_insert(t, last->start, loops ? "(?:" CALLOUT : "(?:");
        rx_emit(t, ")");
    }
    if (max || t->lookbehind >= 0) /* (a look-behind wants {0}: a fixed width) */
        rx_emit_quantifier(t, min, max, kind);
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
                    rx_cls_add(&c, e1.v, e1.v);
                rx_cls_add(&c, '-', '-');
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
            rx_cls_add(&c, e1.v, e2.v);
        } else {
            if (t->failed)
                goto done;
            if (e1.kind == E_CAT)
                cats |= e1.v;
            else
                rx_cls_add(&c, e1.v, e1.v);
        }
        any = true;
    }
    last->start = t->out.len;
    last->kind = IT_ATOM;
    last->lo = last->hi = 1;
    rx_emit_class(t, sc, &c, cats, negate);
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
        rx_emit(t, "|");
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
    rx_emit(t, ")");
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
            rx_emit(t, behind ? (ch == '=' ? "(?<=" : "(?<!") : (ch == '=' ? "(?=" : "(?!"));
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
            rx_emit(t, ")");
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
                *sc = rx_scope_for(t, t->flags); /* the whole pattern's scope */
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
        scope child = (add || del) ? rx_scope_for(t, rx_combine_flags(sc->f, add, del)) : *sc;
        last->start = t->out.len;
        last->body = atomic ? (rx_emit(t, "(?>"), t->out.len) : rx_emit_group_open(t, sc, &child, capture);
        int64_t lo, hi;
        if (!parse_sub(t, &child, sub_verbose, nested + 1, &lo, &hi))
            goto done;
        if (!match(t, ')')) {
            if (!t->failed)
                fail(t, "missing ), unterminated subpattern", tell(t) - start);
            goto done;
        }
        rx_emit(t, ")");
        if (gid >= 0)
            t->g[gid] = (grp){lo, hi, true};
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
        fail_with(t, &exc_RecursionError, "maximum recursion depth exceeded");
        t->failed = true;
        return false;
    }
    for (;;) {
        int64_t this = t->next;
        if (this == TK_NONE || this == '|' || this == ')')
            break;
        if (t->out.failed) { /* the output refused to grow: the memory limit is raised */
            t->failed = true;
            return false;
        }
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
            rx_emit_literal(t, sc, '{');
        } else if (this & TK_ESC) {
            esc e;
            if (!pattern_escape(t, this, &e))
                return false;
            if (e.kind == E_LIT) {
                rx_emit_literal(t, sc, e.v);
            } else if (e.kind == E_CAT) {
                rx_emit_category(t, sc, e.v);
            } else if (e.kind == E_REF) {
                cur.lo = t->g[e.v].lo;
                cur.hi = t->g[e.v].hi;
                sb_addf(&t->out, rx_sc_handfold(t, sc) ? "(?i:\\g{%u})" : "\\g{%u}", e.v);
            } else {
                cur.kind = IT_AT;
                cur.lo = cur.hi = 0;
                if (e.v == AT_BOS)
                    rx_emit(t, "\\A");
                else if (e.v == AT_EOS)
                    rx_emit(t, "\\z");
                else
                    rx_emit_boundary(t, sc, e.v == AT_NONBOUND);
            }
        } else if (this == '[') {
            if (!parse_class(t, sc, &cur))
                return false;
        } else if (this == '.') {
            rx_emit(t, ".");
        } else if (this == '^' || this == '$') {
            cur.kind = IT_AT;
            cur.lo = cur.hi = 0;
            rx_emit(t, this == '^' ? "^" : "$");
        } else if (this == '(') {
            bool skip;
            if (!parse_paren(t, sc, &verbose, nested, first, nitems == 0, &cur, &skip))
                return false;
            if (skip) /* a comment or global flags: the last item stays last */
                continue;
        } else {
            rx_emit_literal(t, sc, TK_CHAR(this));
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
            rx_emit(t, "|" CALLOUT);
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
        rx_emit_insert(t, start, CALLOUT);
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
    t.ngroups = 1;
    rx_emit(&t, CALLOUT "(?:");
    advance(&t);
    scope top = rx_scope_for(&t, flags);
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
    rx_emit(&t, ")" CALLOUT_END);
    sb_addc(&t.out, 0);
    if (t.out.failed)
        goto fail;
    top = rx_scope_for(&t, t.flags);
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
        opt |= PCRE2_UTF | PCRE2_NO_UTF_CHECK | (rx_utf_ucp(&t) ? PCRE2_UCP : 0);
    out->out = t.out;
    out->options = opt;
    out->flags = t.flags;
    out->groups = t.ngroups - 1;
    out->groupindex = t.groupdict;
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
    vm_dealloc(vm, t.crefs);
    return -1;
}
