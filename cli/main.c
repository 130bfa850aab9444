/*
 * main.c - the `pysafe` command: run a script (FILE, -c CODE, -), the REPL,
 * or `serve`. A host like any other: it uses only host-api/pysafe.h
 * (dump.c, the debug listings, is the one exception).
 *
 *   pysafe FILE.py       stdout for print, CPython's traceback on stderr
 *                        and status 1 for an uncaught exception, status 3
 *                        and one line "pysafe.LimitError: ..." for a limit.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "json.h"
#include "toolproc.h"
#include "values.h"

void cli_print_stats(ps_vm *vm)
{
    ps_stats s = { .struct_size = sizeof s };
    if (ps_get_stats(vm, &s) != PS_OK)
        return;
    fprintf(stderr,
            "instructions: %llu\nmemory peak: %zu bytes\nmemory now: %zu bytes\n"
            "allocations: %llu\ntool calls: %llu\nwall time: %.3f ms\n",
            (unsigned long long)s.instructions, s.memory_peak, s.memory_now,
            (unsigned long long)s.allocations, (unsigned long long)s.tool_calls,
            (double)s.wall_ns / 1e6);
}

void cli_print_limit(ps_vm *vm)
{
    fprintf(stderr, "pysafe.LimitError: %s\n", ps_error_message(vm));
}

char *cli_read_all(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (size_t r; buf && (r = fread(buf + n, 1, cap - n - 1, f)) > 0;) {
        n += r;
        if (n + 1 == cap) {
            char *nb = cap > ((size_t)1 << 30) ? NULL : realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                errno = EFBIG;
            }
            buf = nb;
        }
    }
    int bad = f != stdin ? ferror(f) : 0;
    if (f != stdin)
        fclose(f);
    if (bad) {
        free(buf);
        errno = EIO;
        return NULL;
    }
    if (buf)
        buf[n] = 0;
    *len = n;
    return buf;
}

void cli_print_to_stdout(void *ud, const char *s, size_t n)
{
    (void)ud;
    fwrite(s, 1, n, stdout);
}

int cli_bind_input(const cli_opts *o, int i, ps_vm *vm)
{
    char err[200], name[256];
    snprintf(name, sizeof name, "%.*s", o->input_name_len[i], o->input_name[i]);
    js_doc *d = js_parse(o->input_json[i], strlen(o->input_json[i]), &cv_json_limits, err, sizeof err);
    ps_value v = d ? cv_from_json(vm, js_root(d), err, sizeof err) : 0;
    js_free(d);
    ps_status st = v ? ps_set_global(vm, name, v) : PS_MISUSE;
    if (v && st != PS_OK)
        snprintf(err, sizeof err, "%s", ps_error_message(vm));
    ps_release(vm, v);
    if (st != PS_OK) {
        fprintf(stderr, "pysafe: --input %s: %s\n", name, err);
        return -1;
    }
    return 0;
}

ps_vm *cli_new_vm(const cli_opts *o, ps_config *cfg)
{
    cli_config(o, cfg);
    cfg->print = cli_print_to_stdout;
    ps_vm *vm = ps_new(cfg);
    if (!vm)
        fprintf(stderr, "pysafe: cannot create a sandbox (out of memory?)\n");
    return vm;
}

bool cli_start_tools(const cli_opts *o, ps_vm *vm, uint32_t timeout_ms, toolproc **tp)
{
    *tp = NULL;
    if (!o->tools_cmd)
        return true;
    char err[512];
    if (!(*tp = tp_start(o->tools_cmd, timeout_ms, err, sizeof err))) {
        fprintf(stderr, "pysafe: %s\n", err);
        return false;
    }
    if (tp_register(*tp, vm) != PS_OK) {
        fprintf(stderr, "pysafe: --tools-cmd: %s\n", ps_error_message(vm));
        tp_stop(*tp);
        *tp = NULL;
        return false;
    }
    return true;
}

/* A script does not start with an input missing: the first bad one is a
 * usage error. */
static int bind_inputs(const cli_opts *o, ps_vm *vm)
{
    for (int i = 0; i < o->ninputs; i++)
        if (cli_bind_input(o, i, vm) != 0)
            return EXIT_USAGE;
    return EXIT_OK;
}

/* Report how a run ended and choose the exit status. */
static int report(ps_vm *vm, ps_status st, toolproc *tp)
{
    fflush(stdout);
    if (tp && tp_failure(tp)) {
        fprintf(stderr, "pysafe: %s\n", tp_failure(tp));
        return EXIT_HOST;
    }
    switch (st) {
    case PS_OK: {
        /* SystemExit: python3's status and message */
        const char *msg;
        int code;
        if (!ps_exited(vm, &code, &msg))
            return EXIT_OK;
        if (msg)
            fprintf(stderr, "%s\n", msg);
        return code & 0xff;
    }
    case PS_EXCEPTION:
    case PS_SYNTAX_ERROR:
        fputs(ps_error_traceback(vm), stderr);
        return EXIT_EXCEPTION;
    case PS_LIMIT:
        cli_print_limit(vm);
        return EXIT_LIMIT;
    default:
        fprintf(stderr, "pysafe: %s: %s\n", ps_status_name(st), ps_error_message(vm));
        return EXIT_HOST;
    }
}

static int run_script(const cli_opts *o)
{
    size_t len = 0;
    char *src = NULL;
    const char *name;
    if (o->code) {
        name = "<string>";
        len = strlen(o->code);
    } else {
        name = strcmp(o->path, "-") == 0 ? "<stdin>" : o->path;
        src = cli_read_all(o->path, &len);
        if (!src) {
            int e = errno;
            char *abs = realpath(o->path, NULL);
            fprintf(stderr, "pysafe: can't open file '%s': [Errno %d] %s\n",
                    abs ? abs : o->path, e, strerror(e));
            free(abs);
            return EXIT_USAGE;
        }
    }
    const char *text = o->code ? o->code : src;
    if (o->dump) {
        int rc = cli_dump(o, text, len, name);
        free(src);
        return rc;
    }
    ps_config cfg;
    ps_vm *vm = cli_new_vm(o, &cfg);
    if (!vm) {
        free(src);
        return EXIT_HOST;
    }
    int rc = bind_inputs(o, vm);
    toolproc *tp = NULL;
    if (rc == EXIT_OK && !cli_start_tools(o, vm, cfg.timeout_ms, &tp))
        rc = EXIT_HOST;
    if (rc == EXIT_OK) {
        /* CPython shows the script's absolute path in tracebacks. */
        char *abs = o->path && strcmp(o->path, "-") != 0 ? realpath(o->path, NULL) : NULL;
        ps_status st = ps_run(vm, text, len, abs ? abs : name, NULL);
        /* paused on async tool calls: answered by the provider */
        while (st == PS_TOOL_PENDING && tp && tp_answer_pending(tp, vm) == PS_OK)
            st = ps_continue(vm, NULL);
        free(abs);
        rc = report(vm, st, tp);
        if (o->stats)
            cli_print_stats(vm);
    }
    tp_stop(tp);
    ps_free(vm);
    free(src);
    return rc;
}

int main(int argc, char **argv)
{
    /* A tool provider or a serve client that goes away is an error to
     * report, not a signal that kills us mid-write. */
    signal(SIGPIPE, SIG_IGN);
    cli_opts o;
    if (!cli_parse_args(argc, argv, isatty(0), &o))
        return EXIT_USAGE;
    switch (o.mode) {
    case MODE_HELP:
        cli_print_help();
        return EXIT_OK;
    case MODE_VERSION:
        printf("pysafe %s\n", ps_version());
        return EXIT_OK;
    case MODE_REPL:
        return cli_repl(&o);
    case MODE_SERVE:
        return cli_serve(&o);
    case MODE_RUN:
        break;
    }
    return run_script(&o);
}
