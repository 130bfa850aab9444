/*
 * abstract.c - the generic operations every part of the VM uses: repr, str,
 * hash, comparison, truth, len, iteration, subscripts, binary operators with
 * reflected dispatch, attribute lookup and calls, with CPython's messages.
 */
#include <string.h>

#include "objects/str_internal.h"
#include "vm.h"

const char *const bop_symbols[BOP__COUNT] = {
    "+", "-", "*", "@", "/", "//", "%", "** or pow()", "<<", ">>", "|", "^", "&",
};

const char *vm_type_name(value v) { return vm_typeof(v)->name; }

/* A type's __name__: a module's type is named as CPython's tp_name
 * ("collections.deque"), its __name__ the part after the module. */
const char *type_short_name(const vtype *t)
{
    const char *dot = strrchr(t->name, '.');
    return dot ? dot + 1 : t->name;
}

/* The type a script sees. A built-in method bound to its object ([].append)
 * has its own object layout and vtype, but CPython gives it the type of
 * len, builtin_function_or_method: type([].append) is type(len). */
const vtype *vm_script_type(value v)
{
    const vtype *t = vm_typeof(v);
    return t == &builtin_method_type ? &bfunc_type : t;
}

bool vm_isinstance_type(value v, const vtype *t) { return type_is_sub(vm_script_type(v), t); }

int vm_isinstance(psvm *vm, value v, value cls)
{
    if (v_is_tuple(cls)) {
        for (int64_t i = 0; i < AS_TUPLE(cls)->len; i++) {
            int r = vm_isinstance(vm, v, AS_TUPLE(cls)->items[i]);
            if (r)
                return r;
        }
        return 0;
    }
    if (typing_is_hint(cls))
        return typing_check(vm, v, cls, false);
    if (!v_is_type(cls, &type_type)) {
        vm_err(vm, &exc_TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
        return -1;
    }
    if (vm_isinstance_type(v, AS_TYPE(cls)))
        return 1;
    return vm_abc_check(vm, cls, v, false);
}

/* collections.abc's ABCs (classes whose meta, ABCMeta, defines
 * __instancecheck__ / __subclasscheck__) answer for the types registered
 * with them and the one-method protocols (Iterable, Sized ...): asked only
 * once the class's own MRO has said no. 0 for any other class. */
int vm_abc_check(psvm *vm, value cls, value x, bool subclass)
{
    if (!v_is_class(cls) || !AS_CLASS(cls)->meta)
        return 0;
    value k = str_intern_cstr(vm, subclass ? "__subclasscheck__" : "__instancecheck__");
    value f = k ? class_lookup(vm, AS_TYPE(AS_CLASS(cls)->meta), k) : V_NULL;
    if (!f || !v_is_type(f, &func_type))
        return vm->exc ? -1 : 0;
    value args[2] = {cls, x};
    value r = vm_call(vm, f, 2, args, V_NULL);
    return r ? vm_truth(vm, r) : -1;
}

int vm_check_no_kw(psvm *vm, const char *fname, value kwnames)
{
    if (kwnames && AS_TUPLE(kwnames)->len) {
        vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", fname);
        return -1;
    }
    return 0;
}

int vm_check_args(psvm *vm, const char *fname, int argc, int min, int max)
{
    if (argc >= min && argc <= max)
        return 0;
    if (min == max && min == 1)
        vm_err(vm, &exc_TypeError, "%s() takes exactly one argument (%d given)", fname, argc);
    else if (min == max && min == 0)
        vm_err(vm, &exc_TypeError, "%s() takes no arguments (%d given)", fname, argc);
    else if (min == max)
        vm_err(vm, &exc_TypeError, "%s expected %d argument%s, got %d", fname, min, min == 1 ? "" : "s", argc);
    else if (argc < min)
        vm_err(vm, &exc_TypeError, "%s expected at least %d argument%s, got %d", fname, min, min == 1 ? "" : "s", argc);
    else
        vm_err(vm, &exc_TypeError, "%s expected at most %d argument%s, got %d", fname, max, max == 1 ? "" : "s", argc);
    return -1;
}

/* id(), the default reprs ("<... at 0x...>") and identity hashes. A heap
 * or static object's address is given as an offset from the sandbox's own
 * state modulo 2**48 (plus 2**48, to stay apart from immediates): live
 * objects still get distinct ids, but no absolute address of the host
 * process reaches the script, which would undo ASLR for an attacker who
 * also had a memory bug to use. Immediates carry no address. The figures
 * are the same from run to run (tests/security checks that). */
uint64_t vm_id(psvm *vm, value v)
{
    const uint64_t m48 = ((uint64_t)1 << 48) - 1;
    if (!v_is_obj(v))
        return (uint64_t)v & (m48 >> 1);
    /* Static objects (types, built-in functions) count from a static
     * object, in their own range, so that not even the distance between
     * the program's image and the heap shows. */
    if (v_obj(v)->flags & OBJ_STATIC)
        return (((uint64_t)v - (uint64_t)(uintptr_t)&type_type) & m48) | ((m48 + 1) << 1);
    return (((uint64_t)v - (uint64_t)(uintptr_t)vm) & m48) | (m48 + 1);
}

int64_t vm_id_hash(psvm *vm, value v) { return (int64_t)(vm_id(vm, v) >> 4); }

value vm_repr(psvm *vm, value v)
{
    const vtype *t = vm_typeof(v);
    if (t->repr)
        return t->repr(vm, v);
    return str_fmt(vm, "<%s object at 0x%llx>", t->name, (unsigned long long)vm_id(vm, v));
}

/* A container being printed carries OBJ_REPR in its header until its repr
 * is done (its cycle check: CPython's Py_ReprEnter), and is rooted: its
 * items' reprs may run Python code. An empty container (the only kind in
 * read-only static storage) prints without entering. */
int vm_repr_enter(psvm *vm, value v)
{
    obj *o = v_obj(v);
    if (o->flags & OBJ_REPR)
        return 1;
    /* every level stays rooted, so the nesting stops where the root stack
     * keeps its spare (vm.h) */
    if (vm_c_depth_full(vm) || vm->nroots >= VM_MAX_ROOTS - VM_ROOTS_SPARE) {
        vm_err(vm, &exc_RecursionError, "maximum recursion depth exceeded while getting the repr of an object");
        return -1;
    }
    if (!(o->flags & OBJ_STATIC))
        o->flags |= OBJ_REPR;
    vm_root_push(vm, v);
    vm->c_depth++;
    return 0;
}

void vm_repr_leave(psvm *vm, value v)
{
    if (!(v_obj(v)->flags & OBJ_STATIC))
        v_obj(v)->flags &= ~OBJ_REPR;
    vm_c_leave(vm);
    vm_root_pop(vm, 1);
}

value vm_str(psvm *vm, value v)
{
    const vtype *t = vm_typeof(v);
    if (t->str)
        return t->str(vm, v);
    return vm_repr(vm, v);
}

int64_t vm_hash(psvm *vm, value v)
{
    if (v_is_str(v))
        return str_hash(v);
    const vtype *t = vm_typeof(v);
    if (t->hash) {
        if (!vm_c_enter(vm, "maximum recursion depth exceeded while calling a Python object"))
            return -1;
        int64_t h = t->hash(vm, v);
        vm_c_leave(vm);
        return h;
    }
    if (vm_type_unhashable(t)) {
        vm_err(vm, &exc_TypeError, "unhashable type: '%s'", t->name);
        return -1;
    }
    return (int64_t)(vm_id(vm, v) >> 4); /* identity hash, no address (vm_id) */
}

/* A built-in type without a hash slot is unhashable when it compares by
 * value (list, dict, set, the dict views): CPython's `__hash__ = None`,
 * which is what t.__hash__ reads too. Others hash by identity. */
bool vm_type_unhashable(const vtype *t)
{
    if (t->hash || (t->tflags & TF_HEAPTYPE))
        return false;
    return (t->richcompare && t != &type_type && !(t->tflags & TF_EXC)) || t == &list_type || t == &dict_type ||
           t == &set_type;
}

static const char *const cmp_symbols[] = {"<", "<=", "==", "!=", ">", ">="};
static const int cmp_swapped[] = {CMP_GT, CMP_GE, CMP_EQ, CMP_NE, CMP_LT, CMP_LE};

/* A container's richcompare and hash root the container while its items'
 * methods run Python code (list.c, dict.c, set.c): an item's __eq__ may drop
 * the last other reference to it (a dict key being looked up, a list's
 * item) while the comparison still reads it. A class's instance is the
 * self of the Python method that runs, rooted by the call. */
value vm_compare(psvm *vm, value a, value b, int op)
{
    const vtype *ta = vm_typeof(a), *tb = vm_typeof(b);
    if (ta->richcompare) {
        /* containers compare their items recursively: bound the C depth */
        if (!vm_c_enter(vm, "maximum recursion depth exceeded in comparison"))
            return V_NULL;
        value r = ta->richcompare(vm, a, b, op);
        vm_c_leave(vm);
        if (r != V_NOTIMPLEMENTED)
            return r;
    }
    /* the reflected operation: also for two instances of one class,
     * whose __gt__ may be missing while __lt__ answers (CPython) */
    if (tb->richcompare && (tb != ta || (ta->tflags & TF_HEAPTYPE))) {
        value r = tb->richcompare(vm, b, a, cmp_swapped[op]);
        if (r != V_NOTIMPLEMENTED)
            return r;
    }
    if (op == CMP_EQ)
        return v_bool(a == b);
    if (op == CMP_NE)
        return v_bool(a != b);
    return vm_err(vm, &exc_TypeError, "'%s' not supported between instances of '%s' and '%s'",
                  cmp_symbols[op], ta->name, tb->name);
}

int vm_compare_bool(psvm *vm, value a, value b, int op)
{
    value r = vm_compare(vm, a, b, op);
    if (!r)
        return -1;
    if (r == V_TRUE)
        return 1;
    if (r == V_FALSE)
        return 0;
    return vm_truth(vm, r);
}

int vm_eq(psvm *vm, value a, value b)
{
    if (a == b && !v_is_float(a))
        return 1;
    if (v_is_small(a) && v_is_small(b))
        return 0;
    if (v_is_str(a) && v_is_str(b))
        return str_eq(a, b);
    return vm_compare_bool(vm, a, b, CMP_EQ);
}

int vm_truth(psvm *vm, value v)
{
    if (v == V_TRUE)
        return 1;
    if (v == V_FALSE || v == V_NONE)
        return 0;
    if (v_is_small(v))
        return v_small(v) != 0;
    const vtype *t = vm_typeof(v);
    if (t->truth)
        return t->truth(vm, v);
    if (t->len) {
        int64_t n = t->len(vm, v);
        return n < 0 ? -1 : n > 0;
    }
    return 1;
}

int64_t vm_len(psvm *vm, value v)
{
    const vtype *t = vm_typeof(v);
    if (!t->len) {
        vm_err(vm, &exc_TypeError, "object of type '%s' has no len()", t->name);
        return -1;
    }
    return t->len(vm, v);
}

value vm_iter(psvm *vm, value v)
{
    const vtype *t = vm_typeof(v);
    if (!t->iter)
        return vm_err(vm, &exc_TypeError, "'%s' object is not iterable", t->name);
    return t->iter(vm, v);
}

/* The iterator of str.join's and bytes.join's argument: CPython words any
 * TypeError of getting it (a non-iterable, a class's __iter__ = None or
 * raising TypeError) as one text. */
value vm_iter_for_join(psvm *vm, value v)
{
    value it = vm_iter(vm, v);
    if (!it && vm_err_occurred_is(vm, &exc_TypeError)) {
        vm->exc = V_NULL;
        vm_err(vm, &exc_TypeError, "can only join an iterable");
    }
    return it;
}

value vm_next(psvm *vm, value it)
{
    const vtype *t = vm_typeof(it);
    if (!t->next)
        return vm_err(vm, &exc_TypeError, "'%s' object is not an iterator", t->name);
    return t->next(vm, it);
}

value vm_getitem(psvm *vm, value o, value k)
{
    const vtype *t = vm_typeof(o);
    if (t->getitem)
        return t->getitem(vm, o, k);
    if (t == &type_type)
        return vm_err(vm, &exc_TypeError, "type '%s' is not subscriptable", AS_TYPE(o)->name);
    return vm_err(vm, &exc_TypeError, "'%s' object is not subscriptable", t->name);
}

int vm_setitem(psvm *vm, value o, value k, value v)
{
    const vtype *t = vm_typeof(o);
    if (!t->setitem) {
        vm_err(vm, &exc_TypeError, "'%s' object does not support item assignment", t->name);
        return -1;
    }
    return t->setitem(vm, o, k, v);
}

int vm_delitem(psvm *vm, value o, value k)
{
    const vtype *t = vm_typeof(o);
    if (!t->setitem) {
        /* CPython 3.11 has two texts: "doesn't" from its sequence path, taken
         * for an index key when the type has sequence methods (a class
         * always does), "does not" otherwise */
        const vtype *kt = vm_typeof(k);
        bool index = v_is_int(k) || ((kt->tflags & TF_HEAPTYPE) && ((const classobj *)kt)->special[SP_INDEX]);
        bool seq = (t->tflags & TF_HEAPTYPE) || t->getitem || t->contains;
        vm_err(vm, &exc_TypeError, "'%s' object %s support item deletion", t->name,
               index && seq ? "doesn't" : "does not");
        return -1;
    }
    return t->setitem(vm, o, k, V_NULL);
}

int vm_contains(psvm *vm, value c, value x)
{
    const vtype *t = vm_typeof(c);
    if (t->contains)
        return t->contains(vm, c, x);
    if (t->iter) {
        value it = vm_iter(vm, c);
        if (!it)
            return -1;
        vm_root_push(vm, it); /* __next__ and __eq__ run Python code */
        int found = 0;
        for (;;) {
            value y = vm_next(vm, it);
            if (!y) {
                found = -1;
                break;
            }
            if (y == V_STOP)
                break;
            if (!vm_charge(vm, 1)) { /* a native loop: the budgets see each item */
                found = -1;
                break;
            }
            vm_root_push(vm, y);
            int e = y == x ? 1 : vm_eq(vm, y, x); /* identity first, as a list's `in` (a NaN too) */
            vm_root_pop(vm, 1);
            if (e) {
                found = e;
                break;
            }
        }
        vm_root_pop(vm, 1);
        return found;
    }
    vm_err(vm, &exc_TypeError, "argument of type '%s' is not iterable", t->name);
    return -1;
}

/* `s * k`, `k * s`, `s *= k` or `k *= s` where the sequence s's binop
 * found k not an int. CPython's in-place repeat asks only the left
 * operand when it has sequence methods of its own (tp_as_sequence: here a
 * built-in type with a contains slot, dict, set, range, the views, but not
 * type, whose `x in C` is the class-level protocol; and every class's
 * instances, as every heap type has them), so those on the left of
 * `*= seq` are "unsupported operand" (NotImplemented here makes vm_binop
 * say so); everywhere else the sequence names k. */
value vm_seq_repeat_bad_count(psvm *vm, int op, value a, value b, bool seq_left)
{
    value k = seq_left ? b : a;
    const vtype *ta = vm_typeof(a);
    if ((op & BOP_INPLACE) && !seq_left && ((ta->contains && ta != &type_type) || (ta->tflags & TF_HEAPTYPE)))
        return V_NOTIMPLEMENTED;
    return vm_err(vm, &exc_TypeError, "can't multiply sequence by non-int of type '%s'", vm_type_name(k));
}

/* The built-in sequences' + and * are CPython's sq_concat / sq_repeat,
 * which it tries only after both operands' number slots: a class's
 * __radd__ / __rmul__ answers [1] * x first. */
static bool seq_op_deferred(int op, const vtype *ta, const vtype *tb)
{
    int base = op & ~BOP_INPLACE;
    return (base == BOP_ADD || base == BOP_MUL) && (tb->tflags & TF_HEAPTYPE) &&
           (ta == &list_type || ta == &tuple_type || ta == &str_type || ta == &bytes_type || ta == &bytearray_type);
}

value vm_binop(psvm *vm, int op, value a, value b)
{
    const vtype *ta = vm_typeof(a), *tb = vm_typeof(b);
    const vtype *first = ta, *second = tb != ta ? tb : NULL;
    /* CPython: the right operand goes first when its type is a class
     * deriving from the left's ({} | defaultdict: the defaultdict's
     * __ror__), or a class beside a built-in sequence's + and * */
    if (seq_op_deferred(op, ta, tb) || (tb != ta && ta != &object_type && (tb->tflags & TF_HEAPTYPE) && class_is_sub(tb, ta))) {
        first = tb;
        second = ta;
    }
    if (first->binop) {
        value r = first->binop(vm, op, a, b);
        if (r != V_NOTIMPLEMENTED)
            return r;
    }
    if (second && second->binop) {
        value r = second->binop(vm, op, a, b);
        if (r != V_NOTIMPLEMENTED)
            return r;
    }
    int base = op & ~BOP_INPLACE;
    if (op & BOP_INPLACE)
        return vm_err(vm, &exc_TypeError, "unsupported operand type(s) for %s=: '%s' and '%s'",
                      base == BOP_POW ? "**" : bop_symbols[base], ta->name, tb->name);
    return vm_err(vm, &exc_TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", bop_symbols[base],
                  ta->name, tb->name);
}

value vm_unop(psvm *vm, int op, value a)
{
    static const int specials[] = {SP_NEG, SP_POS, SP_INVERT};
    const vtype *t = vm_typeof(a);
    if (t->unop) {
        value r = t->unop(vm, op, a);
        /* a class's own __neg__ may return NotImplemented: CPython gives
         * that value back (only binary operators try another way) */
        if (r != V_NOTIMPLEMENTED || class_has_special(a, specials[op]))
            return r;
    }
    static const char *const names[] = {"unary -", "unary +", "unary ~"};
    return vm_err(vm, &exc_TypeError, "bad operand type for %s: '%s'", names[op], t->name);
}

/* Finding a method scans its type's table (str has some fifty), which was
 * a tenth of a text-processing script. So the last method found for each
 * slot of (type, name str) is remembered, per sandbox. A slot is believed
 * only if its type is t and its method's name is the name asked for: the
 * scan depends on nothing else (types are static, their tables constant),
 * so a name str that was freed and its address reused cannot mislead it. */
#define METHOD_CACHE_SLOTS 256

struct method_slot {
    const vtype *t;
    const bfunc *m;
};

value vm_lookup_method(psvm *vm, const vtype *t, value name)
{
    struct method_slot *slot = NULL;
    if (!vm->method_cache) {
        value saved = vm->exc;
        vm->method_cache = vm_alloc(vm, METHOD_CACHE_SLOTS * sizeof *vm->method_cache);
        if (vm->method_cache)
            memset(vm->method_cache, 0, METHOD_CACHE_SLOTS * sizeof *vm->method_cache);
        vm->exc = saved; /* no memo is not an error: scan */
    }
    if (vm->method_cache) {
        uintptr_t h = ((uintptr_t)name >> 4) ^ ((uintptr_t)t >> 3);
        slot = &vm->method_cache[(h ^ (h >> 8)) & (METHOD_CACHE_SLOTS - 1)];
        if (slot->m && slot->t == t && str_eq_cstr(name, slot->m->name))
            return v_from_obj(slot->m);
    }
    for (const vtype *c = t; c; c = c->base)
        if (c->methods)
            for (const bfunc *m = c->methods; m->name; m++)
                if (str_eq_cstr(name, m->name)) {
                    if (slot) {
                        slot->t = t;
                        slot->m = m;
                    }
                    return v_from_obj(m);
                }
    return V_NULL;
}

value vm_getattr_opt(psvm *vm, value o, value name)
{
    const vtype *t = vm_typeof(o);
    if (t->tflags & TF_HEAPTYPE)
        return inst_getattr(vm, o, name);
    if (t == &type_type && (AS_TYPE(o)->tflags & TF_HEAPTYPE))
        return class_getattr(vm, o, name);
    if (t->getattr) {
        value r = t->getattr(vm, o, name);
        if (r || vm->exc)
            return r;
    }
    if (t == &type_type || t == &module_type)
        return V_NULL;
    if (str_eq_cstr(name, "__class__"))
        return v_from_obj(vm_script_type(o));
    if (vm_type_unhashable(t) && str_eq_cstr(name, "__hash__"))
        return V_NONE;
    value m = vm_lookup_method(vm, t, name);
    if (!m) {
        /* a special method of the type, as a method ([].__len__) */
        for (const vtype *c = t; c && !m; c = c->base)
            m = slot_wrapper_find(vm, c, name);
        if (!m)
            m = slot_wrapper_find(vm, &object_type, name);
        if (!m)
            return V_NULL;
    }
    boundmethod *b = (boundmethod *)vm_new_obj(vm, &builtin_method_type, sizeof(boundmethod));
    if (!b)
        return V_NULL;
    /* a class method read from an instance ({}.fromkeys) is bound to the
     * instance's type, as read from the type: its __qualname__ and repr
     * read self as a type */
    b->self = (((const bfunc *)v_obj(m))->flags & BF_CLASSMETHOD) ? v_from_obj(vm_script_type(o)) : o;
    b->func = m;
    return v_from_obj(b);
}

value vm_getattr(psvm *vm, value o, value name)
{
    value r = vm_getattr_opt(vm, o, name);
    if (!r && !vm->exc)
        return vm_err_attr(vm, o, name);
    return r;
}

/*
 * o.name = v, setattr(o, name, v) and (v == V_NULL) del o.name /
 * delattr(o, name). A script's writable objects are modules, exceptions and
 * functions' __doc__; every other attribute of a built-in object is refused
 * with the words CPython uses for that kind of attribute: a method or
 * __doc__ ("is read-only"), a computed attribute such as int.real ("is not
 * writable"), a slot such as slice.start ("readonly attribute"), a type
 * ("immutable type").
 */
int vm_attrs_set(psvm *vm, value o, value *attrs, value name, value v)
{
    /* Dunder names are an allowlist (DESIGN.md): storing f.__defaults__ or
     * e.__dict__ as a plain attribute would pretend to do what CPython
     * does, so they stay absent. */
    const strobj *s = AS_STR(name);
    /* __wrapped__ (functools.update_wrapper) is a plain attribute in
     * CPython too: it holds what the script stored and reaches nothing */
    if (s->len >= 4 && !memcmp(s->data, "__", 2) && !memcmp(s->data + s->len - 2, "__", 2) &&
        !str_eq_cstr(name, "__wrapped__")) {
        vm_err_attr(vm, o, name);
        return -1;
    }
    if (!v) {
        int r = *attrs ? dict_del(vm, *attrs, name) : 1;
        if (r > 0)
            vm_err_attr(vm, o, name);
        return r ? -1 : 0;
    }
    if (!*attrs && !(*attrs = dict_new(vm)))
        return -1;
    return dict_set(vm, *attrs, name, v);
}

int vm_setattr(psvm *vm, value o, value name, value v)
{
    const vtype *t = vm_typeof(o);
    if (t->tflags & TF_HEAPTYPE)
        return inst_setattr(vm, o, name, v);
    if (t == &type_type && (AS_TYPE(o)->tflags & TF_HEAPTYPE))
        return class_setattr(vm, o, name, v);
    const char *n = str_cstr(name);
    if (t == &type_type) {
        vm_err(vm, &exc_TypeError, "cannot set '%s' attribute of immutable type '%s'", n, AS_TYPE(o)->name);
        return -1;
    }
    if (t == &module_type) {
        /* Modules are read-only in pysafe (docs/language.md): a host's
         * module is a shared service, not the script's to patch. */
        if (!v && !vm_getattr_opt(vm, o, name) && !vm->exc)
            vm_err(vm, &exc_AttributeError, "'module' object has no attribute '%s'", n);
        else if (!vm->exc)
            vm_err(vm, &exc_AttributeError, "'module' object attribute '%s' is read-only", n);
        return -1;
    }
    if (!strcmp(n, "__class__")) {
        if (!v)
            vm_err(vm, &exc_TypeError, "can't delete __class__ attribute");
        else if (v_is_type(v, &type_type))
            vm_err(vm, &exc_TypeError, "__class__ assignment only supported for mutable types or ModuleType subclasses");
        else
            vm_err(vm, &exc_TypeError, "__class__ must be set to a class, not '%s' object", vm_type_name(v));
        return -1;
    }
    if (t->tflags & TF_EXC)
        return exc_setattr(vm, o, name, v);
    if (t == &func_type) {
        funcobj *f = AS_FUNC(o);
        bool is_name = !strcmp(n, "__name__"), is_qual = !strcmp(n, "__qualname__");
        if (is_name || is_qual) {
            if (!v || !v_is_str(v)) {
                vm_err(vm, &exc_TypeError, "%s must be set to a string object", n);
                return -1;
            }
            *(is_name ? &f->name : &f->qualname) = v;
            return 0;
        }
        if (!strcmp(n, "__doc__")) {
            f->doc = v ? v : V_NONE;
            return 0;
        }
        if (!strcmp(n, "__isabstractmethod__")) {
            /* abc.abstractmethod's mark: a flag, reaching nothing */
            int truth = v ? vm_truth(vm, v) : 0;
            if (truth < 0)
                return -1;
            f->abstract = truth;
            return 0;
        }
        if (!strcmp(n, "__module__")) {
            /* what functools.wraps copies: a plain value the script already
             * holds; deleting it leaves None, as CPython's member */
            f->module = v ? v : V_NONE;
            return 0;
        }
        return vm_attrs_set(vm, o, &f->attrs, name, v);
    }
    if (t == &gen_type || t == &coro_type || t == &asyncgen_type) {
        int r = gen_obj_setname(vm, o, name, v);
        if (r <= 0)
            return r;
    }
    value have = vm_getattr_opt(vm, o, name);
    if (vm->exc)
        return -1;
    const char *owner = t == &bool_type ? "int" : t->name; /* int's descriptors */
    if (t == &bfunc_type || t == &builtin_method_type)
        owner = "builtin_function_or_method";
    if (!strcmp(n, "__doc__") && (t == &bfunc_type || t == &builtin_method_type))
        vm_err(vm, &exc_AttributeError, "attribute '%s' of '%s' objects is not writable", n, owner);
    else if (!strcmp(n, "__doc__"))
        vm_err(vm, &exc_AttributeError, "'%s' object attribute '%s' is read-only", t->name, n);
    else if (have && vm_lookup_method(vm, t, name))
        vm_err(vm, &exc_AttributeError, "'%s' object attribute '%s' is read-only", t->name, n);
    else if (have && (t == &slice_type || t == &range_type || t == &asyncgen_type)) /* members, not getsets */
        vm_err(vm, &exc_AttributeError, "readonly attribute");
    else if (have)
        vm_err(vm, &exc_AttributeError, "attribute '%s' of '%s' objects is not writable", n, owner);
    else
        vm_err(vm, &exc_AttributeError, "'%s' object has no attribute '%s'", t->name, n);
    return -1;
}

value vm_call0(psvm *vm, value f) { return vm_call(vm, f, 0, NULL, V_NULL); }
value vm_call1(psvm *vm, value f, value a) { return vm_call(vm, f, 1, &a, V_NULL); }
