/*
 * parse.h - source text to AST.
 *
 * parse_source() runs the lexer and the lemon grammar over one source text
 * and returns the tree, allocated in `a`, or NULL with `err` filled like
 * CPython's SyntaxError / IndentationError (message, line, column).
 *
 * `status` (may be NULL) tells the REPL why there is no tree: an input that
 * is only incomplete ("if x:" with nothing after, an open bracket, an
 * unterminated triple-quoted string) is PARSE_INCOMPLETE, so the REPL reads
 * another line instead of printing the error. PARSE_NO_MEMORY means the
 * arena's allocator refused; err then says "out of memory".
 */
#ifndef PS_PARSE_H
#define PS_PARSE_H

#include <stddef.h>

#include "arena.h"
#include "ast.h"
#include "diag.h"

typedef enum parse_mode {
    PARSE_FILE = 0,   /* a module: Module(body) */
    PARSE_SINGLE = 1, /* one interactive statement: Interactive(body) */
    PARSE_EVAL = 2    /* one expression: Expression(body) */
} parse_mode;

typedef enum parse_status {
    PARSE_OK = 0,
    PARSE_SYNTAX_ERROR, /* err says what; kind may be IndentationError/TabError */
    PARSE_INCOMPLETE,   /* input ends where more could follow */
    PARSE_NO_MEMORY
} parse_status;

ast_mod *parse_source(ps_arena *a, const char *src, size_t len,
                      const char *filename, int mode, ps_diag *err,
                      parse_status *status);

/*
 * ast_dump writes exactly what CPython 3.11's
 *   ast.dump(tree, include_attributes=True)
 * prints (without the trailing newline) through `write`. The walk recurses
 * with a depth guard (5,000 levels, beyond python3's own ast.dump limit), so
 * a deeper tree (a 200,000-term `1+1+...`) is refused, never a C stack
 * overflow. Returns 0; -1 if `write` failed; -2 if the tree is one
 * python3 cannot print either (deeper than the guard, an int literal past
 * 4,300 digits).
 */
typedef int (*ast_write_fn)(void *ud, const char *s, size_t n); /* 0 = ok */
int ast_dump(const ast_mod *mod, ast_write_fn write, void *ud);

#endif
