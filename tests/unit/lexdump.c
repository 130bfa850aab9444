/*
 * lexdump.c - print the tokens of each file given, one per line, for
 * comparison with CPython's tokenize module (tests/unit/lexer_vs_cpython.py).
 *
 *   KIND<TAB>lineno<TAB>col<TAB>end_lineno<TAB>end_col<TAB>value
 *   ERROR<TAB>kind<TAB>msg<TAB>lineno<TAB>offset<TAB>end_lineno<TAB>end_offset<TAB>incomplete
 *
 * Columns are byte columns; the script converts them. Each file's output
 * starts with "=== PATH".
 */
#include <stdio.h>
#include <stdlib.h>

#include "lexer.h"

static int dump(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 1;
    }
    size_t cap = 1 << 16, len = 0;
    char *src = malloc(cap);
    size_t n;
    while (src && (n = fread(src + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap)
            src = realloc(src, cap *= 2);
    }
    fclose(f);
    if (!src)
        return 1;
    printf("=== %s\n", path);
    ps_arena *a = arena_new(NULL);
    ps_diag err;
    lex_state *l = lex_new(a, src, len, &err);
    lex_token t;
    while (l && lex_next(l, &t)) {
        printf("%s\t%d\t%d\t%d\t%d\t", lex_token_name(t.kind), t.lineno, t.col,
               t.end_lineno, t.end_col);
        for (size_t i = 0; i < t.value_len; i++) {
            unsigned char c = (unsigned char)t.value[i];
            if (c == '\n')
                fputs("\\n", stdout);
            else if (c == '\\')
                fputs("\\\\", stdout);
            else if (c == '\t')
                fputs("\\t", stdout);
            else
                putchar(c);
        }
        putchar('\n');
        if (t.kind == TK_ENDMARKER)
            break;
    }
    if (!l || err.kind)
        printf("ERROR\t%s\t%s\t%d\t%d\t%d\t%d\t%d\n", err.kind, err.msg,
               err.lineno, err.offset, err.end_lineno, err.end_offset,
               l ? lex_incomplete(l) : 0);
    arena_free(a);
    free(src);
    return 0;
}

int main(int argc, char **argv)
{
    int rc = 0;
    for (int i = 1; i < argc; i++)
        rc |= dump(argv[i]);
    return rc;
}
