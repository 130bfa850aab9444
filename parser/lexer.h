/*
 * lexer.h - Python 3.11 source -> tokens, pulled one at a time.
 *
 * The lexer follows CPython 3.11's tokenizer: the same tokens, the same
 * positions, the same error messages word for word (tests compare with
 * python3). The parse driver pulls tokens with lex_next until ENDMARKER.
 *
 * Source handling. lex_new copies the source into the arena, translating
 * "\r\n" and lone "\r" to "\n" the way compile() does before tokenizing, so
 * every token's `start` points into that copy (lex_source gives it), never
 * into the caller's buffer, and columns match CPython's. NUL bytes and
 * invalid UTF-8 are SyntaxErrors with CPython's text (see lexer.re for the
 * one difference: CPython's compile() raises the NUL error without a
 * position, so ours has lineno 0 as well).
 *
 * Tokens. NEWLINE, INDENT and DEDENT follow CPython: no NEWLINE inside
 * brackets or after a backslash continuation, nothing for blank and
 * comment-only lines, a final NEWLINE at EOF when the last line had tokens
 * but no "\n", then one DEDENT per open block, then ENDMARKER (forever).
 * Keywords get their own TK_ kind; soft keywords (match, case, _, type) are
 * NAME. Keywords are matched on the raw text before NFKC normalisation, as
 * CPython does: `ｉｆ` is the NAME "if", not the keyword.
 *
 * STRING tokens cover the prefix, the quotes and the body; strlit.h decodes
 * them (and splits f-strings). NUMBER tokens are the raw literal text; the
 * lexer has already rejected every malformed literal CPython's tokenizer
 * rejects.
 *
 * Characters CPython's tokenizer hands to the parser as an error token
 * (`$`, `?`, `` ` ``, a lone `!`, `<>`) end lexing with "invalid syntax"
 * at that character, which is what CPython reports for them -- unless the
 * rest of the source holds a tokenizer error, which CPython reports
 * instead (see lex_check_rest).
 *
 * Memory: everything the lexer allocates comes from the arena; when the arena
 * refuses, lex_next fails with the SyntaxError "out of memory" (never a
 * crash). The indentation and bracket stacks are fixed-size (CPython's
 * limits: 100 indentation levels, 200 nested brackets), so no input makes the
 * lexer recurse or grow without bound.
 */
#ifndef PS_LEXER_H
#define PS_LEXER_H

#include <stddef.h>

#include "arena.h"
#include "diag.h"
#include "token.h"

typedef struct lex_state lex_state;

typedef struct lex_token {
    ps_token_kind kind;
    const char *start; /* raw text, inside the lexer's copy of the source */
    size_t len;
    /* 1-based lines; 0-based UTF-8 *byte* columns, like CPython's ast
     * col_offset; the end is exclusive. */
    int lineno, col, end_lineno, end_col;
    /* NAME: the identifier normalised to NFKC (for an ASCII name that is
     * the raw text itself; otherwise an arena copy); every other kind: the
     * raw text again (== start, len). Not NUL-terminated: use value_len. */
    const char *value;
    size_t value_len;
} lex_token;

/* A lexer over the whole module source. src may contain anything (NUL
 * bytes, invalid UTF-8): those are reported as errors by lex_next. Returns
 * NULL only when the arena refuses (err then holds "out of memory"). */
lex_state *lex_new(ps_arena *a, const char *src, size_t len, ps_diag *err);

/* Flags for lex_new_fragment. */
enum {
    /* Start at bracket depth 1: newlines are insignificant, no NEWLINE,
     * INDENT or DEDENT is produced, and the token stream ends with
     * ENDMARKER right after the last token. This is how an f-string
     * replacement field's expression is lexed (CPython parses it as
     * "(expr)"). A closing bracket with nothing open is "unmatched ')'". */
    LEX_BRACKETED = 1,
    /* An f-string field, as CPython lexes it: error offsets on the field's
     * first line count from an invented "(" just before `begin`, and the
     * parser-style errors ("invalid syntax") get the "f-string: " prefix,
     * while the tokenizer's own ("invalid decimal literal") do not. Token
     * positions stay the real ones. */
    LEX_FSTRING = 2,
};

/* A lexer over a piece of a source already lexed by `parent` (an f-string
 * replacement field): [begin, begin+len) must lie inside lex_source(parent).
 * Tokens carry the positions the text has in the whole file: lineno is the
 * line `begin` is on and col the byte column of `begin` on that line (both
 * as strlit's f-string splitter reports them). `start` pointers point into
 * the parent's source. */
lex_state *lex_new_fragment(const lex_state *parent, const char *begin,
                            size_t len, int lineno, int flags,
                            ps_diag *err);

/* 1: *out holds the next token. 0: error, the diag given to lex_new holds
 * it; every later call fails the same way. After ENDMARKER every call
 * returns ENDMARKER again. */
int lex_next(lex_state *l, lex_token *out);

/* After lex_next failed: 1 when the error was only the source ending too
 * early (inside brackets, inside a triple-quoted string, after a line
 * continuation), so a REPL should read another line and try again. */
int lex_incomplete(const lex_state *l);

/* CPython's rule for a generic parser error: when the parser fails with
 * plain "invalid syntax" (not one of its specific messages), CPython lexes
 * the rest of the source, and a tokenizer error found there (a bad number,
 * an unterminated string, an invalid character, an unmatched bracket...)
 * is reported instead; indentation and line-continuation errors are not,
 * and the end of input inside brackets is ("'(' was never closed") only if
 * the parser's error is on a later line than the bracket. err_lineno is the
 * line of the token the parser failed on. Returns 1 when the lexer's diag
 * now holds the error to report, 0 when the parser's error stands. The
 * lexer is finished afterwards either way. */
int lex_check_rest(lex_state *l, int err_lineno);

/* The lexer's copy of the source (newlines translated, NUL-terminated). */
const char *lex_source(const lex_state *l, size_t *len);

/* The name of a token kind for --dump-tokens: "NAME", "NUMBER", "if", "(",
 * "+=", ... (token.h's texts). */
const char *lex_token_name(ps_token_kind k);

/* The 1-based *character* offset of byte column `col` on the line that
 * starts at `line_start`: what CPython's SyntaxError.offset holds. The
 * grammar uses it to turn token positions into diag offsets. */
int lex_char_offset(const char *line_start, int col);

/* Start of line `lineno` (1-based) in lex_source(l), or NULL if there is no
 * such line. O(1): lex_new records every line start. */
const char *lex_line_start(const lex_state *l, int lineno);

#endif
