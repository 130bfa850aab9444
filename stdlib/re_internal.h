/*
 * re_internal.h - what the files of the `re` module share: the flags, the
 * translation of Python's pattern syntax into PCRE2's (re_translate.c), the
 * Pattern and Match objects (re.c, re_match.c) and the one place that runs
 * PCRE2 under the sandbox's budgets (re.c, re_exec).
 *
 * How it fits together. A Python pattern is parsed by our own parser, which
 * follows CPython's re/_parser.py rule for rule so that every error a script
 * can make gets CPython's message and position, and which writes an
 * equivalent PCRE2 pattern as it goes. Nothing of the script's text reaches
 * PCRE2 unparsed: every literal is written as an escape, so PCRE2-only
 * syntax ((*VERB)s, \K, recursion, callouts) cannot be smuggled in.
 *
 * A str pattern is compiled for PCRE2 twice, lazily: for ASCII subjects as
 * an 8-bit pattern without UTF (2-3x faster than PCRE2's UTF mode with
 * Unicode properties, and exact, because an ASCII subject holds no other
 * code points), and for other subjects in UTF mode. A bytes pattern has one
 * 8-bit form.
 */
#ifndef PS_RE_INTERNAL_H
#define PS_RE_INTERNAL_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include "vm/vm.h"

/* CPython's flag bits (re._constants). */
enum {
    RE_TEMPLATE = 1, RE_IGNORECASE = 2, RE_LOCALE = 4, RE_MULTILINE = 8, RE_DOTALL = 16,
    RE_UNICODE = 32, RE_VERBOSE = 64, RE_DEBUG = 128, RE_ASCII = 256,
};
#define RE_TYPE_FLAGS (RE_ASCII | RE_LOCALE | RE_UNICODE)
#define RE_MAXREPEAT ((int64_t)4294967295) /* _sre.MAXREPEAT */
#define RE_MAXGROUPS ((int64_t)1073741823) /* _sre.MAXGROUPS */

/* What a translation writes for. */
typedef enum {
    RE_T_BYTES, /* a bytes pattern: 8-bit, no UTF */
    RE_T_ASCII, /* a str pattern for ASCII subjects: 8-bit, no UTF */
    RE_T_UTF,   /* a str pattern for any subject: UTF-8 */
} re_target;

/* The result of translating one pattern. */
typedef struct re_translation {
    sbuf out;          /* the PCRE2 pattern (NUL-terminated once done) */
    uint32_t options;  /* pcre2_compile options */
    int64_t flags;     /* Pattern.flags: the caller's, inline global ones, UNICODE */
    int32_t groups;    /* capturing groups (Pattern.groups) */
    value groupindex;  /* dict name -> number, or V_NULL when none is named */
    bool lookahead;    /* it holds a positive look-ahead (re.c: compile_code) */
} re_translation;

/* Translate `pattern` (a str or bytes) with the caller's flags for target.
 * 0, or -1 with re.error (CPython's message and position), ValueError,
 * OverflowError or the memory limit raised. On success the caller owns
 * tr->out (sb_free). */
int re_translate(psvm *vm, value pattern, int64_t flags, re_target target, re_translation *tr);

/* re.error(msg, pattern, pos): pattern V_NONE / pos < 0 for none. Raises
 * it and returns V_NULL. msg is UTF-8. */
value re_raise_error(psvm *vm, const char *msg, value pattern, int64_t pos);
extern const vtype re_error_type;

/* ---- objects (re.c) ------------------------------------------------------ */

/* Per sandbox: PCRE2's contexts, whose memory functions are the sandbox's
 * allocator, the pattern cache, and the budget bookkeeping of the match in
 * progress (read by the callout). Reached from the module's functions (bound
 * to it) and from every Pattern. */
#define RE_CACHE 32
typedef struct re_state {
    obj h;
    psvm *vm;
    pcre2_general_context *gctx;
    pcre2_compile_context *cctx;
    pcre2_match_context *mctx;
    struct { value pattern; int64_t flags; value compiled; } cache[RE_CACHE];
    int cache_next;
    pcre2_match_data *md; /* shared by every pattern (re.c, state_md) */
    /* the match in progress (re_exec) */
    int64_t steps;     /* callouts passed: attempts and loop entries */
    int64_t check_at;  /* steps at which the callout looks at the budgets */
    int64_t fuel_base; /* vm->fuel_used when the match began */
    uint32_t match_limit, heap_limit; /* as last given to mctx */
    uint32_t capture_last; /* the group that closed last, from the end callout */
} re_state;

typedef struct re_pattern {
    obj h;
    value pattern;     /* str or bytes, as given */
    value groupindex;  /* dict or V_NULL */
    value indexgroup;  /* tuple: number -> name or None; V_NULL when no names */
    value state;       /* re_state */
    pcre2_code *code8; /* RE_T_BYTES or RE_T_ASCII form */
    pcre2_code *utf;   /* RE_T_UTF form: made at the first non-ASCII subject */
    int64_t flags;
    int32_t groups;
    bool isbytes;
} re_pattern;

extern const vtype re_pattern_type, re_match_type, re_scanner_type;

/* A subject being matched: its bytes, and for a str the code points. */
typedef struct re_subject {
    value string;
    const char *s;
    int64_t len;        /* bytes */
    bool isbytes;
    bool ascii;         /* byte offsets are code-point offsets */
    int64_t pos, endpos; /* in code points (bytes for bytes), clamped */
    int64_t bpos, bendpos; /* the same in bytes */
    pcre2_code *code;   /* the form of the pattern for this subject */
    /* the last byte/code point pair converted (offsets only move forward in
     * a scan, so each conversion counts the bytes since the last one) */
    int64_t conv_b, conv_c;
} re_subject;

/* Check that string suits p (CPython's TypeErrors), clamp pos/endpos, pick
 * the compiled form. -1 on error. */
int re_subject_init(psvm *vm, re_pattern *p, value string, int64_t pos, int64_t endpos, re_subject *sj);
/* Read the subject's bytes again after Python code ran (a str may have
 * moved its bytes: str_cstr). */
void re_subject_refresh(re_subject *sj);
/* Code-point offset of byte offset b of the subject. */
int64_t re_subject_cp(re_subject *sj, int64_t b);

/* Run one match from byte offset start. opts: PCRE2_ANCHORED,
 * PCRE2_ENDANCHORED, PCRE2_NOTEMPTY_ATSTART. Returns 1 (ovector in p->md),
 * 0 (no match) or -1 (an error or a limit raised). */
int re_exec(psvm *vm, re_pattern *p, re_subject *sj, int64_t start, uint32_t opts);

/* A str of n bytes of ASCII text, made without counting code points. */
value re_ascii_str(psvm *vm, const char *p, int64_t n);

/* The part of the subject in bytes [a, b) as a str or bytes. */
value re_slice(psvm *vm, re_subject *sj, int64_t a, int64_t b);

/* A Match from the ovector of the last re_exec. */
value re_match_new(psvm *vm, re_pattern *p, re_subject *sj);

/* The ovector of the last re_exec of p. */
const PCRE2_SIZE *re_ovector(re_pattern *p);

/* The Pattern for (pattern, flags), from the cache or compiled; a Pattern
 * given as pattern is returned (flags must then be 0). */
value re_compile_cached(psvm *vm, value state, value pattern, value flags);

/* ---- sub, split, findall, templates (re_sub.c) -------------------------- */
value re_sub(psvm *vm, re_pattern *p, value repl, value string, int64_t count, bool subn);
value re_split(psvm *vm, re_pattern *p, value string, int64_t maxsplit);
value re_findall(psvm *vm, re_pattern *p, value string, int64_t pos, int64_t endpos);
value re_finditer(psvm *vm, re_pattern *p, value string, int64_t pos, int64_t endpos);
value re_expand(psvm *vm, value match, value template_);
value re_escape(psvm *vm, value pattern);

/* Match internals shared with re_sub.c. */
typedef struct re_match {
    obj h;
    value pattern;     /* re_pattern */
    value string;
    value regs;        /* tuple cache or V_NULL */
    int64_t pos, endpos;
    int32_t ngroups;   /* groups + 1 */
    int32_t lastindex; /* -1: None */
    int64_t off[];     /* per group: cp start, cp end, byte start, byte end (-1: unset) */
} re_match;
value re_match_group_value(psvm *vm, re_match *m, int32_t g, value dflt);

#endif
