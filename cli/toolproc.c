/*
 * toolproc.c - tools served by a child process over JSON lines (see
 * toolproc.h).
 */
#include "toolproc.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "json.h"
#include "lineio.h"
#include "values.h"

extern char **environ;

#define TP_MAX_LINE ((size_t)16 << 20)
#define TP_MAX_TOOLS 256

struct toolproc {
    pid_t pid;
    int to_child, from_child;
    lineio in;
    uint32_t timeout_ms;
    js_doc *manifest;
    size_t ntools;
    char *names[TP_MAX_TOOLS];
    bool is_async[TP_MAX_TOOLS];
    /* Replies to async calls that arrived while a synchronous call waited
     * for its own: answered at the next pause (tp_answer_pending). */
    char **early;
    size_t nearly, early_cap;
    /* Calls the provider was told of with {"cancel": id} and has not
     * answered yet: an answer to one may already be on its way, and is
     * dropped (the run no longer knows the id). */
    uint64_t *cancelled;
    size_t ncancelled, cancelled_cap;
    char failure[512];
    bool failed;
};

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* One line from the child within the timeout; NULL with tp->failure set. */
static char *read_reply(toolproc *tp, size_t *n)
{
    int64_t deadline = now_ms() + tp->timeout_ms;
    for (;;) {
        /* Only block in read once poll says there is something. */
        bool buffered = tp->in.len > 0 && memchr(tp->in.buf + tp->in.start, '\n', tp->in.len);
        if (!buffered && !tp->in.eof) {
            int64_t left = deadline - now_ms();
            if (left <= 0) {
                snprintf(tp->failure, sizeof tp->failure, "no answer within %u ms", tp->timeout_ms);
                return NULL;
            }
            struct pollfd p = { tp->from_child, POLLIN, 0 };
            int r = poll(&p, 1, (int)(left > 1000000 ? 1000000 : left));
            if (r < 0 && errno == EINTR)
                continue;
            if (r == 0)
                continue;
        }
        char *line;
        lio_status st = lio_read(&tp->in, &line, n);
        switch (st) {
        case LIO_LINE: return line;
        case LIO_TOO_LONG: snprintf(tp->failure, sizeof tp->failure, "a reply line is longer than 16 MiB"); return NULL;
        case LIO_TRUNCATED: snprintf(tp->failure, sizeof tp->failure, "it exited in the middle of a reply"); return NULL;
        case LIO_EOF: snprintf(tp->failure, sizeof tp->failure, "it exited"); return NULL;
        case LIO_AGAIN: continue; /* part of a line: poll again, within the deadline */
        case LIO_ERROR: snprintf(tp->failure, sizeof tp->failure, "reading its output failed"); return NULL;
        }
    }
}

toolproc *tp_start(const char *cmd, uint32_t reply_timeout_ms, char *err, size_t errlen)
{
    toolproc *tp = calloc(1, sizeof *tp);
    if (!tp) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    tp->timeout_ms = reply_timeout_ms ? reply_timeout_ms : 10000;
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) {
        snprintf(err, errlen, "pipe: %s", strerror(errno));
        free(tp);
        return NULL;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, in[0], 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    posix_spawn_file_actions_addclose(&fa, in[1]);
    posix_spawn_file_actions_addclose(&fa, out[0]);
    /* Its own process group, so that stopping it also stops what the
     * shell started (and a terminal's Ctrl-C interrupts the script, not
     * the provider). */
    posix_spawnattr_t at;
    posix_spawnattr_init(&at);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&at, 0);
    char *argv[] = { "sh", "-c", (char *)cmd, NULL };
    int rc = posix_spawn(&tp->pid, "/bin/sh", &fa, &at, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    close(in[0]);
    close(out[1]);
    tp->to_child = in[1];
    tp->from_child = out[0];
    if (rc != 0) {
        snprintf(err, errlen, "cannot start '%s': %s", cmd, strerror(rc));
        close(in[1]);
        close(out[0]);
        free(tp);
        return NULL;
    }
    /* Non-blocking, so that a provider that writes half a line and stops
     * cannot hold the run past its deadline. */
    fcntl(tp->from_child, F_SETFL, fcntl(tp->from_child, F_GETFL) | O_NONBLOCK);
    lio_init(&tp->in, tp->from_child, TP_MAX_LINE);
    size_t n;
    char *line = read_reply(tp, &n);
    char jerr[128] = "";
    js_value *tools = NULL;
    if (line) {
        static const js_limits lim = { 4, 10000 };
        tp->manifest = js_parse(line, n, &lim, jerr, sizeof jerr);
        tools = tp->manifest ? js_get(js_root(tp->manifest), "tools") : NULL;
        if (!tp->manifest)
            snprintf(tp->failure, sizeof tp->failure, "its manifest is not JSON: %s", jerr);
        else if (!tools || tools->kind != JS_ARRAY || tools->n > TP_MAX_TOOLS)
            snprintf(tp->failure, sizeof tp->failure,
                     "its first line must be {\"tools\": [names]} (at most 256)");
        else
            for (size_t i = 0; i < tools->n; i++)
                if (tools->items[i].kind != JS_STRING || !tools->items[i].len ||
                    strlen(tools->items[i].s) != tools->items[i].len) {
                    snprintf(tp->failure, sizeof tp->failure, "tool names must be non-empty strings");
                    tools = NULL;
                    break;
                }
    }
    if (!line || !tools || tools->kind != JS_ARRAY || tools->n > TP_MAX_TOOLS) {
        snprintf(err, errlen, "tool provider '%s': %s", cmd, tp->failure);
        tp_stop(tp);
        return NULL;
    }
    tp->ntools = tools->n;
    for (size_t i = 0; i < tools->n; i++)
        tp->names[i] = tools->items[i].s;
    /* "async": the names of tools whose calls run concurrently */
    js_value *as = js_get(js_root(tp->manifest), "async");
    for (size_t i = 0; as && i < (as->kind == JS_ARRAY ? as->n : 0); i++) {
        size_t k = tp->ntools;
        if (as->items[i].kind == JS_STRING)
            for (k = 0; k < tp->ntools && strcmp(tp->names[k], as->items[i].s) != 0; k++)
                ;
        if (k == tp->ntools) {
            snprintf(err, errlen, "tool provider '%s': \"async\" must list names of its \"tools\"", cmd);
            tp_stop(tp);
            return NULL;
        }
        tp->is_async[k] = true;
    }
    if (as && as->kind != JS_ARRAY) {
        snprintf(err, errlen, "tool provider '%s': \"async\" must be a list of tool names", cmd);
        tp_stop(tp);
        return NULL;
    }
    return tp;
}

static bool write_all(int fd, const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        p += w;
        n -= (size_t)w;
    }
    return true;
}

/* The provider broke: stop the run (the CLI reports tp->failure). */
static ps_status broken(toolproc *tp, ps_vm *vm, const char *tool)
{
    char msg[512];
    tp->failed = true;
    snprintf(msg, sizeof msg, "tool provider failed during %.80s(): %.380s", tool, tp->failure);
    snprintf(tp->failure, sizeof tp->failure, "%s", msg);
    ps_interrupt(vm);
    return ps_raise(vm, "RuntimeError", msg);
}

/* An answer to an async call that came while a synchronous call waited:
 * kept for the next pause. */
static bool keep_early(toolproc *tp, const char *line, size_t n)
{
    if (tp->nearly == tp->early_cap) {
        size_t cap = tp->early_cap ? tp->early_cap * 2 : 8;
        char **p = realloc(tp->early, cap * sizeof *p);
        if (!p)
            return false;
        tp->early = p;
        tp->early_cap = cap;
    }
    char *c = malloc(n + 1);
    if (!c)
        return false;
    memcpy(c, line, n);
    c[n] = 0;
    tp->early[tp->nearly++] = c;
    return true;
}

static ps_status tool_call(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    toolproc *tp = ud;
    if (tp->failed)
        return broken(tp, vm, call->tool);
    js_buf b;
    jb_init(&b);
    char err[200];
    jb_adds(&b, "{");
    if (call->is_async) {
        char idbuf[40];
        snprintf(idbuf, sizeof idbuf, "\"id\":%llu,", (unsigned long long)call->id);
        jb_adds(&b, idbuf);
    }
    jb_adds(&b, "\"name\":");
    jb_strz(&b, call->tool);
    jb_adds(&b, ",\"args\":[");
    bool ok = true;
    for (size_t i = 0; ok && i < call->argc; i++) {
        if (i) jb_add(&b, ",", 1);
        ok = cv_to_json(vm, call->argv[i], &b, err, sizeof err);
    }
    jb_adds(&b, "],\"kwargs\":{");
    for (size_t i = 0; ok && i < call->kwargc; i++) {
        const char *k;
        size_t kn;
        if (i) jb_add(&b, ",", 1);
        ps_to_str(vm, call->kwnames[i], &k, &kn);
        jb_str(&b, k, kn);
        jb_add(&b, ":", 1);
        ok = cv_to_json(vm, call->kwvalues[i], &b, err, sizeof err);
    }
    jb_adds(&b, "}}\n");
    if (!ok || b.failed) {
        jb_free(&b);
        char msg[300];
        snprintf(msg, sizeof msg, "%s(): an argument cannot be sent to the tool: %s", call->tool,
                 ok ? "out of memory" : err);
        return ps_raise(vm, "TypeError", msg);
    }
    if (!write_all(tp->to_child, b.p, b.len)) {
        jb_free(&b);
        snprintf(tp->failure, sizeof tp->failure, "it stopped reading its input");
        return broken(tp, vm, call->tool);
    }
    jb_free(&b);
    if (call->is_async)
        return PS_TOOL_PENDING; /* its reply comes with its id, in any order */
    size_t n;
    char *line;
    js_doc *d;
    for (;;) {
        line = read_reply(tp, &n);
        if (!line)
            return broken(tp, vm, call->tool);
        d = js_parse(line, n, &cv_json_limits, err, sizeof err);
        if (!d) {
            snprintf(tp->failure, sizeof tp->failure, "its reply is not JSON: %s", err);
            return broken(tp, vm, call->tool);
        }
        if (!js_get(js_root(d), "id"))
            break;
        /* an async call's answer: for the next pause */
        js_free(d);
        if (!keep_early(tp, line, n)) {
            snprintf(tp->failure, sizeof tp->failure, "out of memory");
            return broken(tp, vm, call->tool);
        }
    }
    js_value *root = js_root(d), *val = js_get(root, "value"), *exc = js_get(root, "error");
    ps_status st;
    if (val && !exc) {
        ps_value r = cv_from_json(vm, val, err, sizeof err);
        if (r) {
            *result = r;
            st = PS_OK;
        } else {
            snprintf(tp->failure, sizeof tp->failure, "its reply's value: %s", err);
            st = broken(tp, vm, call->tool);
        }
    } else if (exc && !val) {
        err[0] = 0;
        st = cv_send_error(vm, 0, exc, err, sizeof err);
        if (st == PS_MISUSE) {
            snprintf(tp->failure, sizeof tp->failure, "an error reply: %s", *err ? err : ps_error_message(vm));
            st = broken(tp, vm, call->tool);
        }
    } else {
        snprintf(tp->failure, sizeof tp->failure, "a reply needs exactly one of \"value\" and \"error\"");
        st = broken(tp, vm, call->tool);
    }
    js_free(d);
    return st;
}

static bool remember_cancelled(toolproc *tp, uint64_t id)
{
    if (tp->ncancelled == tp->cancelled_cap) {
        size_t cap = tp->cancelled_cap ? tp->cancelled_cap * 2 : 8;
        uint64_t *p = realloc(tp->cancelled, cap * sizeof *p);
        if (!p)
            return false;
        tp->cancelled = p;
        tp->cancelled_cap = cap;
    }
    tp->cancelled[tp->ncancelled++] = id;
    return true;
}

/* Whether id is a cancelled call's; each is answered at most once, so it
 * is forgotten here. */
static bool forget_cancelled(toolproc *tp, uint64_t id)
{
    for (size_t i = 0; i < tp->ncancelled; i++)
        if (tp->cancelled[i] == id) {
            tp->cancelled[i] = tp->cancelled[--tp->ncancelled];
            return true;
        }
    return false;
}

/* One reply line to an async call, {"id": N, "value": V} or {"id": N,
 * "error": {...}}: 1 the pending call answered, 0 a cancelled call's
 * answer dropped, -1 a failure (tp->failure). */
static int answer_line(toolproc *tp, ps_vm *vm, const char *line, size_t n)
{
    char err[200];
    js_doc *d = js_parse(line, n, &cv_json_limits, err, sizeof err);
    if (!d) {
        snprintf(tp->failure, sizeof tp->failure, "its reply is not JSON: %s", err);
        return -1;
    }
    js_value *root = js_root(d), *id = js_get(root, "id"), *val = js_get(root, "value"), *exc = js_get(root, "error");
    bool ok = false;
    uint64_t cid = 0;
    if (id && id->kind == JS_NUMBER && id->is_int && id->s[0] != '-') {
        errno = 0;
        cid = strtoull(id->s, NULL, 10);
        if (errno)
            cid = 0;
    }
    if (cid && forget_cancelled(tp, cid)) {
        js_free(d);
        return 0;
    }
    if (!cid)
        snprintf(tp->failure, sizeof tp->failure, "a reply to an async call needs its \"id\"");
    else if ((val != NULL) == (exc != NULL))
        snprintf(tp->failure, sizeof tp->failure, "a reply needs exactly one of \"value\" and \"error\"");
    else if (val) {
        ps_value r = cv_from_json(vm, val, err, sizeof err);
        if (!r)
            snprintf(tp->failure, sizeof tp->failure, "its reply's value: %s", err);
        else {
            ok = ps_resolve(vm, cid, r) == PS_OK;
            ps_release(vm, r);
        }
    } else {
        js_value *t = js_get(exc, "type"), *m = js_get(exc, "message");
        if (!t || t->kind != JS_STRING || (m && m->kind != JS_STRING))
            snprintf(tp->failure, sizeof tp->failure, "an error reply needs {\"type\": str, \"message\": str}");
        else
            ok = ps_reject(vm, cid, t->s, m ? m->s : "") == PS_OK;
    }
    if (!ok && !tp->failure[0])
        snprintf(tp->failure, sizeof tp->failure, "its reply to call %llu: %s", (unsigned long long)cid,
                 ps_error_message(vm));
    js_free(d);
    return ok ? 1 : -1;
}

ps_status tp_answer_pending(toolproc *tp, ps_vm *vm)
{
    tp->failure[0] = 0;
    /* the provider hears of cancelled calls, once */
    size_t np = ps_pending_count(vm);
    size_t waiting = 0;
    for (size_t i = 0; i < np; i++) {
        ps_call c = {.struct_size = sizeof c};
        if (ps_pending_call(vm, i, &c) != PS_OK)
            continue;
        if (c.cancelled) {
            char buf[64];
            int k = snprintf(buf, sizeof buf, "{\"cancel\":%llu}\n", (unsigned long long)c.id);
            if (!write_all(tp->to_child, buf, (size_t)k)) {
                snprintf(tp->failure, sizeof tp->failure, "it stopped reading its input");
                tp->failed = true;
                return PS_MISUSE;
            }
            if (!remember_cancelled(tp, c.id)) {
                snprintf(tp->failure, sizeof tp->failure, "out of memory");
                tp->failed = true;
                return PS_MISUSE;
            }
        } else
            waiting++;
    }
    size_t answered = 0;
    for (size_t i = 0; i < tp->nearly; i++) {
        int r = tp->failed ? 0 : answer_line(tp, vm, tp->early[i], strlen(tp->early[i]));
        if (r < 0)
            tp->failed = true;
        answered += r > 0;
        free(tp->early[i]);
    }
    tp->nearly = 0;
    if (tp->failed)
        return PS_MISUSE;
    /* at least one answer; then whatever else is there already */
    while (answered < waiting) {
        size_t n;
        if (answered > 0) {
            struct pollfd p = { tp->from_child, POLLIN, 0 };
            bool more = tp->in.len > 0 || poll(&p, 1, 0) > 0;
            if (!more)
                break;
        }
        char *line = read_reply(tp, &n);
        int r = line ? answer_line(tp, vm, line, n) : -1;
        if (r < 0) {
            tp->failed = true;
            return PS_MISUSE;
        }
        answered += r > 0;
    }
    return PS_OK;
}

ps_status tp_register(toolproc *tp, ps_vm *vm)
{
    for (size_t i = 0; i < tp->ntools; i++) {
        ps_status st = ps_register_tool_ex(vm, tp->names[i], tool_call, tp, tp->is_async[i] ? PS_TOOL_ASYNC : 0);
        if (st != PS_OK)
            return st;
    }
    return PS_OK;
}

const char *tp_failure(const toolproc *tp) { return tp->failed ? tp->failure : NULL; }

void tp_stop(toolproc *tp)
{
    if (!tp)
        return;
    close(tp->to_child);
    close(tp->from_child);
    /* A provider that ignores EOF gets a second to exit, then SIGTERM. */
    for (int i = 0; i < 100; i++) {
        int status;
        pid_t r = waitpid(tp->pid, &status, WNOHANG);
        if (r == tp->pid || (r < 0 && errno != EINTR))
            goto done;
        struct timespec ts = { 0, 10 * 1000000 };
        nanosleep(&ts, NULL);
    }
    kill(-tp->pid, SIGTERM); /* the shell and whatever it started */
    waitpid(tp->pid, NULL, 0);
done:
    for (size_t i = 0; i < tp->nearly; i++)
        free(tp->early[i]);
    free(tp->early);
    free(tp->cancelled);
    lio_free(&tp->in);
    js_free(tp->manifest);
    free(tp);
}
