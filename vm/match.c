/*
 * match.c - the runtime half of the match statement (compiler/compile_match.c):
 * which subjects are sequences and mappings, a mapping's values for a
 * pattern's keys, the **rest dict, and a class pattern's attributes.
 * CPython 3.11's semantics (Python/ceval.c match_class/match_keys) and
 * error messages.
 */
#include "vm/match.h"

#include "objects/str_internal.h"
#include "stdlib/collections_internal.h"

/* collections.abc's class `name`, when a script has imported the module:
 * until then no class can have registered with it or derived from it. */
static value abc_class(psvm *vm, const char *name)
{
    if (!vm->modules)
        return V_NULL;
    value k = str_intern_cstr(vm, "collections.abc");
    value mod = k ? dict_get_str(vm, vm->modules, k) : V_NULL;
    value n = mod ? str_intern_cstr(vm, name) : V_NULL;
    if (!n)
        return V_NULL;
    value c = vm_getattr_opt(vm, mod, n);
    return c && v_is_class(c) ? c : V_NULL;
}

/* A script class registered with (or derived from) collections.abc's
 * Sequence or Mapping; built-in types answer by their own type alone, as
 * CPython's type flags do. */
static int abc_instance(psvm *vm, value v, const char *abc)
{
    if (!v_is_class(v_from_obj((obj *)vm_script_type(v))))
        return 0;
    value c = abc_class(vm, abc);
    return c ? vm_isinstance(vm, v, c) : vm->exc ? -1 : 0;
}

int vm_match_sequence(psvm *vm, value v)
{
    const vtype *t = vm_script_type(v);
    if (type_is_sub(t, &list_type) || type_is_sub(t, &tuple_type) || type_is_sub(t, &range_type) ||
        type_is_sub(t, &deque_type))
        return 1;
    if (type_is_sub(t, &str_type) || type_is_sub(t, &bytes_type) || type_is_sub(t, &bytearray_type) ||
        type_is_sub(t, &dict_type))
        return 0;
    return abc_instance(vm, v, "Sequence");
}

int vm_match_mapping(psvm *vm, value v)
{
    const vtype *t = vm_script_type(v);
    if (type_is_sub(t, &dict_type))
        return 1;
    if (type_is_sub(t, &list_type) || type_is_sub(t, &tuple_type) || type_is_sub(t, &str_type) ||
        type_is_sub(t, &bytes_type) || type_is_sub(t, &bytearray_type) || type_is_sub(t, &range_type) ||
        type_is_sub(t, &deque_type))
        return 0;
    return abc_instance(vm, v, "Mapping");
}

/* The values of `keys` in the mapping, found with its get() as CPython
 * does (a dict subclass's __missing__ does not run); None when one is
 * missing. */
value vm_match_keys(psvm *vm, value map, value keys)
{
    int64_t n = AS_TUPLE(keys)->len;
    value vals = tuple_new(vm, n);
    if (!vals)
        return V_NULL;
    if (!n)
        return vals;
    vm_root_push(vm, vals);
    value seen = set_new(vm, &set_type);
    value get = V_NULL, dummy = V_NULL, res = V_NULL;
    if (!seen)
        goto out;
    vm_root_push(vm, seen);
    bool plain = vm_typeof(map) == &dict_type;
    if (!plain) {
        value gname = str_intern_cstr(vm, "get");
        get = gname ? vm_getattr(vm, map, gname) : V_NULL;
        dummy = get ? list_new(vm, 0) : V_NULL; /* an object no get() can return */
    }
    vm_root_push(vm, get ? get : V_NONE);
    vm_root_push(vm, dummy ? dummy : V_NONE);
    if (!plain && !dummy)
        goto out4;
    for (int64_t i = 0; i < n; i++) {
        value k = AS_TUPLE(keys)->items[i];
        int in = set_contains(vm, seen, k);
        if (in < 0)
            goto out4;
        if (in) {
            value r = vm_repr(vm, k);
            if (r)
                vm_err(vm, &exc_ValueError, "mapping pattern checks duplicate key (%s)", str_cstr(r));
            goto out4;
        }
        if (set_add(vm, seen, k) < 0)
            goto out4;
        value v;
        if (plain) {
            v = dict_get(vm, map, k);
            if (!v && vm->exc)
                goto out4;
        } else {
            value args[2] = {k, dummy};
            v = vm_call(vm, get, 2, args, V_NULL);
            if (!v)
                goto out4;
            if (v == dummy)
                v = V_NULL;
        }
        if (!v) {
            res = V_NONE;
            goto out4;
        }
        AS_TUPLE(vals)->items[i] = v;
    }
    res = vals;
out4:
    vm_root_pop(vm, 3);
out:
    vm_root_pop(vm, 1);
    return res;
}

/* **rest: a dict of the mapping's items, less the pattern's keys. */
value vm_match_rest(psvm *vm, value map, value keys)
{
    value d = dict_new(vm);
    if (!d)
        return V_NULL;
    vm_root_push(vm, d);
    value res = V_NULL;
    if (dict_update_from(vm, d, map) < 0)
        goto out;
    for (int64_t i = 0; i < AS_TUPLE(keys)->len; i++)
        if (vm_delitem(vm, d, AS_TUPLE(keys)->items[i]) < 0)
            goto out;
    res = d;
out:
    vm_root_pop(vm, 1);
    return res;
}

/* The built-in types whose one positional sub-pattern matches the whole
 * subject (CPython's _Py_TPFLAGS_MATCH_SELF, inherited by subclasses). */
static bool match_self(const vtype *t)
{
    static const vtype *const types[] = {&bool_type, &bytearray_type, &bytes_type, &dict_type, &float_type, &frozenset_type,
                                         &int_type, &list_type, &set_type, &str_type, &tuple_type};
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (type_is_sub(t, types[i]))
            return true;
    return false;
}

/* The subject's attribute `name` for a class pattern into *out: 1, or 0
 * when it has none (the match fails), -1 on error. */
static int match_attr(psvm *vm, value subject, value cls, value name, value seen, value *out)
{
    int in = set_contains(vm, seen, name);
    if (in) {
        if (in > 0)
            vm_err(vm, &exc_TypeError, "%s() got multiple sub-patterns for attribute '%s'",
                   type_short_name(AS_TYPE(cls)), str_cstr(name));
        return -1;
    }
    if (set_add(vm, seen, name) < 0)
        return -1;
    *out = vm_getattr_opt(vm, subject, name);
    if (*out)
        return 1;
    if (vm_err_occurred_is(vm, &exc_AttributeError))
        vm->exc = V_NULL;
    return vm->exc ? -1 : 0;
}

/* The positional sub-patterns' attribute names (from __match_args__), or
 * V_NONE for a match-self type; V_NULL on error. */
static value match_args(psvm *vm, value cls, int nargs)
{
    const char *cname = type_short_name(AS_TYPE(cls));
    value k = str_intern_cstr(vm, "__match_args__");
    if (!k)
        return V_NULL;
    value ma = vm_getattr_opt(vm, cls, k);
    if (!ma && vm->exc)
        return V_NULL;
    bool self = false;
    if (!ma) {
        self = match_self(AS_TYPE(cls));
        ma = V_NULL;
    } else if (!v_is_tuple(ma)) {
        return vm_err(vm, &exc_TypeError, "%s.__match_args__ must be a tuple (got %s)", cname, vm_type_name(ma));
    }
    int64_t allowed = self ? 1 : ma ? AS_TUPLE(ma)->len : 0;
    if (nargs > allowed)
        return vm_err(vm, &exc_TypeError, "%s() accepts %lld positional sub-pattern%s (%d given)", cname,
                      (long long)allowed, allowed == 1 ? "" : "s", nargs);
    return self ? V_NONE : ma;
}

value vm_match_class(psvm *vm, value subject, value cls, int nargs, value kwnames)
{
    if (!v_is_type(cls, &type_type))
        return vm_err(vm, &exc_TypeError, "called match pattern must be a type");
    int r = vm_isinstance(vm, subject, cls);
    if (r <= 0)
        return r < 0 ? V_NULL : V_NONE;
    int64_t nkw = AS_TUPLE(kwnames)->len;
    value attrs = tuple_new(vm, nargs + nkw);
    if (!attrs)
        return V_NULL;
    vm_root_push(vm, attrs);
    value seen = set_new(vm, &set_type), res = V_NULL;
    vm_root_push(vm, seen ? seen : V_NONE);
    value ma = seen && nargs ? match_args(vm, cls, nargs) : V_NONE;
    vm_root_push(vm, ma ? ma : V_NONE);
    if (!seen || !ma)
        goto out;
    for (int64_t i = 0; i < nargs + nkw; i++) {
        value v;
        if (i < nargs && ma == V_NONE) {
            v = subject;
        } else {
            value name = i < nargs ? AS_TUPLE(ma)->items[i] : AS_TUPLE(kwnames)->items[i - nargs];
            if (!v_is_str(name)) {
                vm_err(vm, &exc_TypeError, "__match_args__ elements must be strings (got %s)", vm_type_name(name));
                goto out;
            }
            int got = match_attr(vm, subject, cls, name, seen, &v);
            if (got <= 0) {
                if (!got)
                    res = V_NONE;
                goto out;
            }
        }
        AS_TUPLE(attrs)->items[i] = v;
    }
    res = attrs;
out:
    vm_root_pop(vm, 3);
    return res;
}
