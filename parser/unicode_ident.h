/*
 * unicode_ident.h - the Unicode facts the lexer needs beyond utf8proc:
 * identifier classes (PEP 3131) and character names for "\N{...}".
 *
 * The tables live in unicode_tables.c, generated at build time by
 * gen_unicode_tables.py from Debian's unicode-data package.
 */
#ifndef PS_UNICODE_IDENT_H
#define PS_UNICODE_IDENT_H

#include <stddef.h>
#include <stdint.h>

typedef struct lex_urange { int32_t lo, hi; } lex_urange;
/* A character name: an offset into lex_uname_text, not a pointer, so that
 * the table is read-only data that a process's start-up need not relocate
 * (35,000 pointers were most of libpysafe.so's relocations). */
typedef struct lex_uname { uint32_t name; int32_t cp; } lex_uname;

extern const lex_urange lex_xid_start[], lex_xid_continue[], lex_cjk_ideograph[];
extern const int lex_xid_start_count, lex_xid_continue_count, lex_cjk_ideograph_count;
extern const char *const lex_jamo_lead[], *const lex_jamo_vowel[], *const lex_jamo_trail[];
extern const lex_uname lex_unames[]; /* sorted by name (strcmp order) */
extern const char lex_uname_text[];  /* the names, each ended by a NUL */
extern const int lex_unames_count;
/* The indices of lex_unames in code point order (name order within one
 * code point): unicodedata.name's binary search. */
extern const uint16_t lex_unames_by_cp[];

static inline const char *lex_uname_name(const lex_uname *e)
{
    return lex_uname_text + e->name;
}

int lex_is_xid_start(int32_t cp);
int lex_is_xid_continue(int32_t cp);

/* Assigned after Unicode 14.0, CPython 3.11's version (so unassigned for
 * it): what ast_dump's repr must escape although utf8proc knows it. */
extern const lex_urange lex_after_14[];
extern const int lex_after_14_count;
int lex_assigned_after_14(int32_t cp);

/* The code point named `name` (len bytes, not NUL-terminated) as CPython's
 * "\N{...}" finds it: names and aliases case-insensitively, CJK UNIFIED
 * IDEOGRAPH-XXXX and HANGUL SYLLABLE XXX exactly. -1 if there is none. */
int32_t lex_lookup_name(const char *name, size_t len);

#endif
