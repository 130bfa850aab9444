/*
 * class_build.c - making a class (the BUILD_CLASS instruction, after the
 * class body ran into its namespace): the bases and the built-in layout
 * their instances share, the C3 method resolution order, __slots__, the
 * implicit conversions CPython's type() makes (__new__ a staticmethod,
 * __init_subclass__ a classmethod, __hash__ = None beside __eq__),
 * __set_name__ and __init_subclass__; and a class's own attributes (C.x,
 * C.x = v) and repr.
 */
#include <stddef.h>
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"

/* The built-in types a class may derive from, and where an instance's
 * attribute dict sits in each layout. */
static bool layout_ok(const vtype *t)
{
    return t == &object_type || t == &list_type || t == &dict_type || t == &tuple_type || (t->tflags & TF_EXC) ||
           t->basicsize;
}

static uint32_t layout_size(const vtype *t)
{
    if (t == &tuple_type)
        return sizeof(tupleobj); /* then the items: a tuple's size is its own */
    if (t == &list_type)
        return sizeof(listobj) + sizeof(value);
    if (t == &dict_type)
        return sizeof(dictobj) + sizeof(value);
    if (t->tflags & TF_EXC)
        return sizeof(excobj);
    if (t->basicsize)
        return t->basicsize + sizeof(value); /* then the attribute dict */
    return sizeof(instobj);
}

static uint32_t layout_dict_offset(const vtype *t)
{
    if (t == &list_type)
        return sizeof(listobj);
    if (t == &dict_type)
        return sizeof(dictobj);
    if (t->tflags & TF_EXC)
        return offsetof(excobj, attrs);
    if (t->basicsize)
        return t->basicsize;
    return offsetof(instobj, dict);
}

static const vtype *layout_of(const vtype *t)
{
    if (t->tflags & TF_HEAPTYPE)
        return ((const classobj *)t)->layout;
    return t;
}

/* Two layouts instances could share: the same type, or two exception
 * types (every exception is an excobj). */
static bool same_layout(const vtype *a, const vtype *b)
{
    return a == b || ((a->tflags & TF_EXC) && (b->tflags & TF_EXC)) ||
           (a->basicsize && b->basicsize && a->basicsize == b->basicsize &&
            (type_is_sub(a, b) || type_is_sub(b, a)));
}

/* ---- the C3 linearization ------------------------------------------------ */

/* A type's MRO as a tuple: a class's own, or a built-in type's chain of
 * bases ending in object. */
value class_mro(psvm *vm, const vtype *t)
{
    if (t->tflags & TF_HEAPTYPE)
        return ((const classobj *)t)->mro;
    int n = 0;
    for (const vtype *c = t; c; c = c->base)
        n++;
    bool add_object = t != &object_type;
    value r = tuple_new(vm, n + add_object);
    if (!r)
        return V_NULL;
    int i = 0;
    for (const vtype *c = t; c; c = c->base)
        AS_TUPLE(r)->items[i++] = v_from_obj((obj *)&c->h);
    if (add_object)
        AS_TUPLE(r)->items[i] = v_from_obj((obj *)&object_type.h);
    return r;
}

/* Does v appear in any list's tail (after its head at pos[k])? */
static bool in_tail(value v, value *lists, const int64_t *pos, int n)
{
    for (int k = 0; k < n; k++) {
        tupleobj *l = AS_TUPLE(lists[k]);
        for (int64_t i = pos[k] + 1; i < l->len; i++)
            if (l->items[i] == v)
                return true;
    }
    return false;
}

/* C3: the class, then the merge of its bases' MROs and the list of bases.
 * CPython's TypeError when no consistent order exists. */
static value c3_mro(psvm *vm, value cls, value bases)
{
    int nb = (int)AS_TUPLE(bases)->len, n = nb + 1;
    value *lists = vm_alloc(vm, sizeof(value) * (size_t)n);
    int64_t *pos = vm_alloc(vm, sizeof(int64_t) * (size_t)n);
    value out = V_NULL;
    if (!lists || !pos)
        goto done;
    int64_t total = 1;
    for (int k = 0; k < nb; k++) {
        lists[k] = class_mro(vm, AS_TYPE(AS_TUPLE(bases)->items[k]));
        if (!lists[k]) {
            vm_root_pop(vm, k); /* the MROs made so far */
            goto done;
        }
        vm_root_push(vm, lists[k]);
        total += AS_TUPLE(lists[k])->len;
        pos[k] = 0;
    }
    lists[nb] = bases;
    pos[nb] = 0;
    /* at most every entry once */
    value res = tuple_new(vm, total);
    if (!res) {
        vm_root_pop(vm, nb);
        goto done;
    }
    vm_root_push(vm, res);
    int64_t m = 0;
    AS_TUPLE(res)->items[m++] = cls;
    for (;;) {
        bool any = false;
        value pick = V_NULL;
        for (int k = 0; k < n && !pick; k++) {
            if (pos[k] >= AS_TUPLE(lists[k])->len)
                continue;
            any = true;
            value head = AS_TUPLE(lists[k])->items[pos[k]];
            if (!in_tail(head, lists, pos, n))
                pick = head;
        }
        if (!any)
            break;
        if (!pick) {
            sbuf b;
            sb_init(&b, vm);
            bool first = true;
            for (int k = 0; k < n; k++) {
                if (pos[k] >= AS_TUPLE(lists[k])->len)
                    continue;
                value head = AS_TUPLE(lists[k])->items[pos[k]];
                /* each name once, in the order the lists give them */
                bool seen = false;
                for (int j = 0; j < k; j++)
                    if (pos[j] < AS_TUPLE(lists[j])->len && AS_TUPLE(lists[j])->items[pos[j]] == head)
                        seen = true;
                if (seen)
                    continue;
                if (!first)
                    sb_adds(&b, ", ");
                sb_adds(&b, AS_TYPE(head)->name);
                first = false;
            }
            value names = sb_finish(&b);
            if (names)
                vm_err(vm, &exc_TypeError, "Cannot create a consistent method resolution\norder (MRO) for bases %s",
                       str_cstr(names));
            vm_root_pop(vm, nb + 1);
            goto done;
        }
        AS_TUPLE(res)->items[m++] = pick;
        for (int k = 0; k < n; k++)
            if (pos[k] < AS_TUPLE(lists[k])->len && AS_TUPLE(lists[k])->items[pos[k]] == pick)
                pos[k]++;
    }
    AS_TUPLE(res)->len = m;
    vm_root_pop(vm, nb + 1);
    out = res;
done:
    vm_dealloc(vm, lists);
    vm_dealloc(vm, pos);
    return out;
}

/* ---- __slots__ ----------------------------------------------------------- */

static bool is_identifier(value s)
{
    const char *p = AS_STR(s)->data;
    int64_t n = AS_STR(s)->len;
    if (n == 0 || !AS_STR(s)->ascii)
        return n > 0; /* non-ASCII names: the lexer's rules are not rechecked here */
    if (!(p[0] == '_' || ((p[0] | 32) >= 'a' && (p[0] | 32) <= 'z')))
        return false;
    for (int64_t i = 1; i < n; i++)
        if (!(p[i] == '_' || ((p[i] | 32) >= 'a' && (p[i] | 32) <= 'z') || (p[i] >= '0' && p[i] <= '9')))
            return false;
    return true;
}

/* __slots__ from the namespace as a tuple of names (without __dict__,
 * which *wants_dict reports). */
static value read_slots(psvm *vm, value spec, value ns, bool *wants_dict)
{
    value items = v_is_str(spec) ? tuple_pack(vm, 1, spec) : tuple_from_iter(vm, spec);
    if (!items)
        return V_NULL;
    vm_root_push(vm, items);
    int64_t n = AS_TUPLE(items)->len, k = 0;
    value out = tuple_new(vm, n);
    if (!out)
        goto fail;
    for (int64_t i = 0; i < n; i++) {
        value s = AS_TUPLE(items)->items[i];
        if (!v_is_str(s)) {
            vm_err(vm, &exc_TypeError, "__slots__ items must be strings, not '%s'", vm_type_name(s));
            goto fail;
        }
        if (!is_identifier(s)) {
            vm_err(vm, &exc_TypeError, "__slots__ must be identifiers");
            goto fail;
        }
        if (str_eq_cstr(s, "__dict__")) {
            if (*wants_dict) {
                vm_err(vm, &exc_TypeError, "__dict__ slot disallowed: we already got one");
                goto fail;
            }
            *wants_dict = true;
            continue;
        }
        for (int64_t j = 0; j < k; j++)
            if (str_eq(AS_TUPLE(out)->items[j], s)) {
                vm_err(vm, &exc_ValueError, "'%s' in __slots__ conflicts with class variable", str_cstr(s));
                goto fail;
            }
        if (dict_get_str(vm, ns, s)) {
            vm_err(vm, &exc_ValueError, "'%s' in __slots__ conflicts with class variable", str_cstr(s));
            goto fail;
        }
        value in = str_intern(vm, s);
        if (!in)
            goto fail;
        AS_TUPLE(out)->items[k++] = in;
    }
    AS_TUPLE(out)->len = k;
    vm_root_pop(vm, 1);
    return out;
fail:
    vm_root_pop(vm, 1);
    return V_NULL;
}

/* Each __slots__ name becomes a descriptor in the namespace, reading and
 * writing its value's word in the instance (CPython's member descriptors). */
static int add_slot_descrs(psvm *vm, classobj *c, value ns)
{
    tupleobj *names = AS_TUPLE(c->slot_names);
    for (int64_t i = 0; i < names->len; i++) {
        slotdescr *d = (slotdescr *)vm_new_obj(vm, &slotdescr_type, sizeof(slotdescr));
        if (!d)
            return -1;
        d->name = names->items[i];
        d->owner = v_from_obj(&c->t.h);
        d->offset = c->slots_offset + (uint32_t)(i * (int64_t)sizeof(value));
        if (dict_set(vm, ns, d->name, v_from_obj(d)) < 0)
            return -1;
    }
    return 0;
}

/* ---- building ------------------------------------------------------------- */

static int ns_wrap(psvm *vm, value ns, const char *name, const vtype *wrapper)
{
    value k = str_intern_cstr(vm, name);
    if (!k)
        return -1;
    value f = dict_get_str(vm, ns, k);
    if (!f || !v_is_type(f, &func_type))
        return 0;
    wrapobj *w = (wrapobj *)vm_new_obj(vm, wrapper, sizeof(wrapobj));
    if (!w)
        return -1;
    w->fn = f;
    return dict_set(vm, ns, k, v_from_obj(w));
}

/* A built-in function kept on a class (`f = len`, `_numeric_repr_ = repr`)
 * is no descriptor in CPython: C.f and C().f are the function itself. In
 * pysafe a raw built-in found along the MRO is a built-in type's method,
 * which binds (vm_descr_get), so one the script stores is kept as a
 * staticmethod, which reads back as the function from class and instance. */
static value class_keep_builtin(psvm *vm, value v)
{
    if (!v_is_type(v, &bfunc_type))
        return v;
    wrapobj *w = (wrapobj *)vm_new_obj(vm, &staticmethod_type, sizeof(wrapobj));
    if (!w)
        return V_NULL;
    w->fn = v;
    return v_from_obj(w);
}

/* The class statement's namespace (BUILD_CLASS): a class the runtime
 * makes in C (json's JSONEncoder) keeps its built-in methods, which bind. */
int class_keep_builtins(psvm *vm, value ns)
{
    int64_t pos = 0;
    value k, v;
    while (dict_next(ns, &pos, &k, &v)) {
        if (!v_is_type(v, &bfunc_type))
            continue;
        value w = class_keep_builtin(vm, v);
        if (!w || dict_set(vm, ns, k, w) < 0)
            return -1;
    }
    return 0;
}

static value check_bases(psvm *vm, value *bases, int nbases)
{
    for (int i = 0; i < nbases; i++) {
        value b = bases[i];
        if (!v_is_type(b, &type_type))
            return vm_err(vm, &exc_TypeError, "bases must be types");
        const vtype *t = AS_TYPE(b);
        if (t == &type_type)
            return vm_err(vm, &exc_TypeError, "pysafe does not support metaclasses (a class deriving from type)");
        if (t->tflags & TF_NO_SUBCLASS)
            return vm_err(vm, &exc_TypeError, "type '%s' is not an acceptable base type", t->name);
        if (!layout_ok(layout_of(t)))
            return vm_err(vm, &exc_TypeError, "pysafe does not support subclassing '%s' (only object, list, dict, "
                          "tuple and the exceptions; docs/language.md)", t->name);
        for (int j = 0; j < i; j++)
            if (bases[j] == b)
                return vm_err(vm, &exc_TypeError, "duplicate base class %s", t->name);
    }
    return V_NONE;
}

/* The sandbox's own modules stand in for some built-in types that cannot
 * be subclassed when they are mixed into a class of their class-level
 * protocol: enum's `class Color(str, Enum)` derives from enum's str mixin
 * (a plain class with str's behaviour, docs/language.md). The meta of the
 * first base that has one may map built-in types to such classes in its
 * `_pysafe_mixins_` dict; the bases tuple (a copy) is rewritten. */
static int substitute_mixins(psvm *vm, value bases)
{
    tupleobj *b = AS_TUPLE(bases);
    value meta = V_NULL;
    for (int64_t i = 0; i < b->len && !meta; i++)
        if (v_is_class(b->items[i]))
            meta = AS_CLASS(b->items[i])->meta;
    if (!meta)
        return 0;
    value k = str_intern_cstr(vm, "_pysafe_mixins_");
    value map = k ? class_lookup(vm, AS_TYPE(meta), k) : V_NULL;
    if (!map || !v_is_dict(map))
        return k ? 0 : -1;
    for (int64_t i = 0; i < b->len; i++) {
        if (!v_is_type(b->items[i], &type_type) || v_is_class(b->items[i]))
            continue;
        value r = dict_get(vm, map, b->items[i]);
        if (!r && vm->exc)
            return -1;
        if (r && v_is_class(r))
            b->items[i] = r;
    }
    return 0;
}

/* Where the instances' dict and slot values go: the layout of the bases
 * (CPython's "solid base"), refusing two that differ. */
static int place_layout(psvm *vm, classobj *c, value bases, bool has_slots, bool wants_dict)
{
    const vtype *layout = &object_type;
    uint32_t start = 0;
    bool base_dict = false;
    const vtype *slotted = NULL;
    for (int64_t i = 0; i < AS_TUPLE(bases)->len; i++) {
        const vtype *b = AS_TYPE(AS_TUPLE(bases)->items[i]);
        const vtype *l = layout_of(b);
        if (l != &object_type) {
            if (layout != &object_type && !same_layout(layout, l)) {
                vm_err(vm, &exc_TypeError, "multiple bases have instance lay-out conflict");
                return -1;
            }
            if (layout == &object_type || (l != layout && type_is_sub(l, layout)))
                layout = l; /* of two C layouts one derives from, the derived one */
        }
        if (b->tflags & TF_HEAPTYPE) {
            const classobj *bc = (const classobj *)b;
            if (bc->dict_offset)
                base_dict = true;
            if (bc->basicsize > bc->slots_offset_all) {
                if (slotted && slotted != b) {
                    vm_err(vm, &exc_TypeError, "multiple bases have instance lay-out conflict");
                    return -1;
                }
                slotted = b;
                if (bc->basicsize > start)
                    start = bc->basicsize;
            }
        } else if (b != &object_type && !b->basicsize)
            base_dict = true; /* an exception, list or dict subclass keeps a dict */
    }
    c->layout = layout;
    c->slots_offset_all = layout_size(layout);
    if (start < c->slots_offset_all)
        start = c->slots_offset_all;
    uint32_t nslots = c->slot_names ? (uint32_t)AS_TUPLE(c->slot_names)->len : 0;
    c->slots_offset = start;
    c->basicsize = start + nslots * (uint32_t)sizeof(value);
    bool dict = !has_slots || wants_dict || base_dict || (layout->tflags & TF_EXC);
    c->dict_offset = dict ? layout_dict_offset(layout) : 0;
    if (layout == &tuple_type) {
        /* a tuple's items follow its head, so a subclass adds no words:
         * no __slots__ values and no attribute dict (namedtuple's classes
         * have __slots__ = () and none; docs/language.md) */
        if (nslots) {
            vm_err(vm, &exc_TypeError, "nonempty __slots__ not supported for subtype of 'tuple'");
            return -1;
        }
        c->dict_offset = 0;
        c->basicsize = c->slots_offset = c->slots_offset_all = sizeof(tupleobj);
    }
    return 0;
}

static int register_subclass(psvm *vm, value base, value cls)
{
    if (!v_is_class(base))
        return 0;
    classobj *b = AS_CLASS(base);
    if (!b->subclasses && !(b->subclasses = list_new(vm, 0)))
        return -1;
    return list_append(vm, b->subclasses, cls);
}

/* A __set_name__ that raised: CPython 3.11 raises RuntimeError naming
 * the descriptor, its name and the class, from the exception (a sandbox
 * limit passes as it is). */
static void set_name_error(psvm *vm, value d, value name, value cls)
{
    if (!vm_err_occurred_is(vm, &exc_BaseException))
        return;
    value cause = vm->exc;
    vm->exc = V_NULL;
    vm_root_push(vm, cause);
    value r = str_fmt(vm, "Error calling __set_name__ on '%s' instance '%s' in '%s'", vm_type_name(d), str_cstr(name),
                      AS_TYPE(cls)->name);
    value e = r ? exc_new_msg(vm, &exc_RuntimeError, str_cstr(r)) : V_NULL;
    vm_root_pop(vm, 1);
    if (!e)
        return;
    AS_EXC(e)->cause = cause;
    AS_EXC(e)->context = cause;
    AS_EXC(e)->suppress_context = 1;
    vm->exc = e;
}

/* __set_name__ of every value in the namespace that has one (properties
 * learn their name for messages; a script's descriptors are called). */
static int set_names(psvm *vm, value cls, value ns)
{
    int64_t pos = 0;
    value k, v;
    value items = list_new(vm, 0);
    if (!items)
        return -1;
    vm_root_push(vm, items);
    while (dict_next(ns, &pos, &k, &v)) {
        if (v_is_type(v, &property_type) && !((propobj *)v_obj(v))->name)
            ((propobj *)v_obj(v))->name = k;
        else if (v_is_obj(v) && (vm_typeof(v)->tflags & TF_HEAPTYPE) &&
                 ((const classobj *)vm_typeof(v))->special[SP_SET_NAME]) {
            if (list_append(vm, items, k) < 0 || list_append(vm, items, v) < 0)
                goto fail;
        }
    }
    for (int64_t i = 0; i + 1 < AS_LIST(items)->len; i += 2) {
        value d = AS_LIST(items)->items[i + 1];
        const vtype *dt = vm_typeof(d);
        value f = vm_descr_get(vm, ((const classobj *)dt)->special[SP_SET_NAME], d, v_from_obj((obj *)dt));
        value args[2] = {cls, AS_LIST(items)->items[i]};
        if (!f || !vm_call(vm, f, 2, args, V_NULL)) {
            set_name_error(vm, d, args[1], cls);
            goto fail;
        }
    }
    vm_root_pop(vm, 1);
    return 0;
fail:
    vm_root_pop(vm, 1);
    return -1;
}

/* super(C, C).__init_subclass__(**kw): the first class after C in its MRO
 * that defines one; object's takes no keywords. */
static int init_subclass(psvm *vm, classobj *c, value kw)
{
    value name = str_intern_cstr(vm, "__init_subclass__");
    if (!name)
        return -1;
    tupleobj *mro = AS_TUPLE(c->mro);
    value m = V_NULL;
    for (int64_t i = 1; i < mro->len && !m; i++) {
        const vtype *t = AS_TYPE(mro->items[i]);
        if (!(t->tflags & TF_HEAPTYPE))
            break;
        m = dict_get_str(vm, ((const classobj *)t)->dict, name);
    }
    int64_t nkw = kw ? AS_DICT(kw)->used : 0;
    if (!m) {
        if (nkw) {
            vm_err(vm, &exc_TypeError, "%s.__init_subclass__() takes no keyword arguments", c->t.name);
            return -1;
        }
        return 0;
    }
    value f = vm_descr_get(vm, m, V_NULL, v_from_obj(c));
    if (!f)
        return -1;
    vm_root_push(vm, f);
    value kwnames = nkw ? tuple_new(vm, nkw) : V_NULL;
    value *args = vm_alloc(vm, sizeof(value) * (size_t)(nkw + 1));
    value r = V_NULL;
    if ((!nkw || kwnames) && args) {
        int64_t pos = 0, i = 0;
        value k, v;
        while (kw && dict_next(kw, &pos, &k, &v)) {
            AS_TUPLE(kwnames)->items[i] = k;
            args[i++] = v;
        }
        r = vm_call(vm, f, 0, args, kwnames);
    }
    vm_dealloc(vm, args);
    vm_root_pop(vm, 1);
    if (r && r != V_NONE) {
        /* __init_subclass__'s result is ignored, as CPython ignores it */
    }
    return r ? 0 : -1;
}

value class_build(psvm *vm, value name, value *bases_in, int nbases, value kw, value ns, bool trusted)
{
    value meta = V_NULL;
    if (kw) {
        value mk = str_intern_cstr(vm, "metaclass");
        if (!mk)
            return V_NULL;
        meta = dict_get_str(vm, kw, mk);
        /* Scripts have no metaclasses. The sandbox's own modules written
         * in Python (enum) may name a plain class whose special methods
         * answer the class-level operations (iter(C), len(C), C(...),
         * repr(C): objects/type.c); type(C) stays type. */
        if (meta && !(trusted && v_is_class(meta)))
            return vm_err(vm, &exc_TypeError, "pysafe does not support metaclasses (class %s(metaclass=%s))",
                          str_cstr(name), v_is_type(meta, &type_type) ? AS_TYPE(meta)->name : vm_type_name(meta));
        if (meta) {
            if (dict_del(vm, kw, mk) < 0)
                return V_NULL;
            if (AS_DICT(kw)->used == 0)
                kw = V_NULL;
        }
    }
    if (!v_is_dict(ns))
        return vm_err(vm, &exc_SystemError, "class body did not return its namespace");
    value bases;
    if (nbases == 0)
        bases = tuple_pack(vm, 1, v_from_obj((obj *)&object_type.h));
    else {
        bases = tuple_new(vm, nbases);
        if (bases)
            vm_copy(AS_TUPLE(bases)->items, bases_in, sizeof(value) * (size_t)nbases);
    }
    if (!bases || substitute_mixins(vm, bases) < 0 || !check_bases(vm, AS_TUPLE(bases)->items, nbases))
        return V_NULL;
    classobj *c = (classobj *)vm_new_obj(vm, &type_type, sizeof(classobj));
    if (!c)
        return V_NULL;
    value cls = v_from_obj(&c->t.h);
    vm_root_push(vm, cls);
    c->name = name;
    c->t.name = str_cstr(name);
    c->bases = bases;
    c->dict = ns;
    c->t.base = AS_TYPE(AS_TUPLE(bases)->items[0]);
    c->qualname = name;
    value qk = str_intern_cstr(vm, "__qualname__"), mk = str_intern_cstr(vm, "__module__");
    value ck = str_intern_cstr(vm, "__classcell__"), sk = str_intern_cstr(vm, "__slots__");
    value ek = str_intern_cstr(vm, "__eq__"), hk = str_intern_cstr(vm, "__hash__");
    if (!qk || !mk || !ck || !sk || !ek || !hk)
        goto fail;
    value q = dict_get_str(vm, ns, qk);
    if (q) {
        if (!v_is_str(q)) {
            vm_err(vm, &exc_TypeError, "type __qualname__ must be a str, not %s", vm_type_name(q));
            goto fail;
        }
        c->qualname = q;
        if (dict_del(vm, ns, qk) < 0)
            goto fail;
    }
    value mod = dict_get_str(vm, ns, mk);
    c->module = mod && v_is_str(mod) ? mod : str_known(vm, STR_K_MAIN);
    if (!c->module)
        goto fail;
    value cell = dict_get_str(vm, ns, ck);
    if (cell && dict_del(vm, ns, ck) < 0)
        goto fail;
    bool wants_dict = false, has_slots = false;
    value spec = dict_get_str(vm, ns, sk);
    if (spec) {
        has_slots = true;
        c->slot_names = read_slots(vm, spec, ns, &wants_dict);
        if (!c->slot_names)
            goto fail;
    }
    if (place_layout(vm, c, bases, has_slots, wants_dict) < 0)
        goto fail;
    if (c->slot_names && add_slot_descrs(vm, c, ns) < 0)
        goto fail;
    c->t.tflags = TF_HEAPTYPE | (c->layout->tflags & TF_EXC);
    if (dict_get_str(vm, ns, ek) && !dict_get_str(vm, ns, hk) && dict_set(vm, ns, hk, V_NONE) < 0)
        goto fail;
    if (ns_wrap(vm, ns, "__new__", &staticmethod_type) < 0 ||
        ns_wrap(vm, ns, "__init_subclass__", &classmethod_type) < 0 ||
        ns_wrap(vm, ns, "__class_getitem__", &classmethod_type) < 0)
        goto fail;
    c->mro = c3_mro(vm, cls, bases);
    if (!c->mro)
        goto fail;
    c->meta = meta;
    for (int64_t i = 0; i < AS_TUPLE(bases)->len && !c->meta; i++)
        if (v_is_class(AS_TUPLE(bases)->items[i]))
            c->meta = AS_CLASS(AS_TUPLE(bases)->items[i])->meta;
    class_set_slots(c);
    if (class_changed(vm, c, true) < 0)
        goto fail;
    class_update_slots(c);
    for (int64_t i = 0; i < AS_TUPLE(bases)->len; i++)
        if (register_subclass(vm, AS_TUPLE(bases)->items[i], cls) < 0)
            goto fail;
    if (cell && v_is_type(cell, &cell_type))
        AS_CELL(cell)->v = cls;
    if (set_names(vm, cls, ns) < 0 || init_subclass(vm, c, kw) < 0)
        goto fail;
    if (class_find_abstract(vm, c) < 0)
        goto fail;
    vm_root_pop(vm, 1);
    return cls;
fail:
    vm_root_pop(vm, 1);
    return V_NULL;
}

/* A class as a snapshot saved it (vm/snapshot.c): its namespace as
 * class_build left it (qualname and classcell taken out, __new__ wrapped,
 * __hash__ set), and the class rebuilt around it by the steps of
 * class_build that derive state from the bases and the namespace
 * (layout, MRO, meta, slots, special-method caches, registration with
 * the bases), never those that run Python code (__set_name__,
 * __init_subclass__: their effects were saved with everything else). c
 * is a zeroed shell other objects may point to already; every base that
 * is a class is built. slot_names: __slots__ as read_slots left them (a
 * tuple of strs), or V_NULL; their descriptors are in ns already, and
 * wants_dict says whether '__dict__' was among them. -1 with an error
 * when the bases are not ones class_build would accept. */
int class_restore(psvm *vm, classobj *c, value name, value qualname, value module, value bases, value ns,
                  value abstract_names, value slot_names, bool wants_dict)
{
    tupleobj *b = AS_TUPLE(bases);
    if (b->len == 0) {
        vm_err(vm, &exc_TypeError, "a class without bases");
        return -1;
    }
    if (b->len > INT32_MAX || !check_bases(vm, b->items, (int)b->len))
        return -1;
    c->name = name;
    c->t.name = str_cstr(name);
    c->qualname = qualname;
    c->module = module;
    c->bases = bases;
    c->dict = ns;
    c->t.base = AS_TYPE(b->items[0]);
    c->slot_names = slot_names;
    if (place_layout(vm, c, bases, slot_names != V_NULL, wants_dict) < 0)
        return -1;
    c->t.tflags = TF_HEAPTYPE | (c->layout->tflags & TF_EXC);
    value cls = v_from_obj(&c->t.h);
    if (!(c->mro = c3_mro(vm, cls, bases)))
        return -1;
    for (int64_t i = 0; i < b->len && !c->meta; i++)
        if (v_is_class(b->items[i]))
            c->meta = AS_CLASS(b->items[i])->meta;
    c->abstract_names = abstract_names;
    class_set_slots(c);
    if (class_changed(vm, c, true) < 0)
        return -1;
    class_update_slots(c);
    for (int64_t i = 0; i < b->len; i++)
        if (register_subclass(vm, b->items[i], cls) < 0)
            return -1;
    return 0;
}

/* ---- the class's own attributes ------------------------------------------- */

/* C.__annotations__: the class's own (its body's annotated names), never
 * a base's; a class without one gets an empty dict, kept, as CPython's
 * type.__annotations__ does. */
static value class_annotations(psvm *vm, classobj *c, value name)
{
    value d = dict_get_str(vm, c->dict, name);
    if (d)
        return d;
    d = dict_new(vm);
    if (!d || dict_set(vm, c->dict, name, d) < 0 || class_changed(vm, c, false) < 0)
        return V_NULL;
    return d;
}

value class_getattr(psvm *vm, value cls, value name)
{
    classobj *c = AS_CLASS(cls);
    const strobj *s = AS_STR(name);
    bool dunder = s->len >= 4 && s->data[0] == '_' && s->data[1] == '_';
    if (dunder) {
        if (str_eq_cstr(name, "__name__"))
            return c->name;
        if (str_eq_cstr(name, "__qualname__"))
            return c->qualname;
        if (str_eq_cstr(name, "__class__"))
            return v_from_obj((obj *)&type_type.h);
        if (str_eq_cstr(name, "__doc__")) {
            value d = dict_get_str(vm, c->dict, name);
            return d ? d : V_NONE;
        }
        if (str_eq_cstr(name, "__annotations__"))
            return class_annotations(vm, c, name);
    }
    value attr = class_lookup(vm, &c->t, name);
    bool meta_getattr = c->meta && AS_CLASS(c->meta)->special[SP_GETATTR];
    if (attr) {
        value r = vm_descr_get(vm, attr, V_NULL, cls);
        if (r || !meta_getattr || !vm_err_occurred_is(vm, &exc_AttributeError))
            return r;
        vm->exc = V_NULL; /* the meta's __getattr__ has its turn, as after a miss */
    } else if (c->meta) {
        /* the class-level protocol's attributes, bound to the class
         * (Color.__members__) */
        attr = class_lookup(vm, AS_TYPE(c->meta), name);
        if (attr)
            return vm_descr_get(vm, attr, cls, c->meta);
    }
    if (meta_getattr)
        return class_meta_call(vm, cls, SP_GETATTR, 1, &name, V_NULL);
    return V_NULL;
}

int class_setattr(psvm *vm, value cls, value name, value v)
{
    classobj *c = AS_CLASS(cls);
    if (c->meta && AS_CLASS(c->meta)->special[v ? SP_SETATTR : SP_DELATTR]) {
        /* C.x = v and del C.x through the class-level protocol (enum's
         * "cannot reassign member"); it stores with _pysafe.type_setattr */
        value args[2] = {name, v};
        value r = class_meta_call(vm, cls, v ? SP_SETATTR : SP_DELATTR, v ? 2 : 1, args, V_NULL);
        return r ? 0 : -1;
    }
    return class_setattr_plain(vm, cls, name, v);
}

/* type.__setattr__ / type.__delattr__ of a class: its namespace, and the
 * names the class keeps beside it (__name__, __qualname__, __module__). */
int class_setattr_plain(psvm *vm, value cls, value name, value v)
{
    classobj *c = AS_CLASS(cls);
    if (v && str_eq_cstr(name, "__module__") && v_is_str(v))
        c->module = v; /* the repr follows, as CPython's reads __module__ */
    if (str_eq_cstr(name, "__name__") || str_eq_cstr(name, "__qualname__")) {
        if (!v || !v_is_str(v)) {
            vm_err(vm, &exc_TypeError, "can only assign string to %s.%s, not '%s'", c->t.name, str_cstr(name),
                   v ? vm_type_name(v) : "NoneType");
            return -1;
        }
        if (str_eq_cstr(name, "__qualname__"))
            c->qualname = v;
        else {
            c->name = v;
            c->t.name = str_cstr(v);
        }
        return 0;
    }
    const strobj *s = AS_STR(name);
    bool dunder = s->len >= 4 && !memcmp(s->data, "__", 2) && !memcmp(s->data + s->len - 2, "__", 2);
    if (dunder && (str_eq_cstr(name, "__dict__") || str_eq_cstr(name, "__mro__") ||
                   str_eq_cstr(name, "__bases__") || str_eq_cstr(name, "__class__"))) {
        vm_err(vm, &exc_TypeError, "pysafe does not support assigning %s of a class", str_cstr(name));
        return -1;
    }
    if (!v) {
        int r = dict_del(vm, c->dict, name);
        if (r < 0)
            return -1;
        if (r > 0) {
            vm_err(vm, &exc_AttributeError, "type object '%s' has no attribute '%s'", c->t.name, str_cstr(name));
            return -1;
        }
    } else if (!(v = class_keep_builtin(vm, v)) || dict_set(vm, c->dict, name, v) < 0)
        return -1;
    if (class_changed(vm, c, dunder) < 0)
        return -1;
    if (dunder)
        class_update_slots_tree(c);
    return 0;
}

value class_repr(psvm *vm, value cls)
{
    classobj *c = AS_CLASS(cls);
    if (str_eq_cstr(c->module, "builtins"))
        return str_fmt(vm, "<class '%s'>", str_cstr(c->qualname));
    return str_fmt(vm, "<class '%s.%s'>", str_cstr(c->module), str_cstr(c->qualname));
}

/* type_type's trace. A type on the heap is a class the script made
 * (classobj) or an exception type a host named (host-api/api_tools.c): a
 * plain vtype, holding no values, whose bytes end before classobj's
 * fields (reading them as a class marked garbage as values: found by
 * fuzz_splice, fuzz/corpus/run/host_exc_type_gc.py). */
void class_trace(gc_state *gc, obj *o)
{
    if (!(((const vtype *)o)->tflags & TF_HEAPTYPE))
        return;
    classobj *c = (classobj *)o;
    gc_mark_value(gc, c->name);
    gc_mark_value(gc, c->qualname);
    gc_mark_value(gc, c->module);
    gc_mark_value(gc, c->bases);
    gc_mark_value(gc, c->mro);
    gc_mark_value(gc, c->dict);
    gc_mark_value(gc, c->subclasses);
    gc_mark_value(gc, c->slot_names);
    gc_mark_value(gc, c->abstract_names);
    gc_mark_value(gc, c->meta);
    for (int i = 0; i < SP__COUNT; i++)
        gc_mark_value(gc, c->special[i]);
}
