/*
 * heapq.c - the `_heapq` module: the heap operations on a list that
 * stdlib/py/heapq.py re-exports (heappush, heappop, heapify, heapreplace,
 * heappushpop, and the max-heap helpers its nlargest and merge use).
 *
 * The sifts are CPython's (Modules/_heapqmodule.c: siftup moves the
 * smaller child up to a leaf, then siftdown bubbles the item back), so a
 * heap list comes out item for item as CPython's, and the comparisons are
 * the same calls of `<`. A comparison may run a class's __lt__, which may
 * change the list: its size is checked after every one, as CPython does.
 */
#include "stdlib/functional_modules.h"

static value list_changed(psvm *vm) { return vm_err(vm, &exc_RuntimeError, "list changed size during iteration"); }

/* a < b, or (max heap) b < a */
static int less(psvm *vm, value a, value b, bool max)
{
    return max ? vm_compare_bool(vm, b, a, CMP_LT) : vm_compare_bool(vm, a, b, CMP_LT);
}

static int siftdown(psvm *vm, value heap, int64_t start, int64_t pos, bool max)
{
    listobj *l = AS_LIST(heap);
    int64_t size = l->len;
    while (pos > start) {
        int64_t parentpos = (pos - 1) >> 1;
        value item = l->items[pos], parent = l->items[parentpos];
        vm_root_push(vm, item);
        vm_root_push(vm, parent);
        int lt = less(vm, item, parent, max);
        vm_root_pop(vm, 2);
        if (lt < 0 || !vm_charge(vm, 1))
            return -1;
        if (size != l->len) {
            list_changed(vm);
            return -1;
        }
        if (!lt)
            break;
        parent = l->items[parentpos];
        l->items[parentpos] = l->items[pos];
        l->items[pos] = parent;
        pos = parentpos;
    }
    return 0;
}

static int siftup(psvm *vm, value heap, int64_t pos, bool max)
{
    listobj *l = AS_LIST(heap);
    int64_t end = l->len, start = pos, limit = end >> 1;
    while (pos < limit) {
        int64_t child = 2 * pos + 1;
        if (child + 1 < end) {
            value a = l->items[child], b = l->items[child + 1];
            vm_root_push(vm, a);
            vm_root_push(vm, b);
            int lt = less(vm, a, b, max);
            vm_root_pop(vm, 2);
            if (lt < 0 || !vm_charge(vm, 1))
                return -1;
            child += !lt;
            if (end != l->len) {
                list_changed(vm);
                return -1;
            }
        }
        value t = l->items[child];
        l->items[child] = l->items[pos];
        l->items[pos] = t;
        pos = child;
    }
    return siftdown(vm, heap, start, pos, max);
}

/* CPython's words: "heappush() argument 1 must be list, not int" (arg is
 * "argument 1" for the functions of two arguments, "argument" otherwise) */
static bool is_heap_list(psvm *vm, value v, const char *fn, const char *arg)
{
    if (v_is_list_like(v))
        return true;
    vm_err(vm, &exc_TypeError, "%s() %s must be list, not %s", fn, arg, v == V_NONE ? "None" : vm_type_name(v));
    return false;
}

#define HFN(fn) static value fn(psvm *vm, value self, int argc, const value *argv, value kw)

static value args2(psvm *vm, const char *name, int argc, value kw)
{
    if (kw && AS_TUPLE(kw)->len)
        return vm_err(vm, &exc_TypeError, "_heapq.%s() takes no keyword arguments", name);
    return vm_err(vm, &exc_TypeError, "%s expected 2 arguments, got %d", name, argc);
}

static value args1(psvm *vm, const char *name, int argc, value kw)
{
    if (kw && AS_TUPLE(kw)->len)
        return vm_err(vm, &exc_TypeError, "_heapq.%s() takes no keyword arguments", name);
    return vm_err(vm, &exc_TypeError, "_heapq.%s() takes exactly one argument (%d given)", name, argc);
}

#define CHECK2(name)                                \
    (void)self;                                     \
    if (argc != 2 || (kw && AS_TUPLE(kw)->len))     \
        return args2(vm, name, argc, kw);
#define CHECK1(name)                                \
    (void)self;                                     \
    if (argc != 1 || (kw && AS_TUPLE(kw)->len))     \
        return args1(vm, name, argc, kw);

HFN(m_heappush)
{
    CHECK2("heappush")
    if (!is_heap_list(vm, argv[0], "heappush", "argument 1"))
        return V_NULL;
    if (list_append(vm, argv[0], argv[1]) < 0)
        return V_NULL;
    return siftdown(vm, argv[0], 0, AS_LIST(argv[0])->len - 1, false) < 0 ? V_NULL : V_NONE;
}

static value pop(psvm *vm, value heap, bool max)
{
    listobj *l = AS_LIST(heap);
    if (l->len == 0)
        return vm_err(vm, &exc_IndexError, "index out of range");
    value last = l->items[--l->len];
    if (l->len == 0)
        return last;
    value r = l->items[0];
    l->items[0] = last;
    vm_root_push(vm, r);
    int rc = siftup(vm, heap, 0, max);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : r;
}

HFN(m_heappop)
{
    CHECK1("heappop")
    if (!is_heap_list(vm, argv[0], "heappop", "argument"))
        return V_NULL;
    return pop(vm, argv[0], false);
}

HFN(m_heappop_max)
{
    CHECK1("_heappop_max")
    if (!is_heap_list(vm, argv[0], "_heappop_max", "argument"))
        return V_NULL;
    return pop(vm, argv[0], true);
}

static value replace(psvm *vm, value heap, value item, bool max)
{
    listobj *l = AS_LIST(heap);
    if (l->len == 0)
        return vm_err(vm, &exc_IndexError, "index out of range");
    value r = l->items[0];
    l->items[0] = item;
    vm_root_push(vm, r);
    int rc = siftup(vm, heap, 0, max);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : r;
}

HFN(m_heapreplace)
{
    CHECK2("heapreplace")
    if (!is_heap_list(vm, argv[0], "heapreplace", "argument 1"))
        return V_NULL;
    return replace(vm, argv[0], argv[1], false);
}

HFN(m_heapreplace_max)
{
    CHECK2("_heapreplace_max")
    if (!is_heap_list(vm, argv[0], "_heapreplace_max", "argument 1"))
        return V_NULL;
    return replace(vm, argv[0], argv[1], true);
}

HFN(m_heappushpop)
{
    CHECK2("heappushpop")
    value heap = argv[0], item = argv[1];
    if (!is_heap_list(vm, heap, "heappushpop", "argument 1"))
        return V_NULL;
    if (AS_LIST(heap)->len == 0)
        return item;
    value top = AS_LIST(heap)->items[0];
    vm_root_push(vm, top);
    int lt = vm_compare_bool(vm, top, item, CMP_LT);
    vm_root_pop(vm, 1);
    if (lt < 0)
        return V_NULL;
    if (!lt)
        return item;
    return replace(vm, heap, item, false);
}

static value heapify(psvm *vm, value heap, bool max)
{
    /* bottom-up: every node after both of its subtrees, so the result is
     * CPython's whichever of its two visiting orders it would pick */
    for (int64_t i = AS_LIST(heap)->len / 2 - 1; i >= 0; i--)
        if (siftup(vm, heap, i, max) < 0)
            return V_NULL;
    return V_NONE;
}

HFN(m_heapify)
{
    CHECK1("heapify")
    if (!is_heap_list(vm, argv[0], "heapify", "argument"))
        return V_NULL;
    return heapify(vm, argv[0], false);
}

HFN(m_heapify_max)
{
    CHECK1("_heapify_max")
    if (!is_heap_list(vm, argv[0], "_heapify_max", "argument"))
        return V_NULL;
    return heapify(vm, argv[0], true);
}

static const bfunc funcs[] = {
    BFUNC("heappush", m_heappush),
    BFUNC("heappop", m_heappop),
    BFUNC("heapreplace", m_heapreplace),
    BFUNC("heappushpop", m_heappushpop),
    BFUNC("heapify", m_heapify),
    BFUNC("_heappop_max", m_heappop_max),
    BFUNC("_heapreplace_max", m_heapreplace_max),
    BFUNC("_heapify_max", m_heapify_max),
    BFUNC_END,
};

value heapq_helpers_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_heapq");
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
