/*
 * sigint.c - Ctrl-C during a run.
 *
 * While the VM runs, the GIL is released and no Python code runs on the
 * main thread, so Python's own SIGINT handler (which only sets a flag for
 * the eval loop) cannot stop the script. The binding puts its handler in
 * front of CPython's: it calls ps_interrupt on the sandbox running on the
 * main thread (one atomic store, safe in a signal handler) and then
 * CPython's handler, so that KeyboardInterrupt is raised as soon as the
 * run returns.
 *
 * Installing a handler costs a system call (some microseconds here, more
 * than a whole small run), so it is installed once and only checked again
 * at most once a second: Python code that calls signal.signal(SIGINT, ...)
 * replaces it, and the next check puts it back in front of the new one.
 * A SIGINT that Python ignores (SIG_IGN) or does not handle (SIG_DFL) is
 * left alone. Runs on other threads are not interrupted: Python raises
 * KeyboardInterrupt on the main thread only.
 */
#include <signal.h>
#include <stdatomic.h>
#include <time.h>

#include "binding.h"

static _Atomic(ps_vm *) target;     /* the sandbox running on the main thread */
static atomic_int in_handler;       /* handlers between reading target and done */
static atomic_int hit;              /* a SIGINT came during the current run */
static struct sigaction prev;       /* what our handler chains to */
static bool installed, checked;
static struct timespec last_check;
static unsigned long main_ident;

static void on_sigint(int sig, siginfo_t *info, void *uctx)
{
    atomic_fetch_add(&in_handler, 1);
    ps_vm *vm = atomic_load(&target);
    if (vm) {
        ps_interrupt(vm);
        atomic_store(&hit, 1);
    }
    atomic_fetch_sub(&in_handler, 1);
    if (prev.sa_flags & SA_SIGINFO) {
        if (prev.sa_sigaction)
            prev.sa_sigaction(sig, info, uctx);
    } else if (prev.sa_handler != SIG_DFL && prev.sa_handler != SIG_IGN) {
        prev.sa_handler(sig);
    }
}

static bool is_ours(const struct sigaction *sa)
{
    return (sa->sa_flags & SA_SIGINFO) && sa->sa_sigaction == on_sigint;
}

static void ensure_installed(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC_COARSE, &now);
    if (checked && now.tv_sec - last_check.tv_sec < 1)
        return;
    checked = true;
    last_check = now;
    struct sigaction cur;
    if (sigaction(SIGINT, NULL, &cur) != 0) {
        installed = false;
        return;
    }
    if (is_ours(&cur)) {
        installed = true;
        return;
    }
    if (!(cur.sa_flags & SA_SIGINFO) && (cur.sa_handler == SIG_DFL || cur.sa_handler == SIG_IGN)) {
        installed = false;
        return;
    }
    prev = cur;
    struct sigaction sa = cur;
    sa.sa_sigaction = on_sigint;
    sa.sa_flags = (cur.sa_flags | SA_SIGINFO) & ~SA_RESETHAND;
    installed = sigaction(SIGINT, &sa, NULL) == 0;
}

void pb_sigint_init(void)
{
    PyObject *threading = PyImport_ImportModule("threading");
    PyObject *main = threading ? PyObject_CallMethod(threading, "main_thread", NULL) : NULL;
    PyObject *ident = main ? PyObject_GetAttrString(main, "ident") : NULL;
    if (ident && PyLong_Check(ident))
        main_ident = PyLong_AsUnsignedLong(ident);
    Py_XDECREF(ident);
    Py_XDECREF(main);
    Py_XDECREF(threading);
    PyErr_Clear();
}

void pb_sigint_arm(pb_box *b)
{
    b->sigint_armed = false;
    if (PyThread_get_thread_ident() != main_ident)
        return;
    ensure_installed();
    if (!installed)
        return;
    /* a run inside a tool of another run: the inner one is interrupted,
     * and its KeyboardInterrupt stops the outer through the tool */
    b->sigint_outer = atomic_exchange(&target, b->vm);
    b->sigint_outer_hit = atomic_exchange(&hit, 0);
    b->sigint_armed = true;
}

bool pb_sigint_disarm(pb_box *b)
{
    if (!b->sigint_armed)
        return false;
    b->sigint_armed = false;
    atomic_store(&target, b->sigint_outer);
    /* a handler on another thread may still hold the old target */
    while (atomic_load(&in_handler))
        ;
    return atomic_exchange(&hit, b->sigint_outer_hit) != 0;
}
