/*
 * class.c - the classes a script makes with the `class` statement: building
 * one (BUILD_CLASS), its C3 method resolution order, attribute lookup along
 * it for the class and its instances, calling a class to make an instance,
 * and the protocol slots through which the built-in operations (repr, ==,
 * +, len, iteration, subscripts, calls ...) reach the special methods the
 * class defines.
 *
 * A class is a type: classobj starts with a vtype whose slots are the
 * generic dispatchers below, so every built-in operation finds a class's
 * __eq__ or __len__ the way it finds a built-in type's C function, through
 * the same slot (one mechanism, not a special case per call site). What the
 * MRO gives for each special method is cached in classobj.special and found
 * again whenever a namespace along the MRO changes (class_changed); V_NULL
 * there means "no class in the MRO defines it": the built-in type the
 * instances are laid out as (list, dict, an exception, or object) answers.
 *
 * Instances of a plain class are instobj (their attribute dict and their
 * __slots__ values); a subclass of list, dict or an exception has that
 * type's layout with the attribute dict after it (dict_offset).
 */
#include <stddef.h>
#include <string.h>

#include "str_internal.h"
#include "vm/args.h"
#include "vm/vm.h"

static const char *const special_names[SP__COUNT] = {
#define X(id, nm) nm,
    SPECIAL_METHODS(X)
#undef X
};

/* ---- lookups ----------------------------------------------------------- */

static bool is_heap(const vtype *t) { return (t->tflags & TF_HEAPTYPE) != 0; }

/* The value a built-in type gives for a name along an MRO: a method of its
 * table, or one of the special-method wrappers (object.__init__,
 * dict.__setitem__ ...), or V_NULL. */
value class_static_attr(psvm *vm, const vtype *t, value name)
{
    if (vm_type_unhashable(t) && str_eq_cstr(name, "__hash__"))
        return V_NONE; /* list.__hash__ is None, and so is a list subclass's */
    for (const bfunc *m = t->methods; m && m->name; m++)
        if (str_eq_cstr(name, m->name))
            return v_from_obj(m);
    return slot_wrapper_find(vm, t, name);
}

/* class_lookup's memo: (class, version, interned name) -> what the MRO
 * gives, V_NULL included. A class's version changes with any namespace
 * along its MRO and versions are never reused in a sandbox, so an entry
 * is right exactly when its class and version match; only interned names
 * are remembered (their identity is their content). Nothing here is
 * traced: an entry is only read after its class's version matched, and
 * then the class still holds the value. */
#define ATTR_CACHE_SLOTS 1024
struct attr_slot {
    const classobj *cls;
    uint64_t version;
    value name, v;
};

static value mro_lookup(psvm *vm, const classobj *c, value name)
{
    tupleobj *mro = AS_TUPLE(c->mro);
    for (int64_t i = 0; i < mro->len; i++) {
        const vtype *t = AS_TYPE(mro->items[i]);
        value v = is_heap(t) ? dict_get_str(vm, ((const classobj *)t)->dict, name) : class_static_attr(vm, t, name);
        if (v)
            return v;
    }
    return V_NULL;
}

value class_lookup(psvm *vm, const vtype *t, value name)
{
    if (is_heap(t)) {
        const classobj *c = (const classobj *)t;
        if (!AS_STR(name)->interned)
            return mro_lookup(vm, c, name);
        if (!vm->attr_cache) {
            value saved = vm->exc;
            vm->attr_cache = vm_alloc(vm, ATTR_CACHE_SLOTS * sizeof *vm->attr_cache);
            if (vm->attr_cache)
                memset(vm->attr_cache, 0, ATTR_CACHE_SLOTS * sizeof *vm->attr_cache);
            vm->exc = saved; /* no memo is not an error */
            if (!vm->attr_cache)
                return mro_lookup(vm, c, name);
        }
        uintptr_t h = ((uintptr_t)name >> 4) ^ ((uintptr_t)c >> 5) ^ (uintptr_t)c->version;
        struct attr_slot *slot = &vm->attr_cache[(h ^ (h >> 10)) & (ATTR_CACHE_SLOTS - 1)];
        if (slot->cls == c && slot->version == c->version && slot->name == name)
            return slot->v;
        value v = mro_lookup(vm, c, name);
        slot->cls = c;
        slot->version = c->version;
        slot->name = name;
        slot->v = v;
        return v;
    }
    {
        for (const vtype *c = t; c; c = c->base) {
            value v = class_static_attr(vm, c, name);
            if (v)
                return v;
        }
        return t == &object_type ? V_NULL : class_static_attr(vm, &object_type, name);
    }
}

bool class_is_sub(const vtype *t, const vtype *base)
{
    if (base == &object_type)
        return true;
    if (!is_heap(t)) {
        for (; t; t = t->base)
            if (t == base)
                return true;
        return false;
    }
    tupleobj *mro = AS_TUPLE(((const classobj *)t)->mro);
    for (int64_t i = 0; i < mro->len; i++)
        if (AS_TYPE(mro->items[i]) == base)
            return true;
    return false;
}

/* ---- descriptors ------------------------------------------------------- */

static bool has_special(value v, int sp)
{
    const vtype *t = vm_typeof(v);
    return is_heap(t) && ((const classobj *)t)->special[sp];
}

bool class_has_special(value v, int sp) { return has_special(v, sp); }

/* The class sets special method sp to None: CPython's mark for "this
 * protocol is not supported" (__hash__ = None, __iter__ = None ...). */
bool class_special_is_none(value v, int sp)
{
    const vtype *t = vm_typeof(v);
    return is_heap(t) && ((const classobj *)t)->special[sp] == V_NONE;
}

/* Is attr a data descriptor (it rules over the instance's dict)? */
bool class_is_data_descr(value attr)
{
    if (!v_is_obj(attr))
        return false;
    const vtype *t = v_obj(attr)->type;
    if (t == &property_type || t == &slotdescr_type)
        return true;
    return is_heap(t) && (((const classobj *)t)->special[SP_SET] || ((const classobj *)t)->special[SP_DELETE]);
}

/* attr found on a class, as seen through obj (V_NULL: through the class
 * itself) of class cls: functions become bound methods, classmethods bind
 * to the class, properties run their getter, a __get__ is called. */
value vm_descr_get(psvm *vm, value attr, value ob, value cls)
{
    if (!v_is_obj(attr))
        return attr;
    const vtype *t = v_obj(attr)->type;
    if (t == &func_type) {
        if (!ob)
            return attr;
        boundmethod *b = (boundmethod *)vm_new_obj(vm, &boundmethod_type, sizeof(boundmethod));
        if (!b)
            return V_NULL;
        b->self = ob;
        b->func = attr;
        return v_from_obj(b);
    }
    if (t == &bfunc_type) {
        /* a built-in type's method found along the MRO */
        if (!ob)
            return descr_for(vm, attr, cls);
        boundmethod *b = (boundmethod *)vm_new_obj(vm, &builtin_method_type, sizeof(boundmethod));
        if (!b)
            return V_NULL;
        b->self = ob;
        b->func = attr;
        return v_from_obj(b);
    }
    if (t == &staticmethod_type)
        return ((wrapobj *)v_obj(attr))->fn;
    if (t == &classmethod_type) {
        boundmethod *b = (boundmethod *)vm_new_obj(vm, &boundmethod_type, sizeof(boundmethod));
        if (!b)
            return V_NULL;
        b->self = cls;
        b->func = ((wrapobj *)v_obj(attr))->fn;
        return v_from_obj(b);
    }
    if (t == &property_type)
        return ob ? property_get(vm, attr, ob) : attr;
    if (t == &slotdescr_type) {
        slotdescr *d = (slotdescr *)v_obj(attr);
        if (!ob)
            return attr;
        if (!vm_isinstance_type(ob, AS_TYPE(d->owner)))
            return vm_err(vm, &exc_TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                          str_cstr(d->name), AS_TYPE(d->owner)->name, vm_type_name(ob));
        value v = *(value *)((char *)v_obj(ob) + d->offset);
        if (v == V_UNBOUND)
            return vm_err(vm, &exc_AttributeError, "'%s' object has no attribute '%s'", vm_type_name(ob),
                          str_cstr(d->name));
        return v;
    }
    if (is_heap(t) && ((const classobj *)t)->special[SP_GET]) {
        value args[3] = {attr, ob ? ob : V_NONE, cls};
        vm_root_push(vm, attr);
        value r = vm_call(vm, ((const classobj *)t)->special[SP_GET], 3, args, V_NULL);
        vm_root_pop(vm, 1);
        return r;
    }
    return attr;
}

/* ---- the special methods ----------------------------------------------- */

#ifdef PS_ASSERTS
/* One special name's lookup along c's MRO, allocating nothing: what
 * update_specials must have found (checked in the builds with invariant
 * checks). */
static value mro_find_special(classobj *c, const char *name)
{
    tupleobj *mro = AS_TUPLE(c->mro);
    for (int64_t i = 0; i < mro->len; i++) {
        const vtype *t = AS_TYPE(mro->items[i]);
        if (!is_heap(t)) {
            /* a built-in type's own special method in its table (a module's
             * exception type: json.JSONDecodeError.__init__), else the
             * layout's own slot answers */
            for (const bfunc *m = t->methods; m && m->name; m++)
                if (!strcmp(name, m->name))
                    return v_from_obj(m);
            return V_NULL;
        }
        int64_t pos = 0;
        value key, val;
        while (dict_next(((const classobj *)t)->dict, &pos, &key, &val))
            if (v_is_str(key) && str_eq_cstr(key, name))
                return val;
    }
    return V_NULL;
}
#endif

static const uint8_t special_lens[SP__COUNT] = {
#define X(id, nm) sizeof(nm) - 1,
    SPECIAL_METHODS(X)
#undef X
};

/* The SP_ index of a special method's name, or -1. */
static int special_index(const char *s, size_t n)
{
    if (n < 5 || s[0] != '_' || s[1] != '_' || s[n - 1] != '_' || s[n - 2] != '_')
        return -1;
    for (int i = 0; i < SP__COUNT; i++)
        if (special_lens[i] == n && !memcmp(special_names[i] + 2, s + 2, n - 4))
            return i;
    return -1;
}

/* What a lookup of each special name along the MRO finds, for every one
 * at once: one walk
 * over the namespaces along the MRO, each name taken from the first that
 * has it, up to the first built-in type, whose own table is the last
 * looked at. (A walk per name cost a class statement 90 lookups per class
 * of its MRO: a tenth of importing typing.) */
static int update_specials(psvm *vm, classobj *c)
{
    uint64_t seen[(SP__COUNT + 63) / 64] = {0};
    for (int i = 0; i < SP__COUNT; i++)
        c->special[i] = V_NULL;
    tupleobj *mro = AS_TUPLE(c->mro);
    for (int64_t k = 0; k < mro->len; k++) {
        const vtype *t = AS_TYPE(mro->items[k]);
        if (!is_heap(t)) {
            for (const bfunc *m = t->methods; m && m->name; m++) {
                int i = special_index(m->name, strlen(m->name));
                if (i >= 0 && !(seen[i / 64] & (1ull << (i % 64)))) {
                    seen[i / 64] |= 1ull << (i % 64);
                    c->special[i] = v_from_obj(m);
                }
            }
            break;
        }
        int64_t pos = 0;
        value key, val;
        while (dict_next(((const classobj *)t)->dict, &pos, &key, &val)) {
            if (!v_is_str(key))
                continue;
            int i = special_index(AS_STR(key)->data, (size_t)AS_STR(key)->len);
            if (i >= 0 && !(seen[i / 64] & (1ull << (i % 64)))) {
                seen[i / 64] |= 1ull << (i % 64);
                c->special[i] = val;
            }
        }
    }
#ifdef PS_ASSERTS
    for (int i = 0; i < SP__COUNT; i++)
        PS_ASSERT(c->special[i] == mro_find_special(c, special_names[i]));
#endif
    (void)vm;
    return 0;
}

/* A namespace along the MRO of c changed: c and every class made from it
 * see it at their next lookup. */
int class_changed(psvm *vm, classobj *c, bool special)
{
    c->version = ++vm->class_epoch;
    if (special && update_specials(vm, c) < 0)
        return -1;
    if (c->subclasses) {
        listobj *l = AS_LIST(c->subclasses);
        for (int64_t i = 0; i < l->len; i++)
            if (class_changed(vm, AS_CLASS(l->items[i]), special) < 0)
                return -1;
    }
    return 0;
}

static classobj *cls_of(value self) { return (classobj *)vm_typeof(self); }

/* Call special method sp of self's class with the arguments after self. */
static value call_special(psvm *vm, value self, int sp, int argc, const value *argv)
{
    classobj *c = cls_of(self);
    value m = c->special[sp];
    if (v_is_type(m, &func_type)) {
        value args[4];
        args[0] = self;
        for (int i = 0; i < argc; i++)
            args[i + 1] = argv[i];
        return vm_call(vm, m, argc + 1, args, V_NULL);
    }
    if (m == V_NONE) {
        if (sp == SP_CALL)
            return vm_err(vm, &exc_TypeError, "'%s' object is not callable", c->t.name);
        return vm_err(vm, &exc_TypeError, "'NoneType' object is not callable");
    }
    vm_root_push(vm, self);
    value f = vm_descr_get(vm, m, self, v_from_obj(c));
    vm_root_pop(vm, 1);
    if (!f)
        return V_NULL;
    return vm_call(vm, f, argc, argv, V_NULL);
}

static value slot_repr(psvm *vm, value self)
{
    classobj *c = cls_of(self);
    if (!c->special[SP_REPR]) {
        if (c->layout->repr)
            return c->layout->repr(vm, self);
        return str_fmt(vm, "<%s.%s object at 0x%llx>", str_cstr(c->module), str_cstr(c->qualname),
                       (unsigned long long)vm_id(vm, self));
    }
    value r = call_special(vm, self, SP_REPR, 0, NULL);
    if (r && !v_is_str(r))
        return vm_err(vm, &exc_TypeError, "__repr__ returned non-string (type %s)", vm_type_name(r));
    return r;
}

static value slot_str(psvm *vm, value self)
{
    classobj *c = cls_of(self);
    if (!c->special[SP_STR]) {
        if (c->layout->str)
            return c->layout->str(vm, self);
        return slot_repr(vm, self);
    }
    value r = call_special(vm, self, SP_STR, 0, NULL);
    if (r && !v_is_str(r))
        return vm_err(vm, &exc_TypeError, "__str__ returned non-string (type %s)", vm_type_name(r));
    return r;
}

static int64_t slot_hash(psvm *vm, value self)
{
    classobj *c = cls_of(self);
    value m = c->special[SP_HASH];
    if (m == V_NONE) {
        vm_err(vm, &exc_TypeError, "unhashable type: '%s'", c->t.name);
        return -1;
    }
    if (!m) {
        if (c->layout->hash)
            return c->layout->hash(vm, self);
        if (vm_type_unhashable(c->layout)) {
            /* a subclass of list or dict inherits its None __hash__ */
            vm_err(vm, &exc_TypeError, "unhashable type: '%s'", c->t.name);
            return -1;
        }
        return vm_id_hash(vm, self);
    }
    value r = call_special(vm, self, SP_HASH, 0, NULL);
    if (!r)
        return -1;
    if (!v_is_int(r)) {
        vm_err(vm, &exc_TypeError, "__hash__ method should return an integer");
        return -1;
    }
    if (v_is_small(r) || v_is_bool(r))
        return v_is_bool(r) ? (r == V_TRUE) : (v_small(r) == -1 ? -2 : v_small(r));
    /* a big int: itself when it fits in 64 bits (CPython's
     * PyLong_AsSsize_t: hash(x) of a tuple's hash is that hash), else hashed
     * as an int is (never -1) */
    int64_t n;
    if (int_as_i64(vm, r, &n) == 0)
        return n == -1 ? -2 : n;
    vm->exc = V_NULL;
    return vm_hash(vm, r);
}

static const int cmp_special[] = {SP_LT, SP_LE, SP_EQ, SP_NE, SP_GT, SP_GE};

static value slot_richcompare(psvm *vm, value a, value b, int op)
{
    classobj *c = cls_of(a);
    int sp = cmp_special[op];
    if (c->special[sp])
        return call_special(vm, a, sp, 1, &b);
    if (op == CMP_NE && c->special[SP_EQ]) {
        /* object.__ne__: the inverse of __eq__ unless that is NotImplemented */
        value r = call_special(vm, a, SP_EQ, 1, &b);
        if (!r || r == V_NOTIMPLEMENTED)
            return r;
        int t = vm_truth(vm, r);
        return t < 0 ? V_NULL : v_bool(!t);
    }
    if (c->layout->richcompare)
        return c->layout->richcompare(vm, a, b, op);
    return V_NOTIMPLEMENTED;
}

static int slot_len_value(psvm *vm, value r, int64_t *out)
{
    if (!v_is_int(r)) {
        vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(r));
        return -1;
    }
    if (!v_is_small(r) && !v_is_bool(r)) {
        int64_t n;
        if (int_as_i64(vm, r, &n) < 0) {
            if (vm_err_occurred_is(vm, &exc_OverflowError)) {
                vm->exc = V_NULL;
                vm_err(vm, &exc_OverflowError, "cannot fit 'int' into an index-sized integer");
            }
            return -1;
        }
        if (n < 0) {
            vm_err(vm, &exc_ValueError, "__len__() should return >= 0");
            return -1;
        }
        *out = n;
        return 0;
    }
    int64_t n = v_is_bool(r) ? (r == V_TRUE) : v_small(r);
    if (n < 0) {
        vm_err(vm, &exc_ValueError, "__len__() should return >= 0");
        return -1;
    }
    *out = n;
    return 0;
}

static int64_t slot_len(psvm *vm, value self)
{
    classobj *c = cls_of(self);
    if (!c->special[SP_LEN]) {
        if (c->layout->len)
            return c->layout->len(vm, self);
        vm_err(vm, &exc_TypeError, "object of type '%s' has no len()", c->t.name);
        return -1;
    }
    value r = call_special(vm, self, SP_LEN, 0, NULL);
    int64_t n;
    if (!r || slot_len_value(vm, r, &n) < 0)
        return -1;
    return n;
}

static int slot_truth(psvm *vm, value self)
{
    classobj *c = cls_of(self);
    if (c->special[SP_BOOL]) {
        value r = call_special(vm, self, SP_BOOL, 0, NULL);
        if (!r)
            return -1;
        if (r != V_TRUE && r != V_FALSE) {
            vm_err(vm, &exc_TypeError, "__bool__ should return bool, returned %s", vm_type_name(r));
            return -1;
        }
        return r == V_TRUE;
    }
    if (c->special[SP_LEN]) {
        int64_t n = slot_len(vm, self);
        return n < 0 ? -1 : n > 0;
    }
    if (c->layout->truth)
        return c->layout->truth(vm, self);
    if (c->layout->len) {
        int64_t n = c->layout->len(vm, self);
        return n < 0 ? -1 : n > 0;
    }
    return 1;
}

/* The old sequence protocol: iter() of an object with __getitem__ only
 * asks for [0], [1] ... until IndexError. */
static value seqgetitem_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    if (!it->seq)
        return V_STOP;
    value r = vm_getitem(vm, it->seq, int_from_i64(vm, it->i));
    if (!r) {
        if (vm_err_occurred_is(vm, &exc_IndexError) || vm_err_occurred_is(vm, &exc_StopIteration)) {
            vm->exc = V_NULL;
            it->seq = V_NULL;
            return V_STOP;
        }
        return V_NULL;
    }
    it->i++;
    return r;
}
static const vtype seqgetitem_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "iterator", .iter = vm_iter_self,
    .next = seqgetitem_next, .trace = vm_seqiter_trace,
};

static value slot_iter(psvm *vm, value self)
{
    classobj *c = cls_of(self);
    value m = c->special[SP_ITER];
    if (m == V_NONE)
        return vm_err(vm, &exc_TypeError, "'%s' object is not iterable", c->t.name);
    if (!m) {
        if (c->layout->iter)
            return c->layout->iter(vm, self);
        if (c->special[SP_GETITEM]) {
            seqiter *it = (seqiter *)vm_new_obj(vm, &seqgetitem_type, sizeof(seqiter));
            if (!it)
                return V_NULL;
            it->seq = self;
            return v_from_obj(it);
        }
        return vm_err(vm, &exc_TypeError, "'%s' object is not iterable", c->t.name);
    }
    value r = call_special(vm, self, SP_ITER, 0, NULL);
    if (r && !vm_typeof(r)->next)
        return vm_err(vm, &exc_TypeError, "iter() returned non-iterator of type '%s'", vm_type_name(r));
    return r;
}

static value slot_next(psvm *vm, value self)
{
    classobj *c = cls_of(self);
    if (!c->special[SP_NEXT]) {
        if (c->layout->next)
            return c->layout->next(vm, self);
        return vm_err(vm, &exc_TypeError, "'%s' object is not an iterator", c->t.name);
    }
    value r = call_special(vm, self, SP_NEXT, 0, NULL);
    if (!r && vm_err_occurred_is(vm, &exc_StopIteration)) {
        vm->exc = V_NULL;
        return V_STOP;
    }
    return r;
}

static value slot_getitem(psvm *vm, value self, value k)
{
    classobj *c = cls_of(self);
    if (c->special[SP_GETITEM])
        return call_special(vm, self, SP_GETITEM, 1, &k);
    if (!c->layout->getitem)
        return vm_err(vm, &exc_TypeError, "'%s' object is not subscriptable", c->t.name);
    if (c->special[SP_MISSING] && c->layout == &dict_type) {
        /* defaultdict, Counter: a miss goes to __missing__ without making
         * the KeyError it would throw away */
        value v = dict_get(vm, self, k);
        return v || vm->exc ? v : call_special(vm, self, SP_MISSING, 1, &k);
    }
    value r = c->layout->getitem(vm, self, k);
    if (!r && c->special[SP_MISSING] && c->layout == &dict_type && vm_err_occurred_is(vm, &exc_KeyError)) {
        vm->exc = V_NULL;
        return call_special(vm, self, SP_MISSING, 1, &k);
    }
    return r;
}

static int slot_setitem(psvm *vm, value self, value k, value v)
{
    classobj *c = cls_of(self);
    int sp = v ? SP_SETITEM : SP_DELITEM;
    if (c->special[sp]) {
        value args[2] = {k, v};
        value r = call_special(vm, self, sp, v ? 2 : 1, args);
        return r ? 0 : -1;
    }
    if (!c->layout->setitem) {
        /* the class defines the other of __setitem__/__delitem__: CPython's
         * slot looks this one up and fails */
        vm_err(vm, &exc_AttributeError, "%s", v ? "__setitem__" : "__delitem__");
        return -1;
    }
    return c->layout->setitem(vm, self, k, v);
}

static int slot_contains(psvm *vm, value self, value x)
{
    classobj *c = cls_of(self);
    if (c->special[SP_CONTAINS] == V_NONE) {
        vm_err(vm, &exc_TypeError, "'%s' object is not a container", c->t.name);
        return -1;
    }
    if (c->special[SP_CONTAINS]) {
        value r = call_special(vm, self, SP_CONTAINS, 1, &x);
        return r ? vm_truth(vm, r) : -1;
    }
    if (c->layout->contains)
        return c->layout->contains(vm, self, x);
    /* by iteration (vm_contains' own fallback), with the class's __iter__
     * or __getitem__ */
    if (!c->special[SP_ITER] && !c->special[SP_GETITEM] && !c->layout->iter) {
        vm_err(vm, &exc_TypeError, "argument of type '%s' is not iterable", c->t.name);
        return -1;
    }
    value it = slot_iter(vm, self);
    if (!it) {
        /* CPython says so for any TypeError of getting the iterator
         * (__iter__ = None, a non-iterator returned, one raised) */
        if (vm_err_occurred_is(vm, &exc_TypeError)) {
            vm->exc = V_NULL;
            vm_err(vm, &exc_TypeError, "argument of type '%s' is not iterable", c->t.name);
        }
        return -1;
    }
    vm_root_push(vm, it);
    int found = 0;
    for (;;) {
        value y = vm_next(vm, it);
        if (!y) {
            found = -1;
            break;
        }
        if (y == V_STOP)
            break;
        if (!vm_charge(vm, 1)) {
            found = -1;
            break;
        }
        int e = vm_eq(vm, y, x);
        if (e) {
            found = e;
            break;
        }
    }
    vm_root_pop(vm, 1);
    return found;
}

static value slot_call(psvm *vm, value self, int argc, const value *argv, value kw)
{
    classobj *c = cls_of(self);
    value m = c->special[SP_CALL];
    if (!m) {
        if (c->layout->call)
            return c->layout->call(vm, self, argc, argv, kw);
        return vm_err(vm, &exc_TypeError, "'%s' object is not callable", c->t.name);
    }
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    if (v_is_type(m, &func_type)) {
        value *args = vm_alloc(vm, sizeof(value) * (size_t)(argc + nkw + 1));
        if (!args)
            return V_NULL;
        args[0] = self;
        vm_copy(args + 1, argv, sizeof(value) * (size_t)(argc + nkw));
        value r = vm_call(vm, m, argc + 1, args, kw);
        vm_dealloc(vm, args);
        return r;
    }
    vm_root_push(vm, self);
    value f = vm_descr_get(vm, m, self, v_from_obj(c));
    vm_root_pop(vm, 1);
    return f ? vm_call(vm, f, argc, argv, kw) : V_NULL;
}

/* a + b, a += b, and the reflected b.__radd__(a): this slot runs for
 * either operand when its type is a class (vm_binop). */
static value slot_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    const vtype *ta = vm_typeof(a), *tb = vm_typeof(b);
    if (is_heap(ta)) {
        classobj *c = (classobj *)ta;
        if (op & BOP_INPLACE && c->special[SP_IADD + base]) {
            value r = call_special(vm, a, SP_IADD + base, 1, &b);
            if (r != V_NOTIMPLEMENTED)
                return r;
        }
        if (c->special[SP_ADD + base]) {
            value r = call_special(vm, a, SP_ADD + base, 1, &b);
            if (r != V_NOTIMPLEMENTED)
                return r;
        } else if (c->layout->binop) {
            value r = c->layout->binop(vm, op, a, b);
            if (r != V_NOTIMPLEMENTED)
                return r;
        }
    }
    if (is_heap(tb) && tb != ta) {
        classobj *c = (classobj *)tb;
        if (c->special[SP_RADD + base])
            return call_special(vm, b, SP_RADD + base, 1, &a);
        if (c->layout->binop && !is_heap(ta))
            return c->layout->binop(vm, op, a, b);
    }
    return V_NOTIMPLEMENTED;
}

static value slot_unop(psvm *vm, int op, value a)
{
    static const int sps[] = {SP_NEG, SP_POS, SP_INVERT};
    classobj *c = cls_of(a);
    if (c->special[sps[op]])
        return call_special(vm, a, sps[op], 0, NULL);
    if (c->layout->unop)
        return c->layout->unop(vm, op, a);
    return V_NOTIMPLEMENTED;
}

/* abs(), int(), float(), round(), __index__ users, format(), reversed():
 * the builtin asks the class first (stdlib/builtins.c). V_NULL with no
 * exception: the class does not define it. */
value class_special_call(psvm *vm, value self, int sp, int argc, const value *argv)
{
    if (!has_special(self, sp))
        return V_NULL;
    return call_special(vm, self, sp, argc, argv);
}

/* ---- instances ----------------------------------------------------------- */

static value *inst_dict_slot(value o)
{
    classobj *c = cls_of(o);
    return c->dict_offset ? (value *)((char *)v_obj(o) + c->dict_offset) : NULL;
}

value inst_dict(psvm *vm, value o)
{
    value *d = inst_dict_slot(o);
    if (!d)
        return V_NULL;
    if (!*d && !(*d = dict_new(vm)))
        return V_NULL;
    return *d;
}

static value inst_getattr_raw(psvm *vm, value o, value name)
{
    classobj *c = cls_of(o);
    value attr = class_lookup(vm, &c->t, name);
    if (attr && class_is_data_descr(attr))
        return vm_descr_get(vm, attr, o, v_from_obj(c));
    value *d = inst_dict_slot(o);
    if (d && *d) {
        value v = dict_get_str(vm, *d, name);
        if (v)
            return v;
    }
    if (d && str_eq_cstr(name, "__dict__"))
        return inst_dict(vm, o);
    if (attr)
        return vm_descr_get(vm, attr, o, v_from_obj(c));
    if (str_eq_cstr(name, "__class__"))
        return v_from_obj(c);
    if (c->layout->getattr && c->layout != &object_type) {
        value r = c->layout->getattr(vm, o, name);
        if (r || vm->exc)
            return r;
    }
    return V_NULL;
}

/* o.name on an instance; V_NULL without an exception when it has none
 * (vm_getattr_opt), after __getattr__ had its turn. */
value inst_getattr(psvm *vm, value o, value name)
{
    value r = inst_getattr_raw(vm, o, name);
    if (r || vm->exc) {
        if (!r && cls_of(o)->special[SP_GETATTR] && vm_err_occurred_is(vm, &exc_AttributeError))
            vm->exc = V_NULL;
        else
            return r;
    }
    if (cls_of(o)->special[SP_GETATTR])
        return call_special(vm, o, SP_GETATTR, 1, &name);
    return V_NULL;
}

/* object.__setattr__: descriptors, __slots__, then the instance dict. */
int inst_setattr_generic(psvm *vm, value o, value name, value v)
{
    classobj *c = cls_of(o);
    value attr = class_lookup(vm, &c->t, name);
    if (attr && v_is_type(attr, &property_type))
        return property_set(vm, attr, o, v, c);
    const vtype *at = attr ? vm_typeof(attr) : NULL;
    if (at && is_heap(at)) {
        const classobj *dc = (const classobj *)(const void *)at;
        int sp = v ? SP_SET : SP_DELETE;
        if (dc->special[sp]) {
            value args[3] = {attr, o, v};
            vm_root_push(vm, attr);
            value r = vm_call(vm, dc->special[sp], v ? 3 : 2, args, V_NULL);
            vm_root_pop(vm, 1);
            return r ? 0 : -1;
        }
    }
    if (attr && v_is_type(attr, &slotdescr_type)) {
        slotdescr *sd = (slotdescr *)v_obj(attr);
        if (!vm_isinstance_type(o, AS_TYPE(sd->owner))) {
            vm_err(vm, &exc_TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                   str_cstr(sd->name), AS_TYPE(sd->owner)->name, c->t.name);
            return -1;
        }
        value *slot = (value *)((char *)v_obj(o) + sd->offset);
        if (!v && *slot == V_UNBOUND) {
            vm_err(vm, &exc_AttributeError, "'%s' object has no attribute '%s'", c->t.name, str_cstr(name));
            return -1;
        }
        *slot = v ? v : V_UNBOUND;
        return 0;
    }
    value *d = inst_dict_slot(o);
    if (!d) {
        if (attr && !v)
            vm_err(vm, &exc_AttributeError, "'%s' object attribute '%s' is read-only", c->t.name, str_cstr(name));
        else
            vm_err(vm, &exc_AttributeError, "'%s' object has no attribute '%s'", c->t.name, str_cstr(name));
        return -1;
    }
    if (str_eq_cstr(name, "__dict__")) {
        if (!v || !v_is_dict(v)) {
            vm_err(vm, &exc_TypeError, "__dict__ must be set to a dictionary, not a '%s'", v ? vm_type_name(v) : "NoneType");
            return -1;
        }
        *d = v;
        return 0;
    }
    if (str_eq_cstr(name, "__class__")) {
        vm_err(vm, &exc_TypeError, "pysafe does not support assigning __class__");
        return -1;
    }
    if (c->layout != &object_type && (c->layout->tflags & TF_EXC)) {
        /* the exception's own attributes (args, __cause__ ...) first */
        static const char *const own[] = {"args", "__cause__", "__context__", "__suppress_context__",
                                          "__traceback__", "__notes__"};
        for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
            if (str_eq_cstr(name, own[i]))
                return exc_setattr(vm, o, name, v);
    }
    if (!v) {
        int r = *d ? dict_del(vm, *d, name) : 1;
        if (r > 0)
            vm_err(vm, &exc_AttributeError, "'%s' object has no attribute '%s'", c->t.name, str_cstr(name));
        return r ? -1 : 0;
    }
    if (!*d && !(*d = dict_new(vm)))
        return -1;
    return dict_set(vm, *d, name, v);
}

int inst_setattr(psvm *vm, value o, value name, value v)
{
    classobj *c = cls_of(o);
    int sp = v ? SP_SETATTR : SP_DELATTR;
    if (c->special[sp]) {
        value args[2] = {name, v};
        value r = call_special(vm, o, sp, v ? 2 : 1, args);
        return r ? 0 : -1;
    }
    return inst_setattr_generic(vm, o, name, v);
}

static void inst_trace(gc_state *gc, obj *o)
{
    const classobj *c = (const classobj *)o->type;
    gc_mark_obj(gc, (obj *)&c->t.h);
    if (c->layout->trace)
        c->layout->trace(gc, o);
    if (c->dict_offset)
        gc_mark_value(gc, *(value *)((char *)o + c->dict_offset));
    if (c->basicsize > c->slots_offset_all)
        for (value *p = (value *)((char *)o + c->slots_offset_all); (char *)p < (char *)o + c->basicsize; p++)
            gc_mark_value(gc, *p);
}

static void inst_free(psvm *vm, obj *o)
{
    const classobj *c = (const classobj *)o->type;
    if (c->layout->free)
        c->layout->free(vm, o);
}

/* A new instance of c, its layout's fields empty (a list or dict subclass
 * starts empty, an exception with the given args). */
value class_alloc(psvm *vm, classobj *c, value args)
{
    if (c->abstract_names)
        return abstract_error(vm, c);
    obj *o = vm_new_obj(vm, &c->t, c->basicsize);
    if (!o)
        return V_NULL;
    for (value *p = (value *)((char *)o + c->slots_offset_all); (char *)p < (char *)o + c->basicsize; p++)
        *p = V_UNBOUND;
    if (c->layout->tflags & TF_EXC) {
        excobj *e = (excobj *)o;
        e->args = args ? args : vm->empty_tuple;
        e->cause = e->context = e->tb = V_NONE;
        e->value = V_NONE;
        if (type_is_sub(&c->t, &exc_StopIteration) && AS_TUPLE(e->args)->len)
            e->value = AS_TUPLE(e->args)->items[0];
    }
    return v_from_obj(o);
}

/* ---- calling a class ----------------------------------------------------- */

/* C(*args, **kw): __new__, then __init__ on what it made when that is an
 * instance of C. */
value class_call(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    classobj *c = AS_CLASS(cls);
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    value inst;
    value newm = c->special[SP_NEW], initm = c->special[SP_INIT];
    if (newm && c->layout->basicsize && v_is_type(newm, &bfunc_type))
        newm = V_NULL; /* the C layout's own __new__: its new_ below, with no call */
    if (newm) {
        value *args = vm_alloc(vm, sizeof(value) * (size_t)(argc + nkw + 1));
        if (!args)
            return V_NULL;
        args[0] = cls;
        vm_copy(args + 1, argv, sizeof(value) * (size_t)(argc + nkw));
        value f = v_is_type(newm, &staticmethod_type) ? ((wrapobj *)v_obj(newm))->fn : newm;
        inst = vm_call(vm, f, argc + 1, args, kw);
        vm_dealloc(vm, args);
        if (!inst)
            return V_NULL;
        if (!vm_isinstance_type(inst, &c->t))
            return inst;
    } else if (c->layout == &tuple_type) {
        /* tuple.__new__(cls, iterable=()) */
        if (nkw)
            return vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", c->t.name);
        if (argc > 1)
            return vm_err(vm, &exc_TypeError, "%s expected at most 1 argument, got %d", c->t.name, argc);
        inst = tuple_new_of(vm, c, argc ? argv[0] : V_NULL);
        if (!inst)
            return V_NULL;
        if (!initm)
            return inst;
    } else if (c->layout->basicsize && c->layout->new_) {
        /* a C type's constructor makes the instance (stdlib/datetime_core.c) */
        inst = c->layout->new_(vm, cls, argc, argv, kw);
        if (!inst || !initm || !vm_isinstance_type(inst, &c->t))
            return inst;
    } else {
        if ((argc || nkw) && !initm && !(c->layout->tflags & TF_EXC) && c->layout != &dict_type &&
            c->layout != &list_type)
            return vm_err(vm, &exc_TypeError, "%s() takes no arguments", c->t.name);
        value args = V_NULL;
        if (c->layout->tflags & TF_EXC) {
            if (nkw && !initm)
                return vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", c->t.name);
            args = tuple_new(vm, argc);
            if (!args)
                return V_NULL;
            vm_copy(AS_TUPLE(args)->items, argv, sizeof(value) * (size_t)argc);
        }
        inst = class_alloc(vm, c, args);
        if (!inst)
            return V_NULL;
    }
    if (!initm) {
        /* the layout's __init__: list(iterable), dict(mapping, **kw) */
        if (c->layout == &list_type || c->layout == &dict_type) {
            vm_root_push(vm, inst);
            value r = layout_init(vm, inst, argc, argv, kw);
            vm_root_pop(vm, 1);
            return r ? inst : V_NULL;
        }
        return inst;
    }
    vm_root_push(vm, inst);
    value *args = vm_alloc(vm, sizeof(value) * (size_t)(argc + nkw + 1));
    value r = V_NULL;
    if (args) {
        args[0] = inst;
        vm_copy(args + 1, argv, sizeof(value) * (size_t)(argc + nkw));
        value f = initm;
        if (!v_is_type(f, &func_type))
            f = vm_descr_get(vm, initm, inst, cls);
        r = f ? (f == initm ? vm_call(vm, f, argc + 1, args, kw) : vm_call(vm, f, argc, args + 1, kw)) : V_NULL;
        vm_dealloc(vm, args);
    }
    vm_root_pop(vm, 1);
    if (!r)
        return V_NULL;
    if (r != V_NONE)
        return vm_err(vm, &exc_TypeError, "__init__() should return None, not '%s'", vm_type_name(r));
    return inst;
}

/* list(iterable) and dict(mapping, **kw) for a subclass that keeps its
 * base's __init__: the base type's own constructor's work. */
value layout_init(psvm *vm, value self, int argc, const value *argv, value kw)
{
    const vtype *l = cls_of(self)->layout;
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    if (l == &list_type) {
        if (nkw)
            return vm_err(vm, &exc_TypeError, "list() takes no keyword arguments");
        if (argc > 1)
            return vm_err(vm, &exc_TypeError, "list expected at most 1 argument, got %d", argc);
        if (argc == 1 && list_extend(vm, self, argv[0]) < 0)
            return V_NULL;
        return V_NONE;
    }
    if (l == &dict_type) {
        if (argc > 1)
            return vm_err(vm, &exc_TypeError, "dict expected at most 1 argument, got %d", argc);
        if (argc == 1 && dict_update_from(vm, self, argv[0]) < 0)
            return V_NULL;
        for (int i = 0; i < nkw; i++)
            if (dict_set(vm, self, AS_TUPLE(kw)->items[i], argv[argc + i]) < 0)
                return V_NULL;
        return V_NONE;
    }
    return V_NONE;
}

/* ---- the slots a class has ------------------------------------------------ */

/* Every slot that always dispatches (it has CPython's default for an
 * object), set once when the class is made. */
void class_set_slots(classobj *c)
{
    c->t.repr = slot_repr;
    c->t.str = slot_str;
    c->t.hash = slot_hash;
    c->t.richcompare = slot_richcompare;
    c->t.truth = slot_truth;
    c->t.binop = slot_binop;
    c->t.unop = slot_unop;
    c->t.trace = inst_trace;
    c->t.free = inst_free;
}

/* The slots whose presence says what an object can do (iterable, an
 * iterator, callable, sized, subscriptable): set when the class or its
 * layout provides the operation, so the built-ins' "is it iterable?"
 * tests see the truth. Again after a special method is added or removed. */
void class_update_slots(classobj *c)
{
    const vtype *l = c->layout;
    c->t.len = c->special[SP_LEN] || l->len ? slot_len : NULL;
    c->t.iter = c->special[SP_ITER] || c->special[SP_GETITEM] || l->iter ? slot_iter : NULL;
    c->t.next = c->special[SP_NEXT] || l->next ? slot_next : NULL;
    c->t.getitem = c->special[SP_GETITEM] || l->getitem ? slot_getitem : NULL;
    c->t.setitem = c->special[SP_SETITEM] || c->special[SP_DELITEM] || l->setitem ? slot_setitem : NULL;
    c->t.contains = c->special[SP_CONTAINS] || c->t.iter || l->contains ? slot_contains : NULL;
    c->t.call = c->special[SP_CALL] || l->call ? slot_call : NULL;
    /* a C layout's comparison itself when no class defines one (datetime's
     * sort: no dispatch through the specials per compare) */
    bool cmp = false;
    for (int sp = SP_EQ; sp <= SP_GE; sp++)
        cmp = cmp || c->special[sp];
    c->t.richcompare = l->basicsize && l->richcompare && !cmp ? l->richcompare : slot_richcompare;
}

void class_update_slots_tree(classobj *c)
{
    class_update_slots(c);
    if (c->subclasses) {
        listobj *l = AS_LIST(c->subclasses);
        for (int64_t i = 0; i < l->len; i++)
            class_update_slots_tree(AS_CLASS(l->items[i]));
    }
}

/* ---- abstract methods (abc) ----------------------------------------------- */

static bool is_abstract(psvm *vm, value v)
{
    if (v_is_type(v, &func_type))
        return AS_FUNC(v)->abstract;
    if (v_is_type(v, &staticmethod_type) || v_is_type(v, &classmethod_type))
        return is_abstract(vm, ((wrapobj *)v_obj(v))->fn);
    if (v_is_type(v, &property_type)) {
        propobj *p = (propobj *)v_obj(v);
        return (p->fget && is_abstract(vm, p->fget)) || (p->fset && is_abstract(vm, p->fset)) ||
               (p->fdel && is_abstract(vm, p->fdel));
    }
    return false;
}

/* The names whose value along the MRO is still abstract, sorted (the
 * message lists them so), or V_NULL when there are none. */
int class_find_abstract(psvm *vm, classobj *c)
{
    value names = list_new(vm, 0);
    if (!names)
        return -1;
    vm_root_push(vm, names);
    tupleobj *mro = AS_TUPLE(c->mro);
    int rc = 0;
    for (int64_t i = 0; i < mro->len && rc == 0; i++) {
        const vtype *t = AS_TYPE(mro->items[i]);
        if (!is_heap(t))
            break;
        int64_t pos = 0;
        value k, v;
        /* a name is abstract if the first class that defines it (the
         * lookup) gives an abstract value */
        while (dict_next(((const classobj *)t)->dict, &pos, &k, &v)) {
            value found = class_lookup(vm, &c->t, k);
            if (found != v || !is_abstract(vm, v))
                continue;
            bool dup = false;
            for (int64_t j = 0; j < AS_LIST(names)->len; j++)
                if (str_eq(AS_LIST(names)->items[j], k))
                    dup = true;
            if (!dup && list_append(vm, names, k) < 0)
                rc = -1;
        }
    }
    if (rc == 0 && AS_LIST(names)->len) {
        if (list_sort(vm, names, V_NONE, false) < 0)
            rc = -1;
        else
            c->abstract_names = tuple_from_iter(vm, names);
        if (!c->abstract_names)
            rc = -1;
    }
    vm_root_pop(vm, 1);
    return rc;
}

value abstract_error(psvm *vm, classobj *c)
{
    tupleobj *names = AS_TUPLE(c->abstract_names);
    sbuf b;
    sb_init(&b, vm);
    for (int64_t i = 0; i < names->len; i++) {
        if (i)
            sb_adds(&b, ", ");
        sb_adds(&b, str_cstr(names->items[i]));
    }
    value s = sb_finish(&b);
    if (!s)
        return V_NULL;
    return vm_err(vm, &exc_TypeError, "Can't instantiate abstract class %s with abstract method%s %s", c->t.name,
                  names->len == 1 ? "" : "s", str_cstr(s));
}

/* A class-level operation of a class that has the protocol of its meta
 * (class_build): the meta's special method sp called with the class as its
 * first argument. V_NULL without an exception when there is none. */
value class_meta_call(psvm *vm, value cls, int sp, int argc, const value *argv, value kw)
{
    if (!v_is_class(cls) || !AS_CLASS(cls)->meta)
        return V_NULL;
    classobj *m = AS_CLASS(AS_CLASS(cls)->meta);
    value f = m->special[sp];
    if (!f)
        return V_NULL;
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    value *args = vm_alloc(vm, sizeof(value) * (size_t)(argc + nkw + 1));
    if (!args)
        return V_NULL;
    args[0] = cls;
    vm_copy(args + 1, argv, sizeof(value) * (size_t)(argc + nkw));
    value r = v_is_type(f, &func_type) ? vm_call(vm, f, argc + 1, args, kw) : V_NULL;
    if (!v_is_type(f, &func_type)) {
        value b = vm_descr_get(vm, f, cls, v_from_obj(&m->t.h));
        r = b ? vm_call(vm, b, argc, args + 1, kw) : V_NULL;
    }
    vm_dealloc(vm, args);
    if (!r && !vm->exc)
        vm_err(vm, &exc_SystemError, "class protocol call failed");
    return r;
}

/* An instance of a class deriving from tuple, holding the items of src
 * (V_NULL: none): tuple.__new__(cls, src). */
value tuple_new_of(psvm *vm, classobj *c, value src)
{
    value items = src ? tuple_from_iter(vm, src) : vm->empty_tuple;
    if (!items)
        return V_NULL;
    vm_root_push(vm, items);
    int64_t n = AS_TUPLE(items)->len;
    tupleobj *t = NULL;
    if (vm_reserve_items(vm, n, sizeof(value)))
        t = (tupleobj *)vm_new_obj(vm, &c->t, sizeof(tupleobj) + (size_t)n * sizeof(value));
    vm_root_pop(vm, 1);
    if (!t)
        return V_NULL;
    t->len = n;
    t->hash = -1;
    vm_copy(t->items, AS_TUPLE(items)->items, (size_t)n * sizeof(value));
    return v_from_obj(t);
}
