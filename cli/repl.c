/*
 * repl.c - the interactive prompt, when stdin is a terminal and no script
 * is given: `>>>` and `...` prompts, the repr of expression values, state
 * kept between inputs, errors shown without leaving, line editing and
 * history through libedit, Ctrl-C interrupts a running statement, Ctrl-D
 * exits.
 *
 * When is an input finished? ps_check answers PS_INCOMPLETE while the text
 * could go on (an open bracket, a triple-quoted string, a block header
 * with nothing after it). As in CPython's REPL, a block (the first line
 * ends in ':' or is a decorator) goes on until an empty line even when it
 * already parses, so that its body can have several lines.
 */
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <editline/readline.h>

#include "cli.h"
#include "json.h"
#include "toolproc.h"

/* The sandbox of the statement running now, for the SIGINT handler: the
 * interrupt call is one atomic store, safe from a signal handler. */
static _Atomic(ps_vm *) running_vm;
static atomic_int interrupted_at_prompt;

static void on_sigint(int sig)
{
    (void)sig;
    ps_vm *vm = atomic_load(&running_vm);
    if (vm)
        ps_interrupt(vm);
    else
        atomic_store(&interrupted_at_prompt, 1);
}

/* Last non-blank, non-comment character of a line. */
static char last_char(const char *line)
{
    char last = 0;
    bool in_str = false;
    char q = 0;
    for (const char *p = line; *p; p++) {
        if (in_str) {
            if (*p == '\\' && p[1]) p++;
            else if (*p == q) in_str = false;
            last = *p;
            continue;
        }
        if (*p == '#')
            break;
        if (*p == '"' || *p == '\'') { in_str = true; q = *p; }
        if (*p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
            last = *p;
    }
    return last;
}

/* A compound statement (even `while x: pass` on one line) is ended by an
 * empty line, as in CPython's REPL. */
static bool opens_block(const char *first_line)
{
    static const char *const kw[] = { "if", "while", "for", "def", "class", "try", "with", "async" };
    const char *p = first_line;
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p == '@' || last_char(first_line) == ':')
        return true;
    size_t n = 0;
    while (p[n] == '_' || (p[n] >= 'a' && p[n] <= 'z'))
        n++;
    for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
        if (strlen(kw[i]) == n && strncmp(p, kw[i], n) == 0 && (p[n] == ' ' || p[n] == ':' || p[n] == '('))
            return true;
    return false;
}

static char *history_path(void)
{
    const char *home = getenv("HOME");
    if (!home || !*home)
        return NULL;
    size_t n = strlen(home) + 32;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/.pysafe_history", home);
    return p;
}

static void run_input(ps_vm *vm, const char *src, size_t len, toolproc *tp, const cli_opts *o)
{
    ps_value result = 0;
    atomic_store(&running_vm, vm);
    ps_status st = ps_run(vm, src, len, "<stdin>", &result);
    while (st == PS_TOOL_PENDING && tp && tp_answer_pending(tp, vm) == PS_OK)
        st = ps_continue(vm, &result);
    atomic_store(&running_vm, NULL);
    ps_output_clear(vm);
    fflush(stdout);
    if (st == PS_OK) {
        if (result && ps_typeof(vm, result) != PS_T_NONE) {
            ps_value r;
            if (ps_repr(vm, result, &r) == PS_OK) {
                const char *s;
                size_t n;
                ps_to_str(vm, r, &s, &n);
                fwrite(s, 1, n, stdout);
                fputc('\n', stdout);
                fflush(stdout);
                ps_release(vm, r);
            } else {
                fputs(ps_error_traceback(vm), stderr);
            }
        }
        ps_release(vm, result);
    } else if (tp && tp_failure(tp)) {
        fprintf(stderr, "pysafe: %s\n", tp_failure(tp));
    } else if (st == PS_LIMIT && ps_limit_hit(vm) == PS_LIMIT_INTERRUPT) {
        fputs("KeyboardInterrupt\n", stderr);
    } else if (st == PS_LIMIT) {
        cli_print_limit(vm);
    } else if (st == PS_EXCEPTION || st == PS_SYNTAX_ERROR) {
        fputs(ps_error_traceback(vm), stderr);
    } else {
        fprintf(stderr, "pysafe: %s: %s\n", ps_status_name(st), ps_error_message(vm));
    }
    if (o->stats)
        cli_print_stats(vm);
    fflush(stderr);
}

int cli_repl(const cli_opts *o)
{
    ps_config cfg;
    ps_vm *vm = cli_new_vm(o, &cfg);
    if (!vm)
        return EXIT_HOST;
    toolproc *tp;
    int exit_code = 0;
    if (!cli_start_tools(o, vm, cfg.timeout_ms, &tp)) {
        ps_free(vm);
        return EXIT_HOST;
    }
    /* The prompt opens even when an input is bad: the message says which,
     * and the user can bind the name by hand. */
    for (int i = 0; i < o->ninputs; i++)
        cli_bind_input(o, i, vm);

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL); /* no SA_RESTART: a read at the prompt returns */

    rl_readline_name = "pysafe";
    using_history();
    char *hist = history_path();
    if (hist)
        read_history(hist); /* a missing history file is normal */

    printf("pysafe %s (sandboxed Python). Ctrl-D exits.\n", ps_version());
    fflush(stdout);
    js_buf buf; /* the input being collected */
    jb_init(&buf);
    bool block = false;
    for (;;) {
        atomic_store(&interrupted_at_prompt, 0);
        char *line = readline(buf.len ? "... " : ">>> ");
        if (atomic_exchange(&interrupted_at_prompt, 0)) {
            /* Ctrl-C at a prompt drops the input being typed, as CPython. */
            free(line);
            fputs("\nKeyboardInterrupt\n", stderr);
            buf.len = 0;
            block = false;
            continue;
        }
        if (!line) {
            fputc('\n', stdout);
            break; /* Ctrl-D */
        }
        if (*line)
            add_history(line);
        bool empty = strspn(line, " \t") == strlen(line);
        if (!buf.len && empty) {
            free(line);
            continue;
        }
        if (!buf.len)
            block = opens_block(line);
        jb_adds(&buf, line);
        jb_adds(&buf, "\n");
        free(line);
        if (buf.failed) {
            fprintf(stderr, "pysafe: input too long\n");
            jb_free(&buf);
            block = false;
            continue;
        }
        ps_status st = ps_check(vm, buf.p, buf.len);
        /* A block ends with an empty line; a syntax error shows at once. */
        if (st == PS_INCOMPLETE && !(block && empty))
            continue;
        if (st == PS_OK && block && !empty)
            continue;
        run_input(vm, buf.p, buf.len, tp, o);
        buf.len = 0;
        block = false;
        /* SystemExit (sys.exit()) leaves the REPL, as python3's */
        const char *msg;
        if (ps_exited(vm, &exit_code, &msg)) {
            if (msg)
                fprintf(stderr, "%s\n", msg);
            break;
        }
    }
    jb_free(&buf);
    if (hist) {
        write_history(hist); /* failing to save history is not an error */
        free(hist);
    }
    tp_stop(tp);
    ps_free(vm);
    return exit_code & 0xff;
}
