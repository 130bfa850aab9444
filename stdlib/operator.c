/*
 * operator.c - the operator module: Python's operators as functions, over
 * the VM's own generic operations (vm/abstract.c), so `operator.add(a, b)`
 * is exactly `a + b` (same fast paths, same errors), plus the callable
 * types itemgetter, attrgetter and methodcaller.
 *
 * CPython's functions live in _operator and take positional arguments
 * only; their messages name it ("_operator.neg() takes exactly one
 * argument (0 given)", "add expected 2 arguments, got 1"), and so do ours.
 * Every function is also bound under its dunder name (operator.__add__).
 */
#include <math.h>

#include "stdlib/functional_modules.h"
#include "vm/vm.h"

/* ---- argument checks in _operator's words -------------------------------- */

static bool has_kw(value kw) { return kw && AS_TUPLE(kw)->len > 0; }

static value bad_args1(psvm *vm, const char *name, int argc, value kw)
{
    if (has_kw(kw))
        return vm_err(vm, &exc_TypeError, "_operator.%s() takes no keyword arguments", name);
    return vm_err(vm, &exc_TypeError, "_operator.%s() takes exactly one argument (%d given)", name, argc);
}

static value bad_argsn(psvm *vm, const char *name, int n, int argc, value kw)
{
    if (has_kw(kw))
        return vm_err(vm, &exc_TypeError, "_operator.%s() takes no keyword arguments", name);
    return vm_err(vm, &exc_TypeError, "%s expected %d arguments, got %d", name, n, argc);
}

#define OPFN(fn) static value fn(psvm *vm, value self, int argc, const value *argv, value kw)
#define ARGS1(name)                                 \
    (void)self;                                     \
    if (argc != 1 || has_kw(kw))                    \
        return bad_args1(vm, name, argc, kw);
#define ARGSN(name, n)                              \
    (void)self;                                     \
    if (argc != (n) || has_kw(kw))                  \
        return bad_argsn(vm, name, n, argc, kw);

/* ---- binary and in-place operators, comparisons --------------------------- */

#define BINOPS(X)                                                                                     \
    X(add, BOP_ADD) X(sub, BOP_SUB) X(mul, BOP_MUL) X(matmul, BOP_MATMUL) X(truediv, BOP_TRUEDIV)   \
    X(floordiv, BOP_FLOORDIV) X(mod, BOP_MOD) X(pow, BOP_POW) X(lshift, BOP_LSHIFT)                 \
    X(rshift, BOP_RSHIFT) X(and_, BOP_AND) X(or_, BOP_OR) X(xor, BOP_XOR)                           \
    X(iadd, BOP_ADD | BOP_INPLACE) X(isub, BOP_SUB | BOP_INPLACE) X(imul, BOP_MUL | BOP_INPLACE)   \
    X(imatmul, BOP_MATMUL | BOP_INPLACE) X(itruediv, BOP_TRUEDIV | BOP_INPLACE)                     \
    X(ifloordiv, BOP_FLOORDIV | BOP_INPLACE) X(imod, BOP_MOD | BOP_INPLACE)                         \
    X(ipow, BOP_POW | BOP_INPLACE) X(ilshift, BOP_LSHIFT | BOP_INPLACE)                             \
    X(irshift, BOP_RSHIFT | BOP_INPLACE) X(iand, BOP_AND | BOP_INPLACE) X(ior, BOP_OR | BOP_INPLACE) \
    X(ixor, BOP_XOR | BOP_INPLACE)

/* Two small ints under + - * & | ^ (in place or not): the interpreter's
 * own int arithmetic, without the trip through the number slots. */
static bool small_fast(int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    return v_is_small(a) && v_is_small(b) &&
           (base == BOP_ADD || base == BOP_SUB || base == BOP_MUL || base == BOP_AND || base == BOP_OR ||
            base == BOP_XOR);
}

#define X(name, op)                                                        \
    OPFN(op_##name)                                                        \
    {                                                                      \
        ARGSN(#name, 2)                                                    \
        if (small_fast(op, argv[0], argv[1]))                              \
            return int_binop_i(vm, (op) & ~BOP_INPLACE, v_small(argv[0]), v_small(argv[1])); \
        return vm_binop(vm, op, argv[0], argv[1]);                         \
    }
BINOPS(X)
#undef X

#define CMPOPS(X) X(lt, CMP_LT) X(le, CMP_LE) X(eq, CMP_EQ) X(ne, CMP_NE) X(gt, CMP_GT) X(ge, CMP_GE)
static value small_compare(int op, int64_t a, int64_t b)
{
    switch (op) {
    case CMP_LT: return v_bool(a < b);
    case CMP_LE: return v_bool(a <= b);
    case CMP_EQ: return v_bool(a == b);
    case CMP_NE: return v_bool(a != b);
    case CMP_GT: return v_bool(a > b);
    default: return v_bool(a >= b);
    }
}

#define X(name, op)                                                     \
    OPFN(op_##name)                                                     \
    {                                                                   \
        ARGSN(#name, 2)                                                 \
        if (v_is_small(argv[0]) && v_is_small(argv[1]))                \
            return small_compare(op, v_small(argv[0]), v_small(argv[1])); \
        return vm_compare(vm, argv[0], argv[1], op);                    \
    }
CMPOPS(X)
#undef X

/* ---- unary operators ------------------------------------------------------ */

OPFN(op_neg) { ARGS1("neg") return vm_unop(vm, UOP_NEG, argv[0]); }
OPFN(op_pos) { ARGS1("pos") return vm_unop(vm, UOP_POS, argv[0]); }
OPFN(op_inv) { ARGS1("inv") return vm_unop(vm, UOP_INVERT, argv[0]); }
OPFN(op_invert) { ARGS1("invert") return vm_unop(vm, UOP_INVERT, argv[0]); }

OPFN(op_abs)
{
    ARGS1("abs")
    value x = argv[0];
    if (v_is_float(x))
        return v_from_float(fabs(v_float(x)));
    if (v_is_int(x)) {
        int neg = vm_compare_bool(vm, x, v_from_small(0), CMP_LT);
        if (neg < 0)
            return V_NULL;
        return neg ? vm_unop(vm, UOP_NEG, x) : (v_is_bool(x) ? v_from_small(x == V_TRUE) : x);
    }
    value r = class_special_call(vm, x, SP_ABS, 0, NULL);
    if (r || vm->exc)
        return r;
    return vm_err(vm, &exc_TypeError, "bad operand type for abs(): '%s'", vm_type_name(x));
}

OPFN(op_not_)
{
    ARGS1("not_")
    int t = vm_truth(vm, argv[0]);
    return t < 0 ? V_NULL : v_bool(!t);
}

OPFN(op_truth)
{
    ARGS1("truth")
    int t = vm_truth(vm, argv[0]);
    return t < 0 ? V_NULL : v_bool(t);
}

OPFN(op_index)
{
    ARGS1("index")
    value x = argv[0];
    if (vm_index_of(vm, &x) < 0)
        return V_NULL;
    if (!v_is_int(x))
        return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(x));
    return v_is_bool(x) ? v_from_small(x == V_TRUE) : x;
}

/* ---- identity, membership, items ----------------------------------------- */

OPFN(op_is_) { ARGSN("is_", 2) return v_bool(argv[0] == argv[1]); }
OPFN(op_is_not) { ARGSN("is_not", 2) return v_bool(argv[0] != argv[1]); }

OPFN(op_contains)
{
    ARGSN("contains", 2)
    int r = vm_contains(vm, argv[0], argv[1]);
    return r < 0 ? V_NULL : v_bool(r);
}

OPFN(op_getitem) { ARGSN("getitem", 2) return vm_getitem(vm, argv[0], argv[1]); }
OPFN(op_setitem) { ARGSN("setitem", 3) return vm_setitem(vm, argv[0], argv[1], argv[2]) < 0 ? V_NULL : V_NONE; }
OPFN(op_delitem) { ARGSN("delitem", 2) return vm_delitem(vm, argv[0], argv[1]) < 0 ? V_NULL : V_NONE; }

/* countOf / indexOf: a walk of the iterable, each item compared by
 * identity first and then ==, as CPython's PySequence_Count/Index. */
static int64_t seq_search(psvm *vm, value seq, value x, bool count)
{
    value it = vm_iter(vm, seq);
    if (!it) {
        if (vm_err_occurred_is(vm, &exc_TypeError) && !AS_EXC(vm->exc)->limit) {
            vm->exc = V_NULL;
            vm_err(vm, &exc_TypeError, "argument of type '%s' is not iterable", vm_type_name(seq));
        }
        return -1;
    }
    vm_root_push(vm, it);
    int64_t n = 0, i = 0;
    for (;; i++) {
        value y = vm_next(vm, it);
        if (!y) {
            n = -1;
            break;
        }
        if (y == V_STOP) {
            if (!count) {
                vm_err(vm, &exc_ValueError, "sequence.index(x): x not in sequence");
                n = -1;
            }
            break;
        }
        int eq = y == x ? 1 : vm_eq(vm, y, x);
        if (eq < 0 || !vm_charge(vm, 1)) {
            n = -1;
            break;
        }
        if (eq && !count) {
            n = i;
            break;
        }
        n += eq;
    }
    vm_root_pop(vm, 1);
    return n;
}

OPFN(op_countOf)
{
    ARGSN("countOf", 2)
    int64_t n = seq_search(vm, argv[0], argv[1], true);
    return n < 0 ? V_NULL : int_from_i64(vm, n);
}

OPFN(op_indexOf)
{
    ARGSN("indexOf", 2)
    int64_t n = seq_search(vm, argv[0], argv[1], false);
    return n < 0 ? V_NULL : int_from_i64(vm, n);
}

/* concat / iconcat: + and += for sequences only (CPython: the first
 * operand must support indexing and not be a mapping) */
static bool is_sequence(value v)
{
    const vtype *t = vm_typeof(v);
    if (t->tflags & TF_HEAPTYPE)
        return class_has_special(v, SP_GETITEM) && !v_is_dict_like(v);
    return t->getitem && t != &dict_type;
}

OPFN(op_concat)
{
    ARGSN("concat", 2)
    if (!is_sequence(argv[0]))
        return vm_err(vm, &exc_TypeError, "'%s' object can't be concatenated", vm_type_name(argv[0]));
    return vm_binop(vm, BOP_ADD, argv[0], argv[1]);
}

OPFN(op_iconcat)
{
    ARGSN("iconcat", 2)
    if (!is_sequence(argv[0]))
        return vm_err(vm, &exc_TypeError, "'%s' object can't be concatenated", vm_type_name(argv[0]));
    return vm_binop(vm, BOP_ADD | BOP_INPLACE, argv[0], argv[1]);
}

/* length_hint(obj, default=0): len(obj), else obj.__length_hint__(),
 * else default. Of pysafe's own iterators only the list iterator and
 * itertools.repeat know how many items are left. */
OPFN(op_length_hint)
{
    (void)self;
    if (has_kw(kw))
        return vm_err(vm, &exc_TypeError, "_operator.length_hint() takes no keyword arguments");
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "length_hint expected at least 1 argument, got %d", argc);
    if (argc > 2)
        return vm_err(vm, &exc_TypeError, "length_hint expected at most 2 arguments, got %d", argc);
    value dflt = argc == 2 ? argv[1] : v_from_small(0);
    if (!v_is_int(dflt))
        return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(dflt));
    value o = argv[0];
    const vtype *t = vm_typeof(o);
    if (t->len) {
        int64_t n = vm_len(vm, o);
        if (n >= 0)
            return int_from_i64(vm, n);
        if (!vm_err_occurred_is(vm, &exc_TypeError) || AS_EXC(vm->exc)->limit)
            return V_NULL;
        vm->exc = V_NULL;
    }
    if (t == &seqiter_type) {
        const seqiter *s = (const seqiter *)v_obj(o);
        int64_t n = s->seq ? AS_LIST(s->seq)->len - s->i : 0;
        return int_from_i64(vm, n > 0 ? n : 0);
    }
    value name = str_intern_cstr(vm, "__length_hint__");
    if (!name)
        return V_NULL;
    value m = (t->tflags & TF_HEAPTYPE) || vm_lookup_method(vm, t, name) ? vm_getattr_opt(vm, o, name) : V_NULL;
    if (!m)
        return vm->exc ? V_NULL : (v_is_bool(dflt) ? v_from_small(dflt == V_TRUE) : dflt);
    vm_root_push(vm, m);
    value r = vm_call0(vm, m);
    vm_root_pop(vm, 1);
    if (!r) {
        if (!vm_err_occurred_is(vm, &exc_TypeError) || AS_EXC(vm->exc)->limit)
            return V_NULL;
        vm->exc = V_NULL;
        return dflt;
    }
    if (r == V_NOTIMPLEMENTED)
        return dflt;
    if (!v_is_int(r))
        return vm_err(vm, &exc_TypeError, "__length_hint__ must be an integer, not %s", vm_type_name(r));
    int neg = vm_compare_bool(vm, r, v_from_small(0), CMP_LT);
    if (neg < 0)
        return V_NULL;
    if (neg)
        return vm_err(vm, &exc_ValueError, "__length_hint__() should return >= 0");
    return r;
}

/* call(obj, /, *args, **kwargs) (3.11) */
OPFN(op_call)
{
    (void)self;
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "call expected at least 1 argument, got %d", argc);
    return vm_call(vm, argv[0], argc - 1, argv + 1, kw);
}

/* ---- itemgetter(*items) --------------------------------------------------- */

typedef struct getterobj {
    obj h;
    value items; /* itemgetter: the items; attrgetter: the names as given */
    value parts; /* attrgetter: per name, a tuple of its interned dotted parts */
} getterobj;

#define GT(v) ((getterobj *)v_obj(v))

static void getter_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((getterobj *)o)->items);
    gc_mark_value(gc, ((getterobj *)o)->parts);
}

static value args_tuple(psvm *vm, int argc, const value *argv)
{
    value t = tuple_new(vm, argc);
    if (t)
        vm_copy(AS_TUPLE(t)->items, argv, (size_t)argc * sizeof(value));
    return t;
}

/* "operator.NAME(" + reprs of the tuple's items, ", "-joined */
static bool repr_items(sbuf *b, value t)
{
    for (int64_t i = 0; i < AS_TUPLE(t)->len; i++)
        if ((i && !sb_adds(b, ", ")) || !sb_addv(b, AS_TUPLE(t)->items[i], true))
            return false;
    return true;
}

extern const vtype op_itemgetter_type, op_attrgetter_type, op_methodcaller_type;

static value itemgetter_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    (void)cls;
    if (has_kw(kw))
        return vm_err(vm, &exc_TypeError, "itemgetter() takes no keyword arguments");
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "itemgetter expected 1 argument, got 0");
    value items = args_tuple(vm, argc, argv);
    getterobj *g = items ? (getterobj *)vm_new_obj(vm, &op_itemgetter_type, sizeof(getterobj)) : NULL;
    if (!g)
        return V_NULL;
    g->items = items;
    return v_from_obj(g);
}

static value getter_arg_error(psvm *vm, const char *name, int argc, value kw)
{
    if (has_kw(kw))
        return vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", name);
    return vm_err(vm, &exc_TypeError, "%s expected 1 argument, got %d", name, argc);
}

static value itemgetter_call(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (argc != 1 || has_kw(kw))
        return getter_arg_error(vm, "itemgetter", argc, kw);
    tupleobj *items = AS_TUPLE(GT(self)->items);
    value o = argv[0];
    if (items->len == 1) {
        value k = items->items[0];
        /* the common sort key: a small index into a list or tuple */
        if (v_is_small(k) && (v_is_list(o) || v_is_tuple(o))) {
            int64_t n = v_is_list(o) ? AS_LIST(o)->len : AS_TUPLE(o)->len, i = v_small(k);
            if (i >= 0 && i < n)
                return v_is_list(o) ? AS_LIST(o)->items[i] : AS_TUPLE(o)->items[i];
        }
        return vm_getitem(vm, o, k);
    }
    value r = tuple_new(vm, items->len);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    for (int64_t i = 0; i < items->len; i++) {
        value x = vm_getitem(vm, o, items->items[i]);
        if (!x) {
            vm_root_pop(vm, 1);
            return V_NULL;
        }
        AS_TUPLE(r)->items[i] = x;
    }
    vm_root_pop(vm, 1);
    return r;
}

static value getter_repr(psvm *vm, value self, const char *name)
{
    int seen = vm_repr_enter(vm, self);
    if (seen)
        return seen < 0 ? V_NULL : str_fmt(vm, "%s(...)", name);
    sbuf b;
    sb_init(&b, vm);
    sb_addf(&b, "%s(", name);
    repr_items(&b, GT(self)->items);
    sb_addc(&b, ')');
    vm_repr_leave(vm, self);
    return sb_finish(&b);
}

static value itemgetter_repr(psvm *vm, value self) { return getter_repr(vm, self, "operator.itemgetter"); }

const vtype op_itemgetter_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "itemgetter", .module = "operator", .tflags = TF_NO_SUBCLASS,
    .new_ = itemgetter_new, .call = itemgetter_call, .repr = itemgetter_repr, .trace = getter_trace,
};

/* ---- attrgetter(*names) --------------------------------------------------- */

/* A name's dotted parts, each interned: "a.b" -> ("a", "b"). */
static value split_dotted(psvm *vm, value name)
{
    const strobj *s = AS_STR(name);
    int64_t n = 1;
    for (int64_t i = 0; i < s->len; i++)
        n += s->data[i] == '.';
    value t = tuple_new(vm, n);
    if (!t)
        return V_NULL;
    int64_t start = 0, k = 0;
    for (int64_t i = 0; i <= s->len; i++)
        if (i == s->len || s->data[i] == '.') {
            value part = str_intern_n(vm, s->data + start, i - start);
            if (!part)
                return V_NULL;
            AS_TUPLE(t)->items[k++] = part;
            start = i + 1;
        }
    return t;
}

static value attrgetter_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    (void)cls;
    if (has_kw(kw))
        return vm_err(vm, &exc_TypeError, "attrgetter() takes no keyword arguments");
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "attrgetter expected 1 argument, got 0");
    for (int i = 0; i < argc; i++)
        if (!v_is_str(argv[i]))
            return vm_err(vm, &exc_TypeError, "attribute name must be a string");
    value names = args_tuple(vm, argc, argv);
    if (!names)
        return V_NULL;
    vm_root_push(vm, names);
    value parts = tuple_new(vm, argc);
    if (parts)
        vm_root_push(vm, parts);
    for (int i = 0; parts && i < argc; i++) {
        value p = split_dotted(vm, argv[i]);
        if (!p) {
            vm_root_pop(vm, 2);
            return V_NULL;
        }
        AS_TUPLE(parts)->items[i] = p;
    }
    getterobj *g = parts ? (getterobj *)vm_new_obj(vm, &op_attrgetter_type, sizeof(getterobj)) : NULL;
    vm_root_pop(vm, parts ? 2 : 1);
    if (!g)
        return V_NULL;
    g->items = names;
    g->parts = parts;
    return v_from_obj(g);
}

static value get_dotted(psvm *vm, value o, value parts)
{
    tupleobj *p = AS_TUPLE(parts);
    for (int64_t i = 0; o && i < p->len; i++)
        o = vm_getattr(vm, o, p->items[i]);
    return o;
}

static value attrgetter_call(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (argc != 1 || has_kw(kw))
        return getter_arg_error(vm, "attrgetter", argc, kw);
    tupleobj *parts = AS_TUPLE(GT(self)->parts);
    if (parts->len == 1)
        return get_dotted(vm, argv[0], parts->items[0]);
    value r = tuple_new(vm, parts->len);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    for (int64_t i = 0; i < parts->len; i++) {
        value x = get_dotted(vm, argv[0], parts->items[i]);
        if (!x) {
            vm_root_pop(vm, 1);
            return V_NULL;
        }
        AS_TUPLE(r)->items[i] = x;
    }
    vm_root_pop(vm, 1);
    return r;
}

static value attrgetter_repr(psvm *vm, value self) { return getter_repr(vm, self, "operator.attrgetter"); }

const vtype op_attrgetter_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "attrgetter", .module = "operator", .tflags = TF_NO_SUBCLASS,
    .new_ = attrgetter_new, .call = attrgetter_call, .repr = attrgetter_repr, .trace = getter_trace,
};

/* ---- methodcaller(name, /, *args, **kwargs) ------------------------------- */

typedef struct callerobj {
    obj h;
    value name;   /* interned */
    value args;   /* positional arguments, then the keyword values */
    value kwnames; /* tuple of the keyword names, or V_NULL */
} callerobj;

#define MC(v) ((callerobj *)v_obj(v))

static void caller_trace(gc_state *gc, obj *o)
{
    callerobj *c = (callerobj *)o;
    gc_mark_value(gc, c->name);
    gc_mark_value(gc, c->args);
    gc_mark_value(gc, c->kwnames);
}

static value methodcaller_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    (void)cls;
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "methodcaller needs at least one argument, the method name");
    if (!v_is_str(argv[0]))
        return vm_err(vm, &exc_TypeError, "method name must be a string");
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    value name = str_intern(vm, argv[0]);
    value args = name ? args_tuple(vm, argc - 1 + nkw, argv + 1) : V_NULL;
    if (!args)
        return V_NULL;
    vm_root_push(vm, args);
    callerobj *c = (callerobj *)vm_new_obj(vm, &op_methodcaller_type, sizeof(callerobj));
    vm_root_pop(vm, 1);
    if (!c)
        return V_NULL;
    c->name = name;
    c->args = args;
    c->kwnames = nkw ? kw : V_NULL;
    return v_from_obj(c);
}

static value methodcaller_call(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (argc != 1 || has_kw(kw))
        return getter_arg_error(vm, "methodcaller", argc, kw);
    callerobj *c = MC(self);
    value m = vm_getattr(vm, argv[0], c->name);
    if (!m)
        return V_NULL;
    vm_root_push(vm, m);
    int nkw = c->kwnames ? (int)AS_TUPLE(c->kwnames)->len : 0;
    value r = vm_call(vm, m, (int)AS_TUPLE(c->args)->len - nkw, AS_TUPLE(c->args)->items, c->kwnames);
    vm_root_pop(vm, 1);
    return r;
}

static value methodcaller_repr(psvm *vm, value self)
{
    int seen = vm_repr_enter(vm, self);
    if (seen)
        return seen < 0 ? V_NULL : str_from_cstr(vm, "operator.methodcaller(...)");
    callerobj *c = MC(self);
    int64_t nkw = c->kwnames ? AS_TUPLE(c->kwnames)->len : 0, npos = AS_TUPLE(c->args)->len - nkw;
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, "operator.methodcaller(");
    sb_addv(&b, c->name, true);
    for (int64_t i = 0; i < npos; i++) {
        sb_adds(&b, ", ");
        sb_addv(&b, AS_TUPLE(c->args)->items[i], true);
    }
    for (int64_t i = 0; i < nkw; i++) {
        sb_adds(&b, ", ");
        sb_addv(&b, AS_TUPLE(c->kwnames)->items[i], false);
        sb_addc(&b, '=');
        sb_addv(&b, AS_TUPLE(c->args)->items[npos + i], true);
    }
    sb_addc(&b, ')');
    vm_repr_leave(vm, self);
    return sb_finish(&b);
}

const vtype op_methodcaller_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "methodcaller", .module = "operator", .tflags = TF_NO_SUBCLASS,
    .new_ = methodcaller_new, .call = methodcaller_call, .repr = methodcaller_repr, .trace = caller_trace,
};

/* ---- the module ------------------------------------------------------------ */

#define F(name) BFUNC(#name, op_##name)
static const bfunc funcs[] = {
#define X(name, op) F(name),
    BINOPS(X) CMPOPS(X)
#undef X
    F(neg), F(pos), F(inv), F(invert), F(abs), F(not_), F(truth), F(index), F(is_), F(is_not),
    F(contains), F(getitem), F(setitem), F(delitem), F(countOf), F(indexOf), F(concat), F(iconcat),
    F(length_hint), F(call), BFUNC_END,
};
#undef F

/* The dunder aliases CPython's operator module binds: __NAME__ for each
 * function but the few it leaves out (countOf, indexOf, is_, is_not,
 * length_hint, truth, and_/or_ lose the underscore). */
static bool dunder_alias(const char *name, char *out, size_t n)
{
    static const char *const none[] = {"countOf", "indexOf", "is_", "is_not", "length_hint", "truth", NULL};
    for (int i = 0; none[i]; i++)
        if (!strcmp(name, none[i]))
            return false;
    size_t len = strlen(name);
    if (name[len - 1] == '_')
        len--;
    snprintf(out, n, "__%.*s__", (int)len, name);
    return true;
}

value operator_module_new(psvm *vm)
{
    value mname = str_intern_cstr(vm, "operator");
    value m = mname ? module_new(vm, mname) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = funcs; f->name; f++) {
        char alias[32];
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
        if (dunder_alias(f->name, alias, sizeof alias)) {
            k = str_intern_cstr(vm, alias);
            if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
                return V_NULL;
        }
    }
    static const vtype *const types[] = {&op_itemgetter_type, &op_attrgetter_type, &op_methodcaller_type};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        value k = str_intern_cstr(vm, types[i]->name);
        if (!k || dict_set(vm, d, k, v_from_obj(types[i])) < 0)
            return V_NULL;
    }
    return m;
}
