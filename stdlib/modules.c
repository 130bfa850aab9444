/*
 * modules.c - the table of the sandbox's own modules. `import NAME` looks
 * NAME up here (vm_import, vm/interp.c) and builds the module the first
 * time a sandbox imports it, so a script that imports nothing pays nothing.
 * Adding a module is one function `value NAME_module_new(psvm *)` in its
 * own file under stdlib/ and one line below, or, for a module written in
 * Python, one file stdlib/py/NAME.py (embedded at build time: pymodules.h)
 * that runs in a fresh module namespace when a script first imports it.
 */
#include <stdatomic.h>
#include <string.h>

#include "stdlib/functional_modules.h"
#include "stdlib/pymodules.h"
#include "vm/vm.h"

static const stdlib_module modules[] = {
    {"math", math_module_new},
    {"json", json_module_new},
    {"json.decoder", json_decoder_module_new},
    {"json.encoder", json_encoder_module_new},
    {"re", re_module_new},
    {"binascii", binascii_module_new},
    {"hashlib", hashlib_module_new},
    {"unicodedata", unicodedata_module_new},
    {"itertools", itertools_module_new},
    {"operator", operator_module_new},
    {"bisect", bisect_module_new},
    /* a name with a leading underscore is a helper of the modules written
     * in Python: only they may import it (vm_import) */
    {"_pysafe", pysafe_internal_module_new},
    {"_dataclasses", dataclasses_helpers_new},
    {"_collections", collections_helpers_new},
    {"_heapq", heapq_helpers_new},
    {"_functools", functools_helpers_new},
    {"_copy", copy_helpers_new},
    {"_time", time_helpers_new},
    {"_datetime", datetime_core_new},
    {"_random", random_helpers_new},
    {"_sys", sys_helpers_new},
    {NULL, NULL},
};

const stdlib_module *stdlib_find_module(const char *name, size_t len)
{
    for (const stdlib_module *m = modules; m->name; m++)
        if (strlen(m->name) == len && memcmp(m->name, name, len) == 0)
            return m;
    return NULL;
}

/* The module written in Python of this name, or NULL. */
static const pymodule *py_module_named(const char *name, size_t len)
{
    for (const pymodule *m = pymodules; m->name; m++)
        if (strlen(m->name) == len && memcmp(m->name, name, len) == 0)
            return m;
    return NULL;
}

bool stdlib_py_module_exists(const char *name, size_t len) { return py_module_named(name, len) != NULL; }

/* The embedded source of a module written in Python (snapshots name it
 * instead of carrying its text). */
bool stdlib_py_source(const char *name, size_t len, const char **src, size_t *n)
{
    const pymodule *m = py_module_named(name, len);
    if (m) {
        *src = m->src;
        *n = m->len;
    }
    return m != NULL;
}

/* A library module's code: compiled by the first sandbox of the process
 * that needs it, which leaves a frozen copy in pymodule_code for every
 * later one to thaw (compiler/code_freeze.c; an import of datetime goes
 * from 2.3 ms to a tenth of that). The copy is the process's, never
 * freed, at most the size of the library's code; two sandboxes compiling
 * at once on two threads each make one, and the one published second is
 * dropped. */
static value py_module_code(psvm *vm, const pymodule *pm, value filename)
{
    void *_Atomic *slot = &pymodule_code[pm - pymodules];
    const frozen_code *f = atomic_load_explicit(slot, memory_order_acquire);
    if (f)
        return code_thaw(vm, f, filename, pm->src, pm->len);
    value code = vm_compile(vm, pm->src, pm->len, str_cstr(filename), 0);
    frozen_code *g = code ? code_freeze(code) : NULL;
    void *none = NULL;
    if (g && !atomic_compare_exchange_strong_explicit(slot, &none, g, memory_order_acq_rel, memory_order_acquire))
        frozen_code_free(g);
    return code;
}

/* The code of a library module: the code its import ran when this
 * sandbox imported it (a restore imports a snapshot's modules before it
 * reads their functions), else the process's copy thawed. */
value stdlib_py_code(psvm *vm, const char *name, size_t len)
{
    const pymodule *pm = py_module_named(name, len);
    if (!pm)
        return V_NULL;
    value key = str_new(vm, name, (int64_t)len);
    if (!key)
        return V_NULL;
    value mod = vm->modules ? dict_get_str(vm, vm->modules, key) : V_NULL;
    if (mod && v_is_type(mod, &module_type) && ((moduleobj *)v_obj(mod))->code)
        return ((moduleobj *)v_obj(mod))->code;
    value filename = str_fmt(vm, "<pysafe:%.*s>", (int)len, name);
    return filename ? py_module_code(vm, pm, filename) : V_NULL;
}

/* A module written in Python: its source compiled and run in a new
 * module's namespace (__name__ bound), as CPython runs a module's file. */
value stdlib_py_module(psvm *vm, value name)
{
    const strobj *n = AS_STR(name);
    const pymodule *pm = py_module_named(n->data, (size_t)n->len);
    if (!pm)
        return V_NULL;
    value mod = module_new(vm, name);
    if (!mod)
        return V_NULL;
    vm_root_push(vm, mod);
    /* listed before its code runs, as CPython's sys.modules: a package
     * whose code imports its own submodule (html imports html.entities,
     * which imports html first) finds it instead of starting it again */
    if (dict_set(vm, vm->modules, name, mod) < 0) {
        vm_root_pop(vm, 1);
        return V_NULL;
    }
    value r = V_NULL;
    value filename = str_fmt(vm, "<pysafe:%s>", str_cstr(name));
    value code = filename ? py_module_code(vm, pm, filename) : V_NULL;
    value globals = ((moduleobj *)v_obj(mod))->dict;
    value nk = str_intern_known(vm, STR_K_NAME);
    if (code && nk && dict_set(vm, globals, nk, name) == 0) {
        vm_root_push(vm, code);
        ((moduleobj *)v_obj(mod))->code = code;
        r = vm_run_code(vm, code, globals) ? mod : V_NULL;
        vm_root_pop(vm, 1);
    }
    if (!r) {
        /* a failed import leaves nothing behind; the error in flight is kept */
        value exc = vm->exc;
        vm->exc = V_NULL;
        dict_del(vm, vm->modules, name);
        vm->exc = exc;
    }
    vm_root_pop(vm, 1);
    return r;
}
