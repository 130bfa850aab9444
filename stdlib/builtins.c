/*
 * builtins.c - the names every script sees. One table (blt_table) lists
 * them; eval, exec, compile, open, input, __import__, globals, locals, vars,
 * dir, breakpoint, help, memoryview, exit and quit are deliberately absent
 * (a script naming them gets NameError like any unknown name).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "vm/args.h"
#include "objects/bytes_internal.h"
#include "objects/int_internal.h"
#include "objects/str_internal.h"
#include "vm/vm.h"

#define BI(name) static value blt_##name(psvm *vm, value self, int argc, const value *argv, value kw)
#define NOKW(n) if (vm_check_no_kw(vm, n, kw) < 0) return V_NULL

static value kwarg(value kw, const value *argv, int argc, const char *name)
{
    for (int i = 0; kw && i < AS_TUPLE(kw)->len; i++)
        if (str_eq_cstr(AS_TUPLE(kw)->items[i], name))
            return argv[argc + i];
    return V_NULL;
}

/* print(..., file=obj): the sandbox has no files, but a script's own
 * object with a write() method (and flush() for flush=True) gets the
 * pieces as CPython gives them: each str(arg), each sep, then end. */
static value print_to(psvm *vm, value file, int argc, const value *argv, value sep, value end, value flush)
{
    static const char *const write_s = "write", *const flush_s = "flush";
    value wname = str_intern_cstr(vm, write_s);
    value w = wname ? vm_getattr(vm, file, wname) : V_NULL;
    if (!w) return V_NULL;
    vm_root_push(vm, w);
    value r = V_NONE;
    for (int i = 0; i <= argc && r; i++) {
        value piece;
        if (i == argc) piece = end && end != V_NONE ? end : str_from_cstr(vm, "\n");
        else {
            if (i) {
                value sp = sep && sep != V_NONE ? sep : str_from_cstr(vm, " ");
                if (!sp || !vm_call1(vm, w, sp)) { r = V_NULL; break; }
            }
            piece = vm_str(vm, argv[i]);
        }
        if (!piece || !vm_call1(vm, w, piece)) r = V_NULL;
    }
    if (r && flush) {
        int t = vm_truth(vm, flush);
        value fname = t > 0 ? str_intern_cstr(vm, flush_s) : V_NULL;
        value f = fname ? vm_getattr(vm, file, fname) : V_NULL;
        if (t < 0 || (t > 0 && (!f || !vm_call0(vm, f)))) r = V_NULL;
    }
    vm_root_pop(vm, 1);
    return r;
}

BI(print)
{
    value sep = kwarg(kw, argv, argc, "sep"), end = kwarg(kw, argv, argc, "end");
    for (int i = 0; kw && i < AS_TUPLE(kw)->len; i++) {
        const char *k = str_cstr(AS_TUPLE(kw)->items[i]);
        if (strcmp(k, "sep") && strcmp(k, "end") && strcmp(k, "flush") && strcmp(k, "file"))
            return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for print()", k);
    }
    if (sep && sep != V_NONE && !v_is_str(sep))
        return vm_err(vm, &exc_TypeError, "sep must be None or a string, not %s", vm_type_name(sep));
    if (end && end != V_NONE && !v_is_str(end))
        return vm_err(vm, &exc_TypeError, "end must be None or a string, not %s", vm_type_name(end));
    value file = kwarg(kw, argv, argc, "file");
    if ((!file || file == V_NONE) && vm->stdout_redirect) {
        /* inside contextlib.redirect_stdout: sys.stdout is the target, and
         * a None sys.stdout takes nothing (CPython's print) */
        if (vm->stdout_redirect == V_NONE)
            return V_NONE;
        file = vm->stdout_redirect;
    }
    if (file && file != V_NONE)
        return print_to(vm, file, argc, argv, sep, end, kwarg(kw, argv, argc, "flush"));
    sbuf b;
    sb_init(&b, vm);
    for (int i = 0; i < argc; i++) {
        if (i) {
            if (sep && sep != V_NONE) sb_add(&b, AS_STR(sep)->data, AS_STR(sep)->len);
            else sb_addc(&b, ' ');
        }
        if (!sb_addv(&b, argv[i], false)) { sb_free(&b); return V_NULL; }
    }
    if (end && end != V_NONE) sb_add(&b, AS_STR(end)->data, AS_STR(end)->len);
    else sb_addc(&b, '\n');
    if (b.failed) { sb_free(&b); return V_NULL; }
    int r = vm_write_out(vm, b.p ? b.p : "", (size_t)b.len);
    sb_free(&b);
    return r < 0 ? V_NULL : V_NONE;
}

BI(len) { NOKW("len"); if (vm_check_args(vm, "len", argc, 1, 1) < 0) return V_NULL; int64_t n = vm_len(vm, argv[0]); return n < 0 ? V_NULL : int_from_i64(vm, n); }
BI(repr) { NOKW("repr"); if (vm_check_args(vm, "repr", argc, 1, 1) < 0) return V_NULL; return vm_repr(vm, argv[0]); }
BI(abs)
{
    NOKW("abs"); if (vm_check_args(vm, "abs", argc, 1, 1) < 0) return V_NULL;
    value x = argv[0];
    if (v_is_float(x)) return v_from_float(fabs(v_float(x)));
    if (v_is_int(x)) {
        int neg = vm_compare_bool(vm, x, v_from_small(0), CMP_LT);
        if (neg < 0) return V_NULL;
        return neg ? vm_unop(vm, UOP_NEG, x) : (v_is_bool(x) ? v_from_small(x == V_TRUE) : x);
    }
    value r = class_special_call(vm, x, SP_ABS, 0, NULL);
    if (r || vm->exc) return r;
    return vm_err(vm, &exc_TypeError, "bad operand type for abs(): '%s'", vm_type_name(x));
}
BI(isinstance) { NOKW("isinstance"); if (vm_check_args(vm, "isinstance", argc, 2, 2) < 0) return V_NULL; int r = vm_isinstance(vm, argv[0], argv[1]); return r < 0 ? V_NULL : v_bool(r); }
static int subclass_of(psvm *vm, value c, value cls)
{
    if (v_is_tuple(cls)) {
        for (int64_t i = 0; i < AS_TUPLE(cls)->len; i++) {
            int r = subclass_of(vm, c, AS_TUPLE(cls)->items[i]);
            if (r) return r;
        }
        return 0;
    }
    if (typing_is_hint(cls))
        return typing_check(vm, c, cls, true);
    if (!v_is_type(cls, &type_type)) {
        vm_err(vm, &exc_TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
        return -1;
    }
    if (type_is_sub(AS_TYPE(c), AS_TYPE(cls))) return 1;
    return vm_abc_check(vm, cls, c, true);
}
BI(issubclass)
{
    NOKW("issubclass"); if (vm_check_args(vm, "issubclass", argc, 2, 2) < 0) return V_NULL;
    if (!v_is_type(argv[0], &type_type)) return vm_err(vm, &exc_TypeError, "issubclass() arg 1 must be a class");
    int r = subclass_of(vm, argv[0], argv[1]);
    return r < 0 ? V_NULL : v_bool(r);
}
BI(hash) { NOKW("hash"); if (vm_check_args(vm, "hash", argc, 1, 1) < 0) return V_NULL; int64_t h = vm_hash(vm, argv[0]); return h == -1 ? V_NULL : int_from_i64(vm, h); }
BI(iter)
{
    NOKW("iter"); if (vm_check_args(vm, "iter", argc, 1, 2) < 0) return V_NULL;
    if (argc == 1) return vm_iter(vm, argv[0]);
    if (!v_is_type(argv[0], &func_type) && !vm_typeof(argv[0])->call) return vm_err(vm, &exc_TypeError, "iter(v, w): v must be callable");
    mapiter *m = (mapiter *)vm_new_obj(vm, &callseq_iter_type, sizeof(mapiter) + sizeof(value));
    if (!m) return V_NULL;
    m->fn = argv[0]; m->n = 1; m->iters[0] = argv[1];
    return v_from_obj(m);
}
BI(next)
{
    NOKW("next"); if (vm_check_args(vm, "next", argc, 1, 2) < 0) return V_NULL;
    if (!vm_typeof(argv[0])->next) return vm_err(vm, &exc_TypeError, "'%s' object is not an iterator", vm_type_name(argv[0]));
    if (v_is_type(argv[0], &gen_type) && argc == 1) return gen_next_value(vm, argv[0]); /* StopIteration(value) */
    value v = vm_next(vm, argv[0]);
    if (v == V_STOP) { if (argc > 1) return argv[1]; value e = exc_new(vm, &exc_StopIteration, V_NULL); return e ? vm_err_value(vm, e) : V_NULL; }
    return v;
}
BI(aiter) { NOKW("aiter"); if (argc != 1) return vm_err(vm, &exc_TypeError, "aiter() takes exactly one argument (%d given)", argc); return vm_aiter(vm, argv[0]); }
BI(anext)
{
    NOKW("anext"); if (vm_check_args(vm, "anext", argc, 1, 2) < 0) return V_NULL;
    return vm_anext(vm, argv[0], argc > 1 ? argv[1] : V_NULL);
}
BI(chr)
{
    NOKW("chr"); if (vm_check_args(vm, "chr", argc, 1, 1) < 0) return V_NULL;
    int64_t c;
    if (vm_index_c_int(vm, argv[0], &c) < 0) return V_NULL;
    if (c < 0 || c > 0x10FFFF) return vm_err(vm, &exc_ValueError, "chr() arg not in range(0x110000)");
    char buf[4]; int n = utf8_encode((unsigned)c, buf); return str_char(vm, buf, n);
}
BI(ord)
{
    NOKW("ord"); if (vm_check_args(vm, "ord", argc, 1, 1) < 0) return V_NULL;
    const uint8_t *bp; int64_t bn;
    if (bytes_view(argv[0], &bp, &bn)) {
        if (bn != 1) return vm_err(vm, &exc_TypeError, "ord() expected a character, but string of length %lld found", (long long)bn);
        return v_from_small(bp[0]);
    }
    if (!v_is_str(argv[0])) return vm_err(vm, &exc_TypeError, "ord() expected string of length 1, but %s found", vm_type_name(argv[0]));
    if (AS_STR(argv[0])->cplen != 1) return vm_err(vm, &exc_TypeError, "ord() expected a character, but string of length %lld found", (long long)AS_STR(argv[0])->cplen);
    int64_t i = 0; return v_from_small(utf8_decode((const unsigned char *)AS_STR(argv[0])->data, AS_STR(argv[0])->len, &i));
}
static bool is_number(value v) { return v_is_int(v) || v_is_float(v); }

BI(divmod)
{
    NOKW("divmod"); if (vm_check_args(vm, "divmod", argc, 2, 2) < 0) return V_NULL;
    value x = argv[0], y = argv[1];
    if (!is_number(x) || !is_number(y)) {
        /* a class's __divmod__, then the other's __rdivmod__ */
        value r = class_special_call(vm, x, SP_DIVMOD, 1, &y);
        if ((!r || r == V_NOTIMPLEMENTED) && !vm->exc && vm_typeof(y) != vm_typeof(x))
            r = class_special_call(vm, y, SP_RDIVMOD, 1, &x);
        if (r && r != V_NOTIMPLEMENTED) return r;
        if (vm->exc) return V_NULL;
        return vm_err(vm, &exc_TypeError, "unsupported operand type(s) for divmod(): '%s' and '%s'", vm_type_name(x), vm_type_name(y));
    }
    if (v_is_float(x) || v_is_float(y)) {
        double d;
        if (vm_as_double(vm, y, &d) < 0) return V_NULL;
        if (d == 0.0) return vm_err(vm, &exc_ZeroDivisionError, "float divmod()");
    }
    value q = vm_binop(vm, BOP_FLOORDIV, x, y); if (!q) return V_NULL;
    value r = vm_binop(vm, BOP_MOD, x, y); if (!r) return V_NULL;
    return tuple_pack(vm, 2, q, r);
}
static void *pw_alloc(void *ud, size_t n) { return vm_alloc((psvm *)ud, n); }
static void pw_free(void *ud, void *p) { vm_dealloc((psvm *)ud, p); }

/* pow(base, exp, mod) with an operand that is not an int: a float in any
 * place refuses the modulus (before looking at the other operands); any
 * other type has no three-argument power. */
static value pow3_not_ints(psvm *vm, value base, value exp, value mod)
{
    if (v_is_float(base) || v_is_float(exp) || v_is_float(mod))
        return vm_err(vm, &exc_TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    return vm_err(vm, &exc_TypeError, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                  vm_type_name(base), vm_type_name(exp), vm_type_name(mod));
}

BI(pow)
{
    static const char *const names[] = {"base", "exp", "mod"};
    static const vm_sig sig = {"pow", names, 3, 3, 2};
    value args[3];
    if (vm_bind(vm, &sig, argc, argv, kw, args) < 0) return V_NULL;
    value base = args[0], exp = args[1], mod = args[2];
    if (!mod || mod == V_NONE) return vm_binop(vm, BOP_POW, base, exp);
    if (class_has_special(base, SP_POW)) {
        /* three-argument power reaches the base's __pow__ alone (never __rpow__) */
        value pair[2] = {exp, mod};
        value r = class_special_call(vm, base, SP_POW, 2, pair);
        if (!r || r != V_NOTIMPLEMENTED) return r;
    }
    if (!v_is_int(base) || !v_is_int(exp) || !v_is_int(mod))
        return pow3_not_ints(vm, base, exp, mod);
    /* modular power through bigint: cost charged first */
    bi_digit b1[BI_I64_DIGITS], b2[BI_I64_DIGITS], b3[BI_I64_DIGITS];
    bi_view a = int_view(base, b1), e = int_view(exp, b2), m = int_view(mod, b3);
    if (m.len == 0) return vm_err(vm, &exc_ValueError, "pow() 3rd argument cannot be 0");
    uint64_t cost = bi_cost_powmod(a, e, m);
    if (!vm_charge(vm, (int64_t)((cost >> 4) + 1 > (uint64_t)INT64_MAX / 2 ? (uint64_t)INT64_MAX / 2 : (cost >> 4) + 1))) return V_NULL;
    bi_digit *d = vm_alloc(vm, (m.len + 1) * sizeof(bi_digit));
    if (!d) return V_NULL;
    bi_out r = {d, 0, false};
    bi_alloc al = {pw_alloc, pw_free, vm};
    bi_status st = bi_powmod(a, e, m, &r, &al);
    value res = V_NULL;
    if (st == BI_ENOTINVERTIBLE) vm_err(vm, &exc_ValueError, "base is not invertible for the given modulus");
    else if (st != BI_OK) vm_err_nomem(vm);
    else {
        /* build the int from its digits via a decimal-free path: shifts and ors */
        res = v_from_small(0);
        for (size_t i = r.len; i-- > 0 && res;) {
            res = vm_binop(vm, BOP_LSHIFT, res, v_from_small(32));
            if (res) res = vm_binop(vm, BOP_OR, res, int_from_i64(vm, (int64_t)d[i]));
        }
        if (res && r.neg) res = vm_unop(vm, UOP_NEG, res);
    }
    vm_dealloc(vm, d);
    return res;
}

static value minmax(psvm *vm, int argc, const value *argv, value kw, int op, const char *name)
{
    value key = kwarg(kw, argv, argc, "key"), dflt = kwarg(kw, argv, argc, "default");
    if (argc == 0) return vm_err(vm, &exc_TypeError, "%s expected at least 1 argument, got 0", name);
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    for (int i = 0; i < nkw; i++)
        if (!str_eq_cstr(AS_TUPLE(kw)->items[i], "key") && !str_eq_cstr(AS_TUPLE(kw)->items[i], "default")) {
            if (nkw > 2) return vm_err(vm, &exc_TypeError, "%s() takes at most 2 keyword arguments (%d given)", name, nkw);
            return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for %s()", str_cstr(AS_TUPLE(kw)->items[i]), name);
        }
    if (dflt && argc > 1)
        return vm_err(vm, &exc_TypeError, "Cannot specify a default for %s() with multiple positional arguments", name);
    value src;
    if (argc == 1) src = argv[0];
    else { src = tuple_new(vm, argc); if (!src) return V_NULL; vm_copy(AS_TUPLE(src)->items, argv, sizeof(value) * (size_t)argc); }
    vm_root_push(vm, src); /* a fresh tuple for min(a, b, ...): vm_iter allocates */
    value it = vm_iter(vm, src);
    vm_root_pop(vm, 1);
    if (!it) return V_NULL;
    vm_root_push(vm, it);
    value best = V_NULL, bestk = V_NULL;
    for (;;) {
        value x = vm_next(vm, it);
        if (!x) { vm_root_pop(vm, best ? 3 : 1); return V_NULL; }
        if (x == V_STOP) break;
        value k = x;
        if (key && key != V_NONE) { vm_root_push(vm, x); k = vm_call1(vm, key, x); vm_root_pop(vm, 1); if (!k) { vm_root_pop(vm, best ? 3 : 1); return V_NULL; } }
        if (!best) { best = x; bestk = k; vm_root_push(vm, best); vm_root_push(vm, bestk); continue; }
        /* x and its key are rooted while the comparison runs Python code:
         * either may be a fresh object with no other reference (a
         * cmp_to_key wrapper), and they become the winner */
        vm_root_push(vm, x);
        vm_root_push(vm, k);
        int c = vm_compare_bool(vm, k, bestk, op);
        vm_root_pop(vm, 2);
        if (c < 0 || !vm_charge(vm, 1)) { vm_root_pop(vm, 3); return V_NULL; }
        if (c) { best = x; bestk = k; vm_root_set(vm, 2, best); vm_root_set(vm, 1, bestk); }
    }
    vm_root_pop(vm, best ? 3 : 1);
    if (!best) { if (dflt) return dflt; return vm_err(vm, &exc_ValueError, "%s() arg is an empty sequence", name); }
    return best;
}
BI(min) { return minmax(vm, argc, argv, kw, CMP_LT, "min"); }
BI(max) { return minmax(vm, argc, argv, kw, CMP_GT, "max"); }

BI(sum)
{
    static const char *const names[] = {"iterable", "start"};
    static const vm_sig sig = {"sum", names, 2, 2, 0};
    value a[2];
    if (argc == 0) return vm_err(vm, &exc_TypeError, "sum() takes at least 1 positional argument (0 given)");
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0) return V_NULL;
    value acc = a[1] ? a[1] : v_from_small(0);
    if (v_is_str(acc)) return vm_err(vm, &exc_TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    if (v_is_bytes_like(acc)) return vm_err(vm, &exc_TypeError, "sum() can't sum %s [use b''.join(seq) instead]", vm_type_name(acc));
    value it = vm_iter(vm, argv[0]); if (!it) return V_NULL;
    /* acc and it are rooted: next() may run Python code (map) */
    vm_root_push(vm, it);
    vm_root_push(vm, acc);
    for (;;) {
        value x = vm_next(vm, it);
        if (!x || x == V_STOP) { vm_root_pop(vm, 2); return x ? acc : V_NULL; }
        if (v_is_small(acc) && v_is_small(x)) acc = int_from_i64(vm, v_small(acc) + v_small(x));
        else acc = vm_binop(vm, BOP_ADD, acc, x);
        if (!acc) { vm_root_pop(vm, 2); return V_NULL; }
        vm_root_set(vm, 1, acc);
        if (!vm_charge(vm, 1)) { vm_root_pop(vm, 2); return V_NULL; }
    }
}

static value truth_all(psvm *vm, int argc, const value *argv, bool any, const char *n)
{
    if (vm_check_args(vm, n, argc, 1, 1) < 0) return V_NULL;
    value it = vm_iter(vm, argv[0]); if (!it) return V_NULL;
    /* rooted: an item's __bool__ runs Python code, which may collect, and
     * the iterator may be a fresh one that nothing else holds */
    vm_root_push(vm, it);
    value r;
    for (;;) {
        value x = vm_next(vm, it);
        if (!x) { r = V_NULL; break; }
        if (x == V_STOP) { r = v_bool(!any); break; }
        vm_root_push(vm, x);
        int t = vm_truth(vm, x);
        vm_root_pop(vm, 1);
        if (t < 0 || !vm_charge(vm, 1)) { r = V_NULL; break; }
        if (t == any) { r = v_bool(any); break; }
    }
    vm_root_pop(vm, 1);
    return r;
}
BI(any) { NOKW("any"); return truth_all(vm, argc, argv, true, "any"); }
BI(all) { NOKW("all"); return truth_all(vm, argc, argv, false, "all"); }

BI(sorted)
{
    if (argc != 1) return vm_err(vm, &exc_TypeError, "sorted expected 1 argument, got %d", argc);
    for (int i = 0; kw && i < AS_TUPLE(kw)->len; i++)
        if (!str_eq_cstr(AS_TUPLE(kw)->items[i], "key") && !str_eq_cstr(AS_TUPLE(kw)->items[i], "reverse"))
            return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for sort()", str_cstr(AS_TUPLE(kw)->items[i]));
    value key = kwarg(kw, argv, argc, "key"), rev = kwarg(kw, argv, argc, "reverse");
    value l = list_from_iter(vm, argv[0]); if (!l) return V_NULL;
    /* reverse is an int to CPython (Argument Clinic's "i"): 2 is true, None and 1.5 are errors */
    if (rev && !v_is_int(rev)) return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(rev));
    int r = rev ? vm_truth(vm, rev) : 0; if (r < 0) return V_NULL;
    vm_root_push(vm, l);
    int rc = list_sort(vm, l, key ? key : V_NONE, r);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : l;
}

BI(enumerate)
{
    static const char *const names[] = {"iterable", "start"};
    static const vm_sig sig = {"enumerate", names, 2, 2, 0};
    value a[2];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0) return V_NULL;
    if (!a[0]) return vm_err(vm, &exc_TypeError, "enumerate() missing required argument 'iterable'");
    value start = a[1] ? a[1] : v_from_small(0);
    if (vm_index_of(vm, &start) < 0) return V_NULL;
    if (!v_is_int(start)) return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(start));
    if (v_is_bool(start)) start = v_from_small(start == V_TRUE);
    value it = vm_iter(vm, a[0]); if (!it) return V_NULL;
    mapiter *e = (mapiter *)vm_new_obj(vm, &enumerate_type, sizeof(mapiter) + sizeof(value)); if (!e) return V_NULL;
    e->fn = start; e->n = 1; e->iters[0] = it;
    return v_from_obj(e);
}

static value make_mapiter(psvm *vm, const vtype *t, value fn, int n, const value *srcs)
{
    mapiter *m = (mapiter *)vm_new_obj(vm, t, sizeof(mapiter) + sizeof(value) * (size_t)n);
    if (!m) return V_NULL;
    m->fn = fn; m->n = 0;
    /* rooted: an argument's __iter__ runs Python code, which may collect */
    vm_root_push(vm, v_from_obj(m));
    for (int i = 0; i < n; i++) {
        value it = vm_iter(vm, srcs[i]);
        if (!it) { vm_root_pop(vm, 1); return V_NULL; }
        m->iters[m->n++] = it;
    }
    vm_root_pop(vm, 1);
    return v_from_obj(m);
}
BI(zip)
{
    /* CPython counts the keywords before it reads their names */
    if (kw && AS_TUPLE(kw)->len > 1)
        return vm_err(vm, &exc_TypeError, "zip() takes at most 1 keyword argument (%d given)", (int)AS_TUPLE(kw)->len);
    for (int i = 0; kw && i < AS_TUPLE(kw)->len; i++)
        if (!str_eq_cstr(AS_TUPLE(kw)->items[i], "strict"))
            return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for zip()", str_cstr(AS_TUPLE(kw)->items[i]));
    value strict = kwarg(kw, argv, argc, "strict");
    int st = strict ? vm_truth(vm, strict) : 0;
    if (st < 0) return V_NULL;
    /* strict is checked lazily by zip_next, as CPython: fn == V_TRUE marks it */
    return make_mapiter(vm, &zip_type, st ? V_TRUE : V_NONE, argc, argv);
}
BI(map)
{
    NOKW("map");
    if (argc < 2) return vm_err(vm, &exc_TypeError, "map() must have at least two arguments.");
    if (argc > 9) return vm_err(vm, &exc_TypeError, "map() supports at most 8 iterables in pysafe");
    return make_mapiter(vm, &map_type, argv[0], argc - 1, argv + 1);
}
BI(filter) { NOKW("filter"); if (vm_check_args(vm, "filter", argc, 2, 2) < 0) return V_NULL; return make_mapiter(vm, &filter_type, argv[0], 1, argv + 1); }
BI(reversed)
{
    NOKW("reversed");
    if (argc != 1) return vm_err(vm, &exc_TypeError, "reversed expected 1 argument, got %d", argc);
    value s = argv[0];
    /* __reversed__ = None in a class says "not reversible", as CPython */
    if (class_special_is_none(s, SP_REVERSED))
        return vm_err(vm, &exc_TypeError, "'%s' object is not reversible", vm_type_name(s));
    /* a class's __reversed__, or the class-level protocol's (reversed(Color)) */
    value rv = class_special_call(vm, s, SP_REVERSED, 0, NULL);
    if (!rv && !vm->exc)
        rv = class_meta_call(vm, s, SP_REVERSED, 0, NULL, V_NULL);
    if (rv || vm->exc) return rv;
    /* each type's own reverse iterator, named as CPython's */
    if (v_is_dict_like(s) || v_is_type(s, &dictview_keys_type) || v_is_type(s, &dictview_values_type) ||
        v_is_type(s, &dictview_items_type))
        return dict_reversed(vm, s);
    if (v_is_type(s, &range_type)) {
        value it = range_reversed(vm, s);
        if (it || vm->exc) return it;
    }
    /* CPython's sequence test for a class is __getitem__ alone (a missing
     * __len__ is vm_len's error); the built-in sequences have both, and
     * what else subscripts (list[int], a re.Match) is not one */
    const vtype *t = vm_typeof(s);
    if (!t->getitem || t == &type_type || (!(t->tflags & TF_HEAPTYPE) && !t->len)) return vm_err(vm, &exc_TypeError, "'%s' object is not reversible", t->name);
    /* the length first: a class's __len__ runs Python code (and may raise) */
    int64_t n = vm_len(vm, s);
    if (n < 0) return V_NULL;
    seqiter *r = (seqiter *)vm_new_obj(vm, v_is_list(s) ? &listrev_type : &reversed_type, sizeof(seqiter));
    if (!r) return V_NULL;
    r->seq = s; r->i = n - 1;
    return v_from_obj(r);
}

/* an index argument saturated to int64 (CPython's PyNumber_AsSsize_t
 * with no error class): round(1.5, 2**70) is 1.5 */
static int index_clamped(psvm *vm, value v, int64_t *out)
{
    if (vm_index(vm, v, out) == 0)
        return 0;
    if (!v_is_int(v))
        return -1;
    vm->exc = V_NULL;
    int neg = vm_compare_bool(vm, v, v_from_small(0), CMP_LT);
    if (neg < 0)
        return -1;
    *out = neg ? INT64_MIN : INT64_MAX;
    return 0;
}

/* x rounded half-to-even at 10**k (k > 0), exactly, for ints */
static value round_int_at(psvm *vm, value x, int64_t k)
{
    /* 10**k beyond twice |x| rounds everything to 0: no giant power */
    if ((uint64_t)k > int_bit_length(x) / 3 + 2)
        return v_from_small(0);
    value p = vm_binop(vm, BOP_POW, v_from_small(10), v_from_small(k));
    if (!p)
        return V_NULL;
    value q = vm_binop(vm, BOP_FLOORDIV, x, p), r = q ? vm_binop(vm, BOP_MOD, x, p) : V_NULL;
    value twice = r ? vm_binop(vm, BOP_MUL, r, v_from_small(2)) : V_NULL;
    if (!twice)
        return V_NULL;
    int gt = vm_compare_bool(vm, twice, p, CMP_GT), eq = vm_compare_bool(vm, twice, p, CMP_EQ);
    value odd = vm_binop(vm, BOP_AND, q, v_from_small(1));
    if (gt < 0 || eq < 0 || !odd)
        return V_NULL;
    if (gt || (eq && odd != v_from_small(0)))
        q = vm_binop(vm, BOP_ADD, q, v_from_small(1));
    return q ? vm_binop(vm, BOP_MUL, q, p) : V_NULL;
}

/* round(float, n): CPython's correctly rounded decimal rounding. n > 0
 * goes through glibc's exact "%.*f"; n <= 0 through exact integer
 * arithmetic on the float's integer ratio. */
static value round_float(psvm *vm, double d, int64_t n)
{
    if (!isfinite(d) || n > 323)
        return v_from_float(d);
    if (n < -308)
        return v_from_float(0.0 * d);
    double r;
    if (n > 0) {
        char buf[720];
        snprintf(buf, sizeof buf, "%.*f", (int)n, d);
        r = strtod(buf, NULL);
    } else {
        /* |d| < 2**1024 is an int plus a fraction; the fraction matters
         * only for n == 0, handled by nearbyint (half to even) */
        if (n == 0)
            r = nearbyint(d);
        else {
            value x = int_from_double(vm, trunc(d));
            if (!x)
                return V_NULL;
            /* the dropped fraction cannot change a tie at 10**k, k >= 1,
             * except to break it away from zero */
            value q = round_int_at(vm, x, -n);
            if (!q)
                return V_NULL;
            if (d != trunc(d)) {
                /* x + frac: recompute with the sign-aware exact tie check */
                value p = vm_binop(vm, BOP_POW, v_from_small(10), v_from_small(-n));
                value rem = p ? vm_binop(vm, BOP_MOD, x, p) : V_NULL;
                value twice = rem ? vm_binop(vm, BOP_MUL, rem, v_from_small(2)) : V_NULL;
                if (!twice)
                    return V_NULL;
                int eq = vm_compare_bool(vm, twice, p, CMP_EQ);
                if (eq < 0)
                    return V_NULL;
                if (eq) { /* x is exactly at the tie: the fraction decides */
                    value qq = vm_binop(vm, BOP_FLOORDIV, x, p);
                    if (!qq)
                        return V_NULL;
                    if (d > 0)
                        qq = vm_binop(vm, BOP_ADD, qq, v_from_small(1));
                    q = qq ? vm_binop(vm, BOP_MUL, qq, p) : V_NULL;
                    if (!q)
                        return V_NULL;
                }
            }
            if (vm_as_double(vm, q, &r) < 0)
                return V_NULL;
            if (r == 0)
                r = 0.0 * d;
        }
    }
    if (isinf(r))
        return vm_err(vm, &exc_OverflowError, "rounded value too large to represent");
    return v_from_float(r);
}

static const char *const round_names[] = {"number", "ndigits"};
static const vm_sig round_sig = {"round", round_names, 2, 2, 1};

BI(round)
{
    value a[2];
    if (vm_bind(vm, &round_sig, argc, argv, kw, a) < 0) return V_NULL;
    value x = a[0], nd = a[1];
    bool has_nd = nd && nd != V_NONE;
    int64_t n = 0;
    if (v_is_int(x)) {
        if (v_is_bool(x)) x = v_from_small(x == V_TRUE);
        if (!has_nd) return x;
        if (index_clamped(vm, nd, &n) < 0) return V_NULL;
        return n >= 0 ? x : round_int_at(vm, x, n == INT64_MIN ? INT64_MAX : -n);
    }
    if (!v_is_float(x)) {
        /* a class's __round__(), or __round__(ndigits) when one is given */
        value r = class_special_call(vm, x, SP_ROUND, has_nd ? 1 : 0, &nd);
        if (r || vm->exc) return r;
        return vm_err(vm, &exc_TypeError, "type %s doesn't define __round__ method", vm_type_name(x));
    }
    double d = v_float(x);
    if (!has_nd) {
        if (isnan(d)) return vm_err(vm, &exc_ValueError, "cannot convert float NaN to integer");
        if (isinf(d)) return vm_err(vm, &exc_OverflowError, "cannot convert float infinity to integer");
        return int_from_double(vm, nearbyint(d));
    }
    if (index_clamped(vm, nd, &n) < 0) return V_NULL;
    return round_float(vm, d, n);
}

BI(callable) { NOKW("callable"); if (vm_check_args(vm, "callable", argc, 1, 1) < 0) return V_NULL; return v_bool(v_is_type(argv[0], &func_type) || vm_typeof(argv[0])->call); }
/* getattr(o, name) reaches exactly what `o.name` reaches: the types'
 * attribute hooks answer only the allowlisted dunders (docs/language.md),
 * so no second list here. */
BI(getattr)
{
    NOKW("getattr"); if (vm_check_args(vm, "getattr", argc, 2, 3) < 0) return V_NULL;
    if (!v_is_str(argv[1])) return vm_err(vm, &exc_TypeError, "attribute name must be string, not '%s'", vm_type_name(argv[1]));
    /* No list of names here: the dunder allowlist lives in the types'
     * getattr (vm_getattr_opt), the one door for obj.name, getattr, hasattr
     * and format fields alike (tests/security/dunder_sweep.py). */
    value v = vm_getattr_opt(vm, argv[0], argv[1]);
    if (!v && argc > 2 && vm_err_occurred_is(vm, &exc_AttributeError))
        vm->exc = V_NULL; /* a property or __getattr__ raised AttributeError: the default */
    if (v || vm->exc) return v;
    return argc > 2 ? argv[2] : vm_err_attr(vm, argv[0], argv[1]);
}

/* setattr/delattr: the same door as `o.name = v` and `del o.name`
 * (vm_setattr knows which attributes are writable and CPython's words for
 * the others). */
static value attr_write(psvm *vm, int argc, const value *argv, value kw, const char *name, int nargs)
{
    if (vm_check_no_kw(vm, name, kw) < 0 || vm_check_args(vm, name, argc, nargs, nargs) < 0) return V_NULL;
    if (!v_is_str(argv[1])) return vm_err(vm, &exc_TypeError, "attribute name must be string, not '%s'", vm_type_name(argv[1]));
    return vm_setattr(vm, argv[0], argv[1], nargs == 3 ? argv[2] : V_NULL) < 0 ? V_NULL : V_NONE;
}
BI(setattr) { return attr_write(vm, argc, argv, kw, "setattr", 3); }
BI(delattr) { return attr_write(vm, argc, argv, kw, "delattr", 2); }
BI(hasattr)
{
    NOKW("hasattr"); if (vm_check_args(vm, "hasattr", argc, 2, 2) < 0) return V_NULL;
    if (!v_is_str(argv[1])) return vm_err(vm, &exc_TypeError, "attribute name must be string, not '%s'", vm_type_name(argv[1]));
    value v = vm_getattr_opt(vm, argv[0], argv[1]);
    if (!v && vm_err_occurred_is(vm, &exc_AttributeError))
        vm->exc = V_NULL;
    if (!v && vm->exc) return V_NULL;
    return v_bool(v != V_NULL);
}
BI(id) { NOKW("id"); if (vm_check_args(vm, "id", argc, 1, 1) < 0) return V_NULL; return int_from_i64(vm, (int64_t)vm_id(vm, argv[0])); }

static value fmt_radix(psvm *vm, int argc, const value *argv, const char *n, int base)
{
    if (vm_check_args(vm, n, argc, 1, 1) < 0) return V_NULL;
    value x = argv[0];
    if (vm_index_of(vm, &x) < 0) return V_NULL;
    if (!v_is_int(x)) return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(x));
    int neg = vm_compare_bool(vm, x, v_from_small(0), CMP_LT);
    value mag = neg < 0 ? V_NULL : neg ? vm_unop(vm, UOP_NEG, x) : (v_is_bool(x) ? v_from_small(x == V_TRUE) : x);
    value ds = mag ? int_to_str_base(vm, mag, base) : V_NULL;
    if (!ds) return V_NULL;
    sbuf b;
    sb_init(&b, vm);
    if (neg) sb_addc(&b, '-');
    sb_addc(&b, '0');
    sb_addc(&b, base == 16 ? 'x' : base == 8 ? 'o' : 'b');
    sb_add(&b, AS_STR(ds)->data, AS_STR(ds)->len);
    return sb_finish(&b);
}
BI(hex) { NOKW("hex"); return fmt_radix(vm, argc, argv, "hex", 16); }
BI(oct) { NOKW("oct"); return fmt_radix(vm, argc, argv, "oct", 8); }
BI(bin) { NOKW("bin"); return fmt_radix(vm, argc, argv, "bin", 2); }
BI(format)
{
    NOKW("format"); if (vm_check_args(vm, "format", argc, 1, 2) < 0) return V_NULL;
    if (argc == 1 && !class_has_special(argv[0], SP_FORMAT)) return vm_str(vm, argv[0]);
    if (argc == 1) { value e = str_intern_cstr(vm, ""); return e ? fmt_format(vm, argv[0], e) : V_NULL; }
    if (!v_is_str(argv[1])) return vm_err(vm, &exc_TypeError, "format() argument 2 must be str, not %s", vm_type_name(argv[1]));
    return fmt_format(vm, argv[0], argv[1]);
}
BI(ascii) { NOKW("ascii"); if (vm_check_args(vm, "ascii", argc, 1, 1) < 0) return V_NULL; return vm_ascii(vm, argv[0]); }

#define F(n) BFUNC(#n, blt_##n)
static const bfunc blt_table[] = {
    F(print), F(len), F(repr), F(abs), F(isinstance), F(issubclass), F(hash), F(iter), F(next), F(aiter), F(anext), F(chr), F(ord),
    F(divmod), F(pow), F(min), F(max), F(sum), F(any), F(all), F(sorted), F(enumerate), F(zip),
    F(map), F(filter), F(reversed), F(round), F(callable), F(getattr), F(setattr), F(delattr), F(hasattr), F(id), F(hex),
    F(oct), F(bin), F(format), F(ascii),
    BFUNC_END,
};

/* The builtins namespace is not built per sandbox: a fresh sandbox per
 * script is the normal case, and inserting every builtin into a dict cost
 * more than the rest of a sandbox's creation together. vm->builtins starts
 * empty and works as a cache in front of the static read-only table below:
 * blt_lookup finds a name there on a miss and inserts it, so LOAD_GLOBAL's
 * cache keeps working on the dict's entry indices. blt_install_all fills
 * the dict completely where every name is wanted ("Did you mean"). */
static const vtype *const blt_types[] = {
    &int_type, &float_type, &str_type, &bool_type, &list_type, &tuple_type, &dict_type, &set_type,
    &frozenset_type, &range_type, &slice_type, &type_type, &bytes_type, &bytearray_type, &object_type, &property_type,
    &staticmethod_type, &classmethod_type, &super_type,
};
static const vtype *const blt_excs[] = {
#define X(n, b) &exc_##n,
    EXC_TYPES(X)
#undef X
};

/* vm->builtins until the first builtin is cached: one empty dict shared by
 * every sandbox, so creating one makes no dict. It is only ever read
 * (LOAD_GLOBAL looks names up in it and reads its version; the collector
 * skips static objects): own_builtins gives a sandbox its own dict before
 * anything is inserted. const, so a write that slipped through faults
 * instead of reaching another sandbox. */
static const dictobj blt_empty = {.h = OBJ_STATIC_HEAD(&dict_type)};

static int own_builtins(psvm *vm)
{
    if (v_obj(vm->builtins) != &blt_empty.h)
        return 0;
    value d = dict_new(vm);
    if (!d)
        return -1;
    vm->builtins = d;
    return 0;
}

/* The builtin called name (len bytes), or V_NULL. */
static value blt_find(const char *name, size_t len)
{
    for (const bfunc *f = blt_table; f->name; f++)
        if (!strncmp(f->name, name, len) && !f->name[len])
            return v_from_obj(f);
    for (size_t i = 0; i < sizeof blt_types / sizeof blt_types[0]; i++)
        if (!strncmp(blt_types[i]->name, name, len) && !blt_types[i]->name[len])
            return v_from_obj(blt_types[i]);
    for (size_t i = 0; i < sizeof blt_excs / sizeof blt_excs[0]; i++)
        if (blt_excs[i] != &exc_LimitError && !strncmp(blt_excs[i]->name, name, len) && !blt_excs[i]->name[len])
            return v_from_obj(blt_excs[i]);
    return V_NULL;
}

/* For snapshots (vm/snapshot.c): a static builtin by name, and the
 * name of a static object if it is one of the builtins. */
value blt_static_find(const char *name, size_t len)
{
    return memchr(name, 0, len) ? V_NULL : blt_find(name, len);
}

/* A builtin type T whose attribute f.__name__ is the static function f
 * itself (object.__new__, str.maketrans, object.__init__), or NULL (for
 * snapshots: T and the name give f back through T's own lookup). */
const vtype *blt_attr_owner(psvm *vm, const bfunc *f)
{
    value name = str_intern_cstr(vm, f->name);
    for (size_t i = 0; name && i < sizeof blt_types / sizeof blt_types[0]; i++) {
        for (const bfunc *m = blt_types[i]->methods; m && m->name; m++)
            if (m == f && (f->flags & BF_STATICMETHOD))
                return blt_types[i];
        if (slot_wrapper_find(vm, blt_types[i], name) == v_from_obj(f))
            return blt_types[i];
    }
    vm->exc = V_NULL;
    return NULL;
}

const char *blt_static_name(const obj *o)
{
    for (const bfunc *f = blt_table; f->name; f++)
        if (&f->h == o)
            return f->name;
    for (size_t i = 0; i < sizeof blt_types / sizeof blt_types[0]; i++)
        if (&blt_types[i]->h == o)
            return blt_types[i]->name;
    for (size_t i = 0; i < sizeof blt_excs / sizeof blt_excs[0]; i++)
        if (&blt_excs[i]->h == o && blt_excs[i] != &exc_LimitError)
            return blt_excs[i]->name;
    return NULL;
}

value blt_lookup(psvm *vm, value name)
{
    value v = blt_find(AS_STR(name)->data, (size_t)AS_STR(name)->len);
    if (!v && str_eq_cstr(name, "NotImplemented"))
        v = V_NOTIMPLEMENTED;
    if (!v && str_eq_cstr(name, "Ellipsis"))
        v = V_ELLIPSIS;
    if (!v && (str_eq_cstr(name, "ExceptionGroup") || str_eq_cstr(name, "BaseExceptionGroup"))) {
        /* written in Python (stdlib/py/_exceptiongroup.py), made on first use */
        value mn = str_intern_cstr(vm, "_exceptiongroup");
        value mod = mn ? vm_import(vm, mn) : V_NULL;
        v = mod ? vm_getattr(vm, mod, name) : V_NULL;
        if (!v)
            return V_NULL;
    }
    if (!v || strlen(str_cstr(name)) != (size_t)AS_STR(name)->len)
        return V_NULL;
    if (own_builtins(vm) < 0 || dict_set(vm, vm->builtins, name, v) < 0)
        return V_NULL;
    return v;
}

int blt_install_all(psvm *vm)
{
    if (own_builtins(vm) < 0)
        return -1;
    value ni = str_intern_cstr(vm, "NotImplemented"), el = ni ? str_intern_cstr(vm, "Ellipsis") : V_NULL;
    if (!el || dict_set(vm, vm->builtins, ni, V_NOTIMPLEMENTED) < 0 || dict_set(vm, vm->builtins, el, V_ELLIPSIS) < 0)
        return -1;
    for (const bfunc *f = blt_table; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, vm->builtins, k, v_from_obj(f)) < 0) return -1;
    }
    for (size_t i = 0; i < sizeof blt_types / sizeof blt_types[0]; i++) {
        value k = str_intern_cstr(vm, blt_types[i]->name);
        if (!k || dict_set(vm, vm->builtins, k, v_from_obj(blt_types[i])) < 0) return -1;
    }
    for (size_t i = 0; i < sizeof blt_excs / sizeof blt_excs[0]; i++) {
        if (blt_excs[i] == &exc_LimitError) continue;
        value k = str_intern_cstr(vm, blt_excs[i]->name);
        if (!k || dict_set(vm, vm->builtins, k, v_from_obj(blt_excs[i])) < 0) return -1;
    }
    return 0;
}

int blt_install(psvm *vm)
{
    /* the builtins are found on first use: see blt_lookup */
    vm->builtins = v_from_obj((obj *)&blt_empty.h);
    return 0;
}
