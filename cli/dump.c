/*
 * dump.c - the debug listings: --dump-tokens, --dump-ast, --dump-bytecode.
 *
 * The one file of the CLI that reaches past host-api/pysafe.h: it prints
 * what the parser and the compiler make of a script, which no host needs
 * and the public API therefore does not offer. Errors are reported through
 * the public API, so they read exactly like a run's.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "parser/lexer.h"
#include "parser/parse.h"
#include "vm/vm.h"

static int write_stdout(void *ud, const char *s, size_t n)
{
    (void)ud;
    return fwrite(s, 1, n, stdout) == n ? 0 : -1;
}

/* The source did not lex, parse or compile: show the error a run would. */
static int report_error(const char *src, size_t len, const char *name)
{
    fflush(stdout);
    ps_vm *vm = ps_new(NULL);
    if (!vm)
        return EXIT_HOST;
    /* ps_run, not ps_check: a file that ends early is a SyntaxError here,
     * not "incomplete". The source does not compile, so nothing runs (and
     * print output, if it did, would be collected, not shown). */
    ps_status st = ps_run(vm, src, len, name, NULL);
    int rc = EXIT_EXCEPTION;
    if (st == PS_SYNTAX_ERROR || st == PS_EXCEPTION)
        fputs(ps_error_traceback(vm), stderr);
    else if (st == PS_LIMIT)
        cli_print_limit(vm), rc = EXIT_LIMIT;
    else
        fprintf(stderr, "pysafe: the source does not compile\n");
    ps_free(vm);
    return rc;
}

static int dump_tokens(const char *src, size_t len, const char *name)
{
    ps_arena *a = arena_new(NULL);
    if (!a)
        return EXIT_HOST;
    ps_diag err;
    lex_state *l = lex_new(a, src, len, &err);
    lex_token t = { 0 };
    while (l && lex_next(l, &t)) {
        printf("%d,%d-%d,%d:\t%s\t'%.*s'\n", t.lineno, t.col, t.end_lineno, t.end_col,
               lex_token_name(t.kind), (int)t.len, t.start);
        if (t.kind == TK_ENDMARKER)
            break;
    }
    arena_free(a);
    if (!l || t.kind != TK_ENDMARKER)
        return report_error(src, len, name);
    return EXIT_OK;
}

static int dump_ast(const char *src, size_t len, const char *name)
{
    ps_arena *a = arena_new(NULL);
    if (!a)
        return EXIT_HOST;
    ps_diag err;
    parse_status st;
    ast_mod *m = parse_source(a, src, len, name, PARSE_FILE, &err, &st);
    int rc = EXIT_OK;
    if (!m) {
        rc = report_error(src, len, name);
    } else if (ast_dump(m, write_stdout, NULL) != 0) {
        fprintf(stderr, "pysafe: RecursionError: maximum recursion depth exceeded during ast.dump\n");
        rc = EXIT_EXCEPTION;
    } else {
        printf("\n");
    }
    arena_free(a);
    return rc;
}

static int dump_bytecode(const cli_opts *o, const char *src, size_t len, const char *name)
{
    vm_limits lim = { 0 };
    if (o->memory.set)
        lim.memory = o->memory.v;
    psvm *vm = vm_new(&lim);
    if (!vm)
        return EXIT_HOST;
    value co = vm_compile(vm, src, len, name, 0);
    int rc = EXIT_OK;
    if (co)
        vm_dis(vm, co, write_stdout, NULL);
    else
        rc = report_error(src, len, name);
    vm_free(vm);
    return rc;
}

int cli_dump(const cli_opts *o, const char *src, size_t len, const char *name)
{
    int rc;
    switch (o->dump) {
    case DUMP_TOKENS: rc = dump_tokens(src, len, name); break;
    case DUMP_AST: rc = dump_ast(src, len, name); break;
    case DUMP_BYTECODE: rc = dump_bytecode(o, src, len, name); break;
    default: rc = EXIT_USAGE; break;
    }
    fflush(stdout);
    return rc;
}
