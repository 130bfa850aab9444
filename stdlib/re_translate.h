/*
 * re_translate.h - what the two halves of the translation share: the
 * parser (re_translate.c, Python's syntax read as re/_parser.py reads it)
 * and the writer (re_emit.c, PCRE2 syntax for what was read, in the scope's
 * flags). Private to those two files.
 */
#ifndef PS_RE_TRANSLATE_H
#define PS_RE_TRANSLATE_H

#include "re_internal.h"

/* One token of lookahead: a code point, or a backslash and the code point
 * after it (Python's two-character token), or none at the end. */
#define TK_NONE ((int64_t)-1)
#define TK_ESC ((int64_t)1 << 32)
#define TK_CHAR(t) ((uint32_t)((t) & 0xFFFFFFFF))

/* Parentheses deep. CPython 3.11's recursion gives out past 495; the parser
 * here and PCRE2's compiler use about 650 bytes of C stack a level, so 200
 * (CPython's own limit on nested parentheses in source) keeps a pattern's
 * compile under 160 KiB of stack. */
#define NEST_MAX 201
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
    int depth;
} tr;

enum { CAT_D = 1, CAT_ND = 2, CAT_S = 4, CAT_NS = 8, CAT_W = 16, CAT_NW = 32 };

typedef struct cls {
    psvm *vm;
    uint32_t (*r)[2];
    int n, cap;
    unsigned cats; /* categories written as properties (UTF, Unicode scope) */
    bool failed;
} cls;

/* The callout that lets re_exec count work and look at the budgets while
 * PCRE2 runs (re.c, "budgets"), and the one at the end of the pattern that
 * reads which group closed last (Match.lastindex). */
#define CALLOUT "(?C1)"
#define CALLOUT_END "(?C2)"

static inline bool is_ascii_letter(uint32_t c) { return (c | 32) >= 'a' && (c | 32) <= 'z'; }

/* ---- re_emit.c ------------------------------------------------------------ */
void rx_emit(tr *t, const char *s);
void rx_emit_insert(tr *t, int64_t at, const char *s);
scope rx_scope_for(tr *t, int64_t f);
int64_t rx_combine_flags(int64_t f, int64_t add, int64_t del);
bool rx_sc_handfold(tr *t, const scope *sc);
void rx_emit_literal(tr *t, const scope *sc, uint32_t c);
void rx_emit_class(tr *t, const scope *sc, cls *c, unsigned cats, bool negate);
void rx_emit_category(tr *t, const scope *sc, unsigned cat);
void rx_emit_boundary(tr *t, const scope *sc, bool non);
int64_t rx_emit_group_open(tr *t, const scope *parent, const scope *child, bool capture);
void rx_emit_quantifier(tr *t, int64_t min, int64_t max, int64_t kind);
void rx_cls_add(cls *c, uint32_t lo, uint32_t hi);
bool rx_utf_ucp(tr *t);

#endif
