/*
 * genericalias.c - the objects type hints are made of: `list[int]`
 * (types.GenericAlias) and `int | None` (types.UnionType). A class body's
 * annotations are evaluated (compiler/compile.c), so `items: list[str]`
 * must make a value, as in CPython; scripts also test `isinstance(x, int |
 * float)`. Both are plain data: the origin type and the argument tuple,
 * with CPython's reprs, equality and errors. There are no type variables,
 * so subscripting an alias again is always the "not a generic class" error.
 */
#include "vm/vm.h"

typedef struct aliasobj {
    obj h;
    value origin; /* the type subscripted */
    value args;   /* tuple */
} aliasobj;

typedef struct unionobj {
    obj h;
    value args; /* tuple of two or more distinct members, None as NoneType */
} unionobj;

static bool is_alias(value v) { return v_is_type(v, &genericalias_type); }
static bool is_union(value v) { return v_is_type(v, &uniontype_type); }

/* ---- making them ----------------------------------------------------------- */

static value alias_new(psvm *vm, value origin, value key)
{
    value args = v_is_tuple(key) ? key : tuple_pack(vm, 1, key);
    if (!args)
        return V_NULL;
    aliasobj *a = (aliasobj *)vm_new_obj(vm, &genericalias_type, sizeof(aliasobj));
    if (!a)
        return V_NULL;
    a->origin = origin;
    a->args = args;
    return v_from_obj(a);
}

/* origin[key] as types.GenericAlias: a module's __class_getitem__
 * (collections.abc's ABCs, ChainMap: stdlib/collections_helpers.c) */
value generic_alias_new(psvm *vm, value origin, value key) { return alias_new(vm, origin, key); }

/* The built-in types CPython gives __class_getitem__ (those pysafe has,
 * and a module's types flagged TF_GENERIC: collections.deque). */
static bool builtin_generic(const vtype *t)
{
    return t == &list_type || t == &dict_type || t == &tuple_type || t == &set_type || t == &frozenset_type ||
           t == &type_type || (t->tflags & TF_GENERIC);
}

/* cls[key] for a type once neither a class-level protocol nor a
 * __class_getitem__ answered (objects/type.c): an alias when cls is or
 * derives from a generic built-in (list[int], a list subclass L[int]). */
value type_subscript(psvm *vm, value cls, value key)
{
    const vtype *t = AS_TYPE(cls);
    if (t->tflags & TF_HEAPTYPE)
        t = ((const classobj *)t)->layout;
    if (builtin_generic(t))
        return alias_new(vm, cls, key);
    return vm_err(vm, &exc_TypeError, "type '%s' is not subscriptable", AS_TYPE(cls)->name);
}

/* Can x be a member of a union (type.__or__'s test)? */
static bool unionable(value x)
{
    return x == V_NONE || v_is_type(x, &type_type) || is_alias(x) || is_union(x);
}

static int add_member(psvm *vm, value list, value x)
{
    if (x == V_NONE)
        x = v_from_obj((obj *)&none_type.h);
    listobj *l = AS_LIST(list);
    for (int64_t i = 0; i < l->len; i++) {
        value y = l->items[i];
        /* identity, except that equal aliases are one member */
        int same = is_alias(x) && is_alias(y) ? vm_eq(vm, x, y) : x == y;
        if (same)
            return same < 0 ? -1 : 0;
    }
    return list_append(vm, list, x);
}

/* a | b where both are types, None, aliases or unions: the flattened
 * members without repeats; a single member is itself (int | int is int). */
value typing_or(psvm *vm, int op, value a, value b)
{
    if (op != BOP_OR || !unionable(a) || !unionable(b))
        return V_NOTIMPLEMENTED;
    value members = list_new(vm, 0);
    if (!members)
        return V_NULL;
    vm_root_push(vm, members);
    value r = V_NULL;
    value sides[2] = {a, b};
    for (int s = 0; s < 2; s++) {
        if (is_union(sides[s])) {
            tupleobj *t = AS_TUPLE(((unionobj *)v_obj(sides[s]))->args);
            for (int64_t i = 0; i < t->len; i++)
                if (add_member(vm, members, t->items[i]) < 0)
                    goto done;
        } else if (add_member(vm, members, sides[s]) < 0)
            goto done;
    }
    if (AS_LIST(members)->len == 1) {
        r = AS_LIST(members)->items[0];
        goto done;
    }
    value args = tuple_from_iter(vm, members);
    unionobj *u = args ? (unionobj *)vm_new_obj(vm, &uniontype_type, sizeof(unionobj)) : NULL;
    if (u) {
        u->args = args;
        r = v_from_obj(u);
    }
done:
    vm_root_pop(vm, 1);
    return r;
}

/* ---- isinstance / issubclass --------------------------------------------- */

bool typing_is_hint(value cls) { return is_alias(cls) || is_union(cls); }

/* isinstance(x, cls) or issubclass(x, cls) for an alias or a union: a
 * union tests its members in order, as a tuple would; an alias refuses. */
int typing_check(psvm *vm, value x, value cls, bool subclass)
{
    const char *fn = subclass ? "issubclass" : "isinstance";
    if (is_alias(cls)) {
        vm_err(vm, &exc_TypeError, "%s() argument 2 cannot be a parameterized generic", fn);
        return -1;
    }
    tupleobj *t = AS_TUPLE(((unionobj *)v_obj(cls))->args);
    for (int64_t i = 0; i < t->len; i++) {
        value m = t->items[i];
        if (is_alias(m))
            return typing_check(vm, x, m, subclass);
        bool r = subclass ? type_is_sub(AS_TYPE(x), AS_TYPE(m)) : vm_isinstance_type(x, AS_TYPE(m));
        if (r)
            return 1;
    }
    return 0;
}

/* ---- repr ------------------------------------------------------------------ */

/* One member as CPython writes it inside `list[...]` or `a | b`: a class
 * by its (module-qualified) name, None for NoneType in a union, `...`,
 * anything with __qualname__ and __module__ (a function) the same way,
 * everything else by repr. */
static bool add_item(sbuf *b, value p, bool in_union)
{
    psvm *vm = b->vm;
    if (p == V_ELLIPSIS && !in_union)
        return sb_adds(b, "...");
    if (v_is_type(p, &type_type)) {
        const vtype *t = AS_TYPE(p);
        if (in_union && t == &none_type)
            return sb_adds(b, "None");
        if (!(t->tflags & TF_HEAPTYPE))
            return sb_adds(b, t->name);
        const classobj *c = (const classobj *)t;
        if (!str_eq_cstr(c->module, "builtins"))
            sb_addf(b, "%s.", str_cstr(c->module));
        return sb_adds(b, str_cstr(c->qualname));
    }
    if (!is_alias(p) && !is_union(p)) {
        value qk = str_intern_cstr(vm, "__qualname__"), mk = str_intern_cstr(vm, "__module__");
        value q = qk ? vm_getattr_opt(vm, p, qk) : V_NULL;
        if (vm->exc)
            return false;
        vm_root_push(vm, q ? q : V_NONE);
        value m = q && mk ? vm_getattr_opt(vm, p, mk) : V_NULL;
        vm_root_pop(vm, 1);
        if (vm->exc)
            return false;
        if (q && m && m != V_NONE) {
            if (!(v_is_str(m) && str_eq_cstr(m, "builtins")) && (!sb_addv(b, m, false) || !sb_addc(b, '.')))
                return false;
            return sb_addv(b, q, false);
        }
    }
    return sb_addv(b, p, true);
}

static value alias_repr(psvm *vm, value self)
{
    aliasobj *a = (aliasobj *)v_obj(self);
    tupleobj *args = AS_TUPLE(a->args);
    sbuf b;
    sb_init(&b, vm);
    vm_root_push(vm, self);
    bool ok = add_item(&b, a->origin, false) && sb_addc(&b, '[');
    if (ok && args->len == 0)
        ok = sb_adds(&b, "()");
    for (int64_t i = 0; ok && i < args->len; i++)
        ok = (i == 0 || sb_adds(&b, ", ")) && add_item(&b, args->items[i], false);
    vm_root_pop(vm, 1);
    if (!ok || !sb_addc(&b, ']')) {
        sb_free(&b);
        return V_NULL;
    }
    return sb_finish(&b);
}

static value union_repr(psvm *vm, value self)
{
    tupleobj *args = AS_TUPLE(((unionobj *)v_obj(self))->args);
    sbuf b;
    sb_init(&b, vm);
    vm_root_push(vm, self);
    bool ok = true;
    for (int64_t i = 0; ok && i < args->len; i++)
        ok = (i == 0 || sb_adds(&b, " | ")) && add_item(&b, args->items[i], true);
    vm_root_pop(vm, 1);
    if (!ok) {
        sb_free(&b);
        return V_NULL;
    }
    return sb_finish(&b);
}

/* ---- comparison and hashing ------------------------------------------------ */

static value alias_richcompare(psvm *vm, value a, value b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || !is_alias(a) || !is_alias(b))
        return V_NOTIMPLEMENTED;
    aliasobj *x = (aliasobj *)v_obj(a), *y = (aliasobj *)v_obj(b);
    int eq = vm_eq(vm, x->origin, y->origin);
    if (eq == 1)
        eq = vm_eq(vm, x->args, y->args);
    if (eq < 0)
        return V_NULL;
    return v_bool(op == CMP_EQ ? eq : !eq);
}

static int64_t alias_hash(psvm *vm, value self)
{
    aliasobj *a = (aliasobj *)v_obj(self);
    int64_t h1 = vm_hash(vm, a->origin);
    int64_t h2 = h1 == -1 ? -1 : vm_hash(vm, a->args);
    if (h2 == -1)
        return -1;
    int64_t h = h1 ^ h2;
    return h == -1 ? -2 : h;
}

static bool union_has(psvm *vm, tupleobj *t, value x, int *err)
{
    for (int64_t i = 0; i < t->len; i++) {
        int e = vm_eq(vm, t->items[i], x);
        if (e < 0)
            *err = 1;
        if (e)
            return e > 0;
    }
    return false;
}

/* Unions are equal when their members are, in any order (CPython compares
 * them as sets). */
static value union_richcompare(psvm *vm, value a, value b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || !is_union(a) || !is_union(b))
        return V_NOTIMPLEMENTED;
    tupleobj *x = AS_TUPLE(((unionobj *)v_obj(a))->args), *y = AS_TUPLE(((unionobj *)v_obj(b))->args);
    int err = 0;
    bool eq = true;
    for (int64_t i = 0; eq && !err && i < x->len; i++)
        eq = union_has(vm, y, x->items[i], &err);
    for (int64_t i = 0; eq && !err && i < y->len; i++)
        eq = union_has(vm, x, y->items[i], &err);
    if (err)
        return V_NULL;
    return v_bool(op == CMP_EQ ? eq : !eq);
}

/* Independent of the members' order, as the equality is. */
static int64_t union_hash(psvm *vm, value self)
{
    tupleobj *t = AS_TUPLE(((unionobj *)v_obj(self))->args);
    uint64_t h = 0x345678;
    for (int64_t i = 0; i < t->len; i++) {
        int64_t hi = vm_hash(vm, t->items[i]);
        if (hi == -1)
            return -1;
        h ^= (uint64_t)hi;
    }
    return (int64_t)h == -1 ? -2 : (int64_t)h;
}

/* ---- attributes, calls, subscripts ----------------------------------------- */

/* __origin__ and __args__ (what typing.get_origin/get_args read; they
 * reach only the types the script named), no type variables; any other
 * name is the origin's (list[int].append is list.append). */
static value alias_getattr(psvm *vm, value self, value name)
{
    aliasobj *a = (aliasobj *)v_obj(self);
    if (str_eq_cstr(name, "__origin__"))
        return a->origin;
    if (str_eq_cstr(name, "__args__"))
        return a->args;
    if (str_eq_cstr(name, "__parameters__"))
        return vm->empty_tuple;
    if (str_eq_cstr(name, "__class__"))
        return V_NULL;
    return vm_getattr(vm, a->origin, name);
}

static value union_getattr(psvm *vm, value self, value name)
{
    if (str_eq_cstr(name, "__args__"))
        return ((unionobj *)v_obj(self))->args;
    if (str_eq_cstr(name, "__parameters__"))
        return vm->empty_tuple;
    return V_NULL;
}

/* list[int]() is list() */
static value alias_call(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return vm_call(vm, ((aliasobj *)v_obj(self))->origin, argc, argv, kw);
}

static value not_generic(psvm *vm, value self, value key)
{
    (void)key;
    value r = vm_repr(vm, self);
    return r ? vm_err(vm, &exc_TypeError, "%s is not a generic class", str_cstr(r)) : V_NULL;
}

static void alias_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((aliasobj *)o)->origin);
    gc_mark_value(gc, ((aliasobj *)o)->args);
}

static void union_trace(gc_state *gc, obj *o) { gc_mark_value(gc, ((unionobj *)o)->args); }

const vtype genericalias_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "types.GenericAlias",
    .tflags = TF_NO_SUBCLASS,
    .repr = alias_repr,
    .hash = alias_hash,
    .richcompare = alias_richcompare,
    .getitem = not_generic,
    .call = alias_call,
    .getattr = alias_getattr,
    .binop = typing_or,
    .trace = alias_trace,
};

const vtype uniontype_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "types.UnionType",
    .tflags = TF_NO_SUBCLASS,
    .repr = union_repr,
    .hash = union_hash,
    .richcompare = union_richcompare,
    .getitem = not_generic,
    .getattr = union_getattr,
    .binop = typing_or,
    .trace = union_trace,
};
