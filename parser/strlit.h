/*
 * strlit.h - what a STRING token means: its prefix, its decoded value, and
 * for f-strings the pieces (literal text and replacement fields).
 *
 * Everything follows CPython 3.11 (Parser/string_parser.c), messages word
 * for word. Invalid escapes such as "\d" are kept as they are (CPython
 * 3.11 only warns). Octal escapes above \377 give the code point in str
 * and the low byte in bytes, as in 3.11.
 *
 * Where errors go: CPython raises every error found here from the parser
 * *after* the string, positioned at the token that follows the last STRING
 * of the concatenation (offset = its col + 1) -- except "bytes can only
 * contain ASCII literal characters", which is positioned on the STRING token
 * itself (strlit_error.at_token). Errors that come from lexing and parsing a
 * replacement field's expression are the grammar's; lex it with
 * lex_new_fragment(..., LEX_BRACKETED | LEX_FSTRING) so messages get the
 * "f-string: " prefix.
 *
 * All memory comes from the arena; a refused allocation is the error
 * "out of memory". Nothing recurses more than the two levels of nesting
 * f-strings allow.
 */
#ifndef PS_STRLIT_H
#define PS_STRLIT_H

#include <stddef.h>

#include "arena.h"
#include "lexer.h"

typedef struct strlit_error {
    char msg[200];
    int at_token; /* 1: CPython positions it on the STRING token itself */
    int in_field; /* 1: the field callback stopped the split (msg empty) */
    int nomem;    /* 1: the arena refused (msg "out of memory") */
} strlit_error;

/* The parts of a STRING token's text. */
typedef struct strlit_info {
    int bytes, raw, fstring; /* from the prefix (u is just a str) */
    int quote_len;           /* 1 or 3 */
    const char *body;        /* between the quotes, inside the token */
    size_t body_len;
} strlit_info;

void strlit_split(const lex_token *t, strlit_info *out);

/* Decode a str or bytes literal (not an f-string) into *out (arena, NUL
 * terminated): UTF-8 for str, raw bytes for bytes. Returns 1, or 0 with
 * err filled. */
int strlit_decode(ps_arena *a, const lex_token *t, const char **out,
                  size_t *out_len, strlit_error *err);

typedef struct strlit_piece strlit_piece;

/* One replacement field "{expr=!c:spec}". */
typedef struct strlit_field {
    /* The expression's text, inside the lexer's source (hand it to
     * lex_new_fragment), and where it starts in the file. */
    const char *expr;
    size_t expr_len;
    int lineno, col; /* 1-based line, 0-based byte column */
    /* 0 (none), 's', 'r' or 'a'. A self-documenting field ("{x=}") with
     * neither conversion nor spec gets 'r', as in CPython; its text "x="
     * is already in the literal piece before the field. */
    int conversion;
    /* The format spec as pieces (literals and nested fields), or
     * has_spec == 0. "{x:}" has a spec with no pieces. */
    int has_spec;
    strlit_piece *spec;
    int nspec;
} strlit_field;

struct strlit_piece {
    int is_field;
    const char *text; /* literal: decoded UTF-8 (arena, NUL terminated) */
    size_t len;
    strlit_field field;
};

/* Split an f-string token into pieces. Adjacent literal text is merged
 * into one piece and empty literals are left out, so f"a{x=}" gives
 * "ax=" then the field. Returns 1, or 0 with err filled. */
int strlit_fstring(ps_arena *a, const lex_token *t, strlit_piece **pieces,
                   int *npieces, strlit_error *err);

/* The same, calling fn for each field (nested ones too) as soon as its
 * expression's extent is known -- before its '=', conversion and spec are
 * read -- because that is when CPython compiles the expression, so an
 * error in it is reported before an error later in the field. Only expr,
 * expr_len, lineno and col are set at that point. fn returns 1 to go on,
 * 0 to stop: strlit_fstring_ex then returns 0 with err->in_field set (the
 * caller has its own error). fn may be NULL. */
typedef int (*strlit_field_fn)(void *ud, const strlit_field *f);
int strlit_fstring_ex(ps_arena *a, const lex_token *t, strlit_field_fn fn,
                      void *ud, strlit_piece **pieces, int *npieces,
                      strlit_error *err);

#endif
