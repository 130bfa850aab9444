/*
 * repl.c - the interactive prompt, when stdin is a terminal and no script
 * is given: `>>>` and `...` prompts, the repr of expression values, state
 * kept between inputs, errors shown without leaving, line editing and
 * history through libedit, Ctrl-C interrupts a running statement, Ctrl-D
 * exits.
 *
 * libedit is loaded when the prompt opens (dlopen), not linked: running a
 * file then maps none of it nor what it needs (libtinfo, libbsd, libmd),
 * whose loading and symbol binding were a large part of a process's
 * start-up. Where it cannot be loaded the prompt reads plain lines,
 * without editing or history.
 *
 * When is an input finished? ps_check answers PS_INCOMPLETE while the text
 * could go on (an open bracket, a triple-quoted string, a block header
 * with nothing after it). As in CPython's REPL, a block (the first line
 * ends in ':' or is a decorator) goes on until an empty line even when it
 * already parses, so that its body can have several lines.
 */
#include <dlfcn.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The few libedit functions the prompt uses (its readline-compatible
 * interface), or NULL ones when libedit is not loaded. */
typedef struct line_editor {
    void *lib;
    char *(*readline)(const char *prompt);
    void (*using_history)(void);
    int (*read_history)(const char *path);
    int (*write_history)(const char *path);
    int (*add_history)(const char *line);
} line_editor;

/* Debian's libedit2; the soname has been 2 since 2002. */
#define LIBEDIT_SONAME "libedit.so.2"

/* dlsym into a function pointer: POSIX's idiom, which ISO C's object/
 * function pointer split otherwise forbids. */
static bool load_symbol(void *lib, const char *name, void *fn_slot)
{
    void *sym = dlsym(lib, name);
    memcpy(fn_slot, &sym, sizeof sym);
    return sym != NULL;
}

/* Load libedit; false (and le->lib NULL) when it or one of its symbols is
 * missing. */
static bool line_editor_load(line_editor *le)
{
    memset(le, 0, sizeof *le);
    le->lib = dlopen(LIBEDIT_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!le->lib)
        return false;
    if (load_symbol(le->lib, "readline", &le->readline) && load_symbol(le->lib, "using_history", &le->using_history) &&
        load_symbol(le->lib, "read_history", &le->read_history) &&
        load_symbol(le->lib, "write_history", &le->write_history) &&
        load_symbol(le->lib, "add_history", &le->add_history)) {
        static char app_name[] = "pysafe"; /* for ~/.editrc's per-program lines */
        char **rl_name = dlsym(le->lib, "rl_readline_name");
        if (rl_name)
            *rl_name = app_name;
        return true;
    }
    dlclose(le->lib);
    memset(le, 0, sizeof *le);
    return false;
}

/* One line without editing: the prompt, then stdin up to a newline (which
 * is dropped); NULL at end of input or when interrupted, as readline. */
static char *plain_readline(const char *prompt)
{
    fputs(prompt, stdout);
    fflush(stdout);
    char *line = NULL;
    size_t cap = 0;
    ssize_t n = getline(&line, &cap, stdin);
    if (n < 0) {
        clearerr(stdin); /* Ctrl-C (EINTR) is not the end of input */
        free(line);
        return NULL;
    }
    if (n > 0 && line[n - 1] == '\n')
        line[n - 1] = '\0';
    return line;
}

static char *read_line(const line_editor *le, const char *prompt)
{
    return le->lib ? le->readline(prompt) : plain_readline(prompt);
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

    line_editor le;
    char *hist = NULL;
    if (line_editor_load(&le)) {
        le.using_history();
        hist = history_path();
        if (hist)
            le.read_history(hist); /* a missing history file is normal */
    }

    printf("pysafe %s (sandboxed Python). Ctrl-D exits.\n", ps_version());
    fflush(stdout);
    js_buf buf; /* the input being collected */
    jb_init(&buf);
    bool block = false;
    for (;;) {
        atomic_store(&interrupted_at_prompt, 0);
        char *line = read_line(&le, buf.len ? "... " : ">>> ");
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
        if (*line && le.lib)
            le.add_history(line);
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
        le.write_history(hist); /* failing to save history is not an error */
        free(hist);
    }
    /* libedit stays loaded: it may have registered handlers that run at
     * exit. */
    tp_stop(tp);
    ps_free(vm);
    return exit_code & 0xff;
}
