/*
 * sys_helpers.c - `_sys`, what stdlib/py/sys.py cannot do in Python: the
 * sandbox's recursion limit and the run's output. sys.py holds only
 * constants of CPython 3.11 and these; nothing here reads a frame, a code
 * object or the host.
 *
 *   getrecursionlimit()     the Python call depth in force
 *   setrecursionlimit(n)    set it, clamped to the host's ps_config.max_depth
 *   write(s)                s to the run's output (print's), as len(s)
 *   script_name()           the file name of the outermost running code
 *   serve_streams()         sys.stdout and sys.stderr read from now on what
 *                           contextlib's redirects set (vm->stdout_redirect,
 *                           stderr_redirect), else sys.__stdout__/__stderr__
 */
#include "objects/int_internal.h"
#include "vm/interp_internal.h"
#include "vm/vm.h"

static value m_getrecursionlimit(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self, (void)argc, (void)argv, (void)kw;
    return v_from_small(vm->limits.depth);
}

/* CPython's checks and words; then a limit above the host's maximum is
 * cut to it, so a script can lower its depth and raise it back, never past
 * what the host allowed. */
static value m_setrecursionlimit(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self, (void)argc, (void)kw;
    value v = argv[0];
    if (v_is_float(v))
        return vm_err(vm, &exc_TypeError, "'float' object cannot be interpreted as an integer");
    int64_t n;
    if (vm_index_c_int(vm, v, &n) < 0)
        return V_NULL;
    if (n < 1)
        return vm_err(vm, &exc_ValueError, "recursion limit must be greater or equal than 1");
    if (vm->depth_host == 0)
        vm->depth_host = vm->limits.depth;
    if (n > vm->depth_host)
        n = vm->depth_host;
    if (vm->depth >= n)
        return vm_err(vm, &exc_RecursionError,
                      "cannot set the recursion limit to %lld at the recursion depth %d: the limit is too low",
                      (long long)n, vm->depth);
    vm->limits.depth = (int32_t)n;
    return V_NONE;
}

static value m_write(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self, (void)argc, (void)kw;
    value s = argv[0];
    if (!v_is_str(s))
        return vm_err(vm, &exc_TypeError, "write() argument must be str, not %s",
                      s == V_NONE ? "None" : vm_type_name(s));
    const strobj *so = AS_STR(s);
    if (vm_write_out(vm, so->data, (size_t)so->len) < 0)
        return V_NULL;
    int64_t n = vm_len(vm, s);
    return n < 0 ? V_NULL : int_from_i64(vm, n);
}

static value m_script_name(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self, (void)argc, (void)argv, (void)kw;
    const frame *f = vm->frame;
    while (f && f->prev)
        f = f->prev;
    if (!f || !v_is_str(f->code->filename))
        return str_from_cstr(vm, "");
    return f->code->filename;
}

/* sys.stdout / sys.stderr: not in the module's dict but answered by its
 * `missing` hook, so a redirect is seen by every reader (`sys.stdout`,
 * `from sys import stdout`) without a script-writable module. */
static value sys_streams_missing(psvm *vm, value module, value name)
{
    value target;
    const char *orig;
    if (str_eq_cstr(name, "stdout"))
        target = vm->stdout_redirect, orig = "__stdout__";
    else if (str_eq_cstr(name, "stderr"))
        target = vm->stderr_redirect, orig = "__stderr__";
    else
        return V_NULL;
    if (target)
        return target;
    value k = str_intern_cstr(vm, orig);
    return k ? dict_get_str(vm, ((moduleobj *)v_obj(module))->dict, k) : V_NULL;
}

/* Called by sys.py as its last line: the module is in vm->modules while
 * its code runs (stdlib_py_module). */
static value m_serve_streams(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self, (void)argc, (void)argv, (void)kw;
    value name = str_intern_cstr(vm, "sys");
    value m = name ? dict_get_str(vm, vm->modules, name) : V_NULL;
    if (!m || !v_is_type(m, &module_type))
        return vm->exc ? V_NULL : vm_err(vm, &exc_SystemError, "serve_streams() outside sys");
    ((moduleobj *)v_obj(m))->missing = sys_streams_missing;
    return V_NONE;
}

static const bfunc funcs[] = {
    BFUNC_NOARGS("getrecursionlimit", m_getrecursionlimit),
    BFUNC_O("setrecursionlimit", m_setrecursionlimit),
    BFUNC_O("write", m_write),
    BFUNC_NOARGS("script_name", m_script_name),
    BFUNC_NOARGS("serve_streams", m_serve_streams),
    BFUNC_END,
};

value sys_helpers_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_sys");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
    }
    return m;
}
