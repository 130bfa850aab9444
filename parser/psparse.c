/*
 * psparse - print what the parser makes of a file, for tests:
 *   psparse --dump-ast FILE      ast.dump(ast.parse(src), include_attributes=True)
 *   psparse --dump-tokens FILE   one token per line
 *   psparse --check FILE         nothing on success
 * --single or --eval before the action parses in that mode instead of as a
 * module (compile()'s 'single' and 'eval').
 * A syntax error prints "Type|msg|lineno|offset|end_lineno|end_offset" on
 * stdout and exits 1, so tests compare it with python3's compile().
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"
#include "parse.h"

static int write_stdout(void *ud, const char *s, size_t n)
{
    (void)ud;
    return fwrite(s, 1, n, stdout) == n ? 0 : -1;
}

/* Token text with control characters escaped, so one token is one line
 * (like the repr tokenize prints). */
static void put_escaped(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\n')
            fputs("\\n", stdout);
        else if (c == '\t')
            fputs("\\t", stdout);
        else if (c == '\\' || c == '\'')
            printf("\\%c", c);
        else if (c < 0x20 || c == 0x7f)
            printf("\\x%02x", c);
        else
            putchar(c);
    }
}

int main(int argc, char **argv)
{
    int mode = PARSE_FILE;
    if (argc == 4 && strcmp(argv[1], "--single") == 0)
        mode = PARSE_SINGLE, argv++, argc--;
    else if (argc == 4 && strcmp(argv[1], "--eval") == 0)
        mode = PARSE_EVAL, argv++, argc--;
    if (argc != 3) {
        fprintf(stderr, "usage: psparse [--single|--eval] --dump-ast|--dump-tokens|--check FILE\n");
        return 2;
    }
    FILE *f = strcmp(argv[2], "-") == 0 ? stdin : fopen(argv[2], "rb");
    if (!f) {
        perror(argv[2]);
        return 2;
    }
    size_t cap = 1 << 16, len = 0;
    char *src = malloc(cap);
    size_t k;
    while (src && (k = fread(src + len, 1, cap - len, f)) > 0) {
        len += k;
        if (len == cap)
            src = realloc(src, cap *= 2);
    }
    if (f != stdin)
        fclose(f);
    if (!src)
        return 2;
    ps_arena *a = arena_new(NULL);
    ps_diag err;
    int rc = 0;
    if (strcmp(argv[1], "--dump-tokens") == 0) {
        lex_state *l = lex_new(a, src, len, &err);
        lex_token t;
        while (l && lex_next(l, &t)) {
            printf("%d,%d-%d,%d:\t%s\t'", t.lineno, t.col, t.end_lineno, t.end_col,
                   lex_token_name(t.kind));
            put_escaped(t.start, t.len);
            printf("'\n");
            if (t.kind == TK_ENDMARKER)
                break;
        }
        if (!l || t.kind != TK_ENDMARKER) {
            printf("%s|%s|%d|%d|%d|%d\n", err.kind, err.msg, err.lineno, err.offset, err.end_lineno, err.end_offset);
            rc = 1;
        }
    } else {
        parse_status st;
        ast_mod *m = parse_source(a, src, len, argv[2], mode, &err, &st);
        if (!m) {
            printf("%s|%s|%d|%d|%d|%d\n", err.kind ? err.kind : "SyntaxError", err.msg, err.lineno,
                   err.offset, err.end_lineno, err.end_offset);
            rc = 1;
        } else if (strcmp(argv[1], "--dump-ast") == 0) {
            if (ast_dump(m, write_stdout, NULL) != 0) {
                printf("RecursionError|maximum recursion depth exceeded during ast.dump|0|0|0|0\n");
                rc = 1;
            } else {
                printf("\n");
            }
        }
    }
    arena_free(a);
    free(src);
    return rc;
}
