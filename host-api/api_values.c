/*
 * api_values.c - value handles: the table that makes them GC roots, the
 * constructors and the type-checked accessors.
 *
 * A handle is an index into the sandbox's slot table plus the slot's
 * generation and the sandbox's tag (api_internal.h), so every way a host
 * can get a handle wrong - released, stale, from another sandbox, made up -
 * is caught by comparing integers, never by reading freed memory.
 */
#include <stdlib.h>
#include <string.h>

#include <mimalloc.h>

#include "api_internal.h"

/* ---- the handle table --------------------------------------------------- */

ps_value h_new(ps_vm *s, value v, bool scoped)
{
    uint32_t i;
    if (s->free_head != UINT32_MAX) {
        i = s->free_head;
        s->free_head = s->slots[i].next;
    } else {
        if (s->nslots == s->cap) {
            if (s->cap == H_MAX_SLOTS) {
                api_misuse(s, "too many live handles (%u): release the ones you are done with", (unsigned)H_MAX_SLOTS);
                return 0;
            }
            uint32_t cap = s->cap < 32 ? 64 : s->cap * 2;
            if (cap > H_MAX_SLOTS)
                cap = H_MAX_SLOTS;
            bool inline_slots = s->slots == s->slots0;
            hslot *p = vm_host_block(mi_realloc(inline_slots ? NULL : s->slots, cap * sizeof *p));
            if (!p) {
                api_misuse(s, "out of host memory for handles");
                return 0;
            }
            if (inline_slots)
                memcpy(p, s->slots0, sizeof s->slots0);
            s->slots = p;
            s->cap = cap;
        }
        i = s->nslots++;
        s->slots[i].gen = 1;
    }
    s->slots[i].v = v;
    s->live++;
    ps_value h = ((uint64_t)s->tag << (H_INDEX_BITS + H_GEN_BITS)) |
                 ((uint64_t)(s->slots[i].gen & 0xFFFF) << H_INDEX_BITS) | i;
    if (scoped && s->in_callback) {
        if (s->nscope == s->scope_cap) {
            size_t cap = s->scope_cap ? s->scope_cap * 2 : 32;
            ps_value *p = vm_host_block(mi_realloc(s->scope, cap * sizeof *p));
            if (!p) {
                h_release(s, h);
                api_misuse(s, "out of host memory for handles");
                return 0;
            }
            s->scope = p;
            s->scope_cap = cap;
        }
        s->scope[s->nscope++] = h;
    }
    return h;
}

static hslot *h_slot(ps_vm *s, ps_value h)
{
    if (h == 0) {
        api_misuse(s, "no value (a 0 handle: did a constructor fail?)");
        return NULL;
    }
    if ((uint32_t)(h >> (H_INDEX_BITS + H_GEN_BITS)) != s->tag) {
        api_misuse(s, "handle %#llx does not belong to this sandbox", (unsigned long long)h);
        return NULL;
    }
    uint32_t i = (uint32_t)(h & (H_MAX_SLOTS - 1));
    uint32_t gen = (uint32_t)((h >> H_INDEX_BITS) & 0xFFFF);
    if (i >= s->nslots || (s->slots[i].gen & 0xFFFF) != gen || !s->slots[i].v) {
        api_misuse(s, "handle %#llx was released", (unsigned long long)h);
        return NULL;
    }
    return &s->slots[i];
}

bool h_get(ps_vm *s, ps_value h, value *out)
{
    hslot *sl = h_slot(s, h);
    if (!sl)
        return false;
    *out = sl->v;
    return true;
}

void h_release(ps_vm *s, ps_value h)
{
    uint32_t i = (uint32_t)(h & (H_MAX_SLOTS - 1));
    uint32_t gen = (uint32_t)((h >> H_INDEX_BITS) & 0xFFFF);
    if ((uint32_t)(h >> (H_INDEX_BITS + H_GEN_BITS)) != s->tag || i >= s->nslots ||
        (s->slots[i].gen & 0xFFFF) != gen || !s->slots[i].v)
        return;
    s->slots[i].v = V_NULL;
    s->slots[i].gen++;
    if ((s->slots[i].gen & 0xFFFF) == 0)
        s->slots[i].gen = 1;
    s->slots[i].next = s->free_head;
    s->free_head = i;
    s->live--;
}

void h_trace(gc_state *gc, ps_vm *s)
{
    for (uint32_t i = 0; i < s->nslots; i++)
        gc_mark_value(gc, s->slots[i].v);
}

void h_scope_close(ps_vm *s, size_t mark)
{
    while (s->nscope > mark)
        h_release(s, s->scope[--s->nscope]);
}

void h_free_all(ps_vm *s)
{
    /* a sandbox per script usually has neither: no call for nothing */
    if (s->slots != s->slots0)
        mi_free(s->slots);
    if (s->scope)
        mi_free(s->scope);
    s->slots = s->slots0;
    s->scope = NULL;
    s->nslots = 0;
    s->cap = (uint32_t)(sizeof s->slots0 / sizeof s->slots0[0]);
}

/* A constructor's result: a handle, or 0 with the VM's error taken. */
static ps_value made(ps_vm *s, value v)
{
    if (!v) {
        api_take_error(s, PS_EXCEPTION);
        return 0;
    }
    return h_new(s, v, true);
}

/* ---- handles ------------------------------------------------------------ */

ps_type ps_typeof(ps_vm *s, ps_value h)
{
    CHECK_VM(s, PS_T_INVALID);
    value v;
    if (!h_get(s, h, &v))
        return PS_T_INVALID;
    if (v == V_NONE)
        return PS_T_NONE;
    if (v_is_bool(v))
        return PS_T_BOOL;
    if (v_is_small(v) || v_is_type(v, &int_type))
        return PS_T_INT;
    if (v_is_float(v))
        return PS_T_FLOAT;
    const vtype *t = vm_typeof(v);
    if (t == &str_type) return PS_T_STR;
    if (t == &bytes_type) return PS_T_BYTES;
    if (t == &list_type) return PS_T_LIST;
    if (t == &tuple_type) return PS_T_TUPLE;
    if (t == &dict_type) return PS_T_DICT;
    if (t == &set_type) return PS_T_SET;
    if (t == &frozenset_type) return PS_T_FROZENSET;
    return PS_T_OTHER;
}

ps_value ps_dup(ps_vm *s, ps_value h)
{
    CHECK_VM(s, 0);
    value v;
    if (!h_get(s, h, &v))
        return 0;
    return h_new(s, v, false);
}

ps_status ps_release(ps_vm *s, ps_value h)
{
    CHECK_VM(s, PS_MISUSE);
    if (h == 0)
        return PS_OK;
    if (!h_slot(s, h))
        return PS_MISUSE;
    h_release(s, h);
    return PS_OK;
}

/* ---- constructors ------------------------------------------------------- */

ps_value ps_none(ps_vm *s) { CHECK_VM(s, 0); return h_new(s, V_NONE, true); }
ps_value ps_bool(ps_vm *s, bool b) { CHECK_VM(s, 0); return h_new(s, v_bool(b), true); }
ps_value ps_int(ps_vm *s, int64_t i) { CHECK_VM(s, 0); return made(s, int_from_i64(s->vm, i)); }
ps_value ps_float(ps_vm *s, double d) { CHECK_VM(s, 0); return h_new(s, v_from_float(d), true); }

ps_value ps_int_from_decimal(ps_vm *s, const char *digits, size_t len)
{
    CHECK_VM(s, 0);
    if (!digits) {
        api_misuse(s, "ps_int_from_decimal: digits is NULL");
        return 0;
    }
    size_t i = 0;
    if (i < len && (digits[i] == '-' || digits[i] == '+'))
        i++;
    if (i == len) {
        api_misuse(s, "ps_int_from_decimal: no digits");
        return 0;
    }
    for (; i < len; i++)
        if (digits[i] < '0' || digits[i] > '9') {
            api_misuse(s, "ps_int_from_decimal: '%c' is not a decimal digit", digits[i]);
            return 0;
        }
    return made(s, int_parse(s->vm, digits, (int64_t)len, 10));
}

/* Strict UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF. */
ps_value ps_str(ps_vm *s, const char *utf8, size_t len)
{
    CHECK_VM(s, 0);
    if (!utf8 && len) {
        api_misuse(s, "ps_str: text is NULL");
        return 0;
    }
    if (len && !utf8_valid((const unsigned char *)utf8, len)) {
        api_misuse(s, "ps_str: the text is not valid UTF-8");
        return 0;
    }
    return made(s, str_new(s->vm, len ? utf8 : "", (int64_t)len));
}

ps_value ps_bytes(ps_vm *s, const void *data, size_t len)
{
    CHECK_VM(s, 0);
    if (!data && len) {
        api_misuse(s, "ps_bytes: data is NULL");
        return 0;
    }
    return made(s, bytes_new(s->vm, len ? data : "", (int64_t)len));
}

ps_value ps_list_new(ps_vm *s) { CHECK_VM(s, 0); return made(s, list_new(s->vm, 0)); }
ps_value ps_dict_new(ps_vm *s) { CHECK_VM(s, 0); return made(s, dict_new(s->vm)); }
ps_value ps_set_new(ps_vm *s) { CHECK_VM(s, 0); return made(s, set_new(s->vm, &set_type)); }

/* The values of n handles into out (false: one is bad). */
static bool get_items(ps_vm *s, size_t n, const ps_value *items, value *out)
{
    for (size_t i = 0; i < n; i++)
        if (!h_get(s, items[i], &out[i]))
            return false;
    return true;
}

ps_value ps_tuple_new(ps_vm *s, size_t n, const ps_value *items)
{
    CHECK_VM(s, 0);
    if (n && !items) {
        api_misuse(s, "ps_tuple_new: items is NULL");
        return 0;
    }
    if (n > INT32_MAX) {
        api_misuse(s, "ps_tuple_new: too many items");
        return 0;
    }
    value t = tuple_new(s->vm, (int64_t)n);
    if (!t)
        return made(s, t);
    /* no collection can run here (only at the loop's safepoints) */
    if (!get_items(s, n, items, AS_TUPLE(t)->items)) {
        for (size_t i = 0; i < n; i++)
            AS_TUPLE(t)->items[i] = V_NONE;
        return 0;
    }
    return h_new(s, t, true);
}

ps_value ps_frozenset_new(ps_vm *s, size_t n, const ps_value *items)
{
    CHECK_VM(s, 0);
    if (n && !items) {
        api_misuse(s, "ps_frozenset_new: items is NULL");
        return 0;
    }
    value fs = set_new(s->vm, &frozenset_type);
    if (!fs)
        return made(s, fs);
    for (size_t i = 0; i < n; i++) {
        value x;
        if (!h_get(s, items[i], &x))
            return 0;
        if (set_add(s->vm, fs, x) < 0)
            return made(s, V_NULL);
    }
    return h_new(s, fs, true);
}

/* The value of h if it has type t, else a misuse. */
static bool get_typed(ps_vm *s, ps_value h, const vtype *t, const char *fn, value *out)
{
    if (!h_get(s, h, out))
        return false;
    if (vm_typeof(*out) != t) {
        api_misuse(s, "%s: expected %s, got %s", fn, t->name, vm_type_name(*out));
        return false;
    }
    return true;
}

ps_status ps_list_append(ps_vm *s, ps_value list, ps_value item)
{
    CHECK_VM(s, PS_MISUSE);
    value l, x;
    if (!get_typed(s, list, &list_type, "ps_list_append", &l) || !h_get(s, item, &x))
        return PS_MISUSE;
    if (list_append(s->vm, l, x) < 0)
        return api_take_error(s, PS_EXCEPTION);
    return PS_OK;
}

ps_status ps_dict_set(ps_vm *s, ps_value dict, ps_value key, ps_value val)
{
    CHECK_VM(s, PS_MISUSE);
    value d, k, v;
    if (!get_typed(s, dict, &dict_type, "ps_dict_set", &d) || !h_get(s, key, &k) || !h_get(s, val, &v))
        return PS_MISUSE;
    if (dict_set(s->vm, d, k, v) < 0)
        return api_take_error(s, PS_EXCEPTION);
    return PS_OK;
}

ps_status ps_set_add(ps_vm *s, ps_value set, ps_value item)
{
    CHECK_VM(s, PS_MISUSE);
    value st, x;
    if (!get_typed(s, set, &set_type, "ps_set_add", &st) || !h_get(s, item, &x))
        return PS_MISUSE;
    if (set_add(s->vm, st, x) < 0)
        return api_take_error(s, PS_EXCEPTION);
    return PS_OK;
}

/* ---- accessors ---------------------------------------------------------- */

ps_status ps_to_bool(ps_vm *s, ps_value h, bool *out)
{
    CHECK_VM(s, PS_MISUSE);
    value v;
    if (!out)
        return api_misuse(s, "ps_to_bool: out is NULL");
    if (!get_typed(s, h, &bool_type, "ps_to_bool", &v))
        return PS_MISUSE;
    *out = v == V_TRUE;
    return PS_OK;
}

static bool is_int(value v) { return v_is_small(v) || v_is_bool(v) || v_is_type(v, &int_type); }

ps_status ps_to_int64(ps_vm *s, ps_value h, int64_t *out)
{
    CHECK_VM(s, PS_MISUSE);
    value v;
    if (!out)
        return api_misuse(s, "ps_to_int64: out is NULL");
    if (!h_get(s, h, &v))
        return PS_MISUSE;
    if (!is_int(v))
        return api_misuse(s, "ps_to_int64: expected int, got %s", vm_type_name(v));
    if (int_as_i64(s->vm, v, out) < 0) {
        s->vm->exc = V_NULL;
        api_misuse(s, "ps_to_int64: the int does not fit in 64 bits (ps_int_decimal gives its digits)");
        return PS_RANGE;
    }
    return PS_OK;
}

ps_status ps_int_decimal(ps_vm *s, ps_value h, ps_value *str_out)
{
    CHECK_VM(s, PS_MISUSE);
    value v;
    if (!str_out)
        return api_misuse(s, "ps_int_decimal: out is NULL");
    *str_out = 0;
    if (!h_get(s, h, &v))
        return PS_MISUSE;
    if (!is_int(v))
        return api_misuse(s, "ps_int_decimal: expected int, got %s", vm_type_name(v));
    if (v_is_bool(v))
        v = v_from_small(v == V_TRUE);
    value r = int_repr(s->vm, v);
    if (!r)
        return api_take_error(s, PS_EXCEPTION);
    *str_out = h_new(s, r, true);
    return *str_out ? PS_OK : PS_MISUSE;
}

ps_status ps_to_double(ps_vm *s, ps_value h, double *out)
{
    CHECK_VM(s, PS_MISUSE);
    value v;
    if (!out)
        return api_misuse(s, "ps_to_double: out is NULL");
    if (!h_get(s, h, &v))
        return PS_MISUSE;
    if (!v_is_float(v))
        return api_misuse(s, "ps_to_double: expected float, got %s", vm_type_name(v));
    *out = v_float(v);
    return PS_OK;
}

ps_status ps_to_str(ps_vm *s, ps_value h, const char **utf8, size_t *len)
{
    CHECK_VM(s, PS_MISUSE);
    value v;
    if (!utf8)
        return api_misuse(s, "ps_to_str: out is NULL");
    if (!get_typed(s, h, &str_type, "ps_to_str", &v))
        return PS_MISUSE;
    *utf8 = str_cstr(v); /* NUL-terminated for as long as the handle lives */
    if (len)
        *len = (size_t)AS_STR(v)->len;
    return PS_OK;
}

ps_status ps_to_bytes(ps_vm *s, ps_value h, const void **data, size_t *len)
{
    CHECK_VM(s, PS_MISUSE);
    value v;
    if (!data)
        return api_misuse(s, "ps_to_bytes: out is NULL");
    if (!get_typed(s, h, &bytes_type, "ps_to_bytes", &v))
        return PS_MISUSE;
    bytesobj *b = (bytesobj *)v_obj(v);
    *data = b->data;
    if (len)
        *len = (size_t)b->len;
    return PS_OK;
}

ps_status ps_len(ps_vm *s, ps_value h, size_t *out)
{
    CHECK_VM(s, PS_MISUSE);
    value v;
    if (!out)
        return api_misuse(s, "ps_len: out is NULL");
    if (!h_get(s, h, &v))
        return PS_MISUSE;
    const vtype *t = vm_typeof(v);
    if (t == &str_type) *out = (size_t)AS_STR(v)->cplen;
    else if (t == &bytes_type) *out = (size_t)((bytesobj *)v_obj(v))->len;
    else if (t == &list_type) *out = (size_t)AS_LIST(v)->len;
    else if (t == &tuple_type) *out = (size_t)AS_TUPLE(v)->len;
    else if (t == &dict_type) *out = (size_t)AS_DICT(v)->used;
    else if (t == &set_type || t == &frozenset_type) *out = (size_t)AS_SET(v)->used;
    else return api_misuse(s, "ps_len: %s has no length here", t->name);
    return PS_OK;
}

ps_status ps_get_index(ps_vm *s, ps_value seq, size_t i, ps_value *out)
{
    CHECK_VM(s, PS_MISUSE);
    value v;
    if (!out)
        return api_misuse(s, "ps_get_index: out is NULL");
    *out = 0;
    if (!h_get(s, seq, &v))
        return PS_MISUSE;
    value x;
    if (v_is_list(v)) {
        if (i >= (size_t)AS_LIST(v)->len)
            return api_misuse(s, "ps_get_index: index %zu out of range (len %lld)", i, (long long)AS_LIST(v)->len);
        x = AS_LIST(v)->items[i];
    } else if (v_is_tuple(v)) {
        if (i >= (size_t)AS_TUPLE(v)->len)
            return api_misuse(s, "ps_get_index: index %zu out of range (len %lld)", i, (long long)AS_TUPLE(v)->len);
        x = AS_TUPLE(v)->items[i];
    } else
        return api_misuse(s, "ps_get_index: expected list or tuple, got %s", vm_type_name(v));
    *out = h_new(s, x, true);
    return *out ? PS_OK : PS_MISUSE;
}

ps_status ps_dict_get(ps_vm *s, ps_value dict, ps_value key, ps_value *out)
{
    CHECK_VM(s, PS_MISUSE);
    value d, k;
    if (!out)
        return api_misuse(s, "ps_dict_get: out is NULL");
    *out = 0;
    if (!get_typed(s, dict, &dict_type, "ps_dict_get", &d) || !h_get(s, key, &k))
        return PS_MISUSE;
    s->vm->exc = V_NULL;
    value v = dict_get(s->vm, d, k);
    if (!v)
        return s->vm->exc ? api_take_error(s, PS_EXCEPTION) : PS_NOT_FOUND;
    *out = h_new(s, v, true);
    return *out ? PS_OK : PS_MISUSE;
}

bool ps_dict_next(ps_vm *s, ps_value dict, size_t *pos, ps_value *key, ps_value *val)
{
    CHECK_VM(s, false);
    value d;
    if (!pos) {
        api_misuse(s, "ps_dict_next: pos is NULL");
        return false;
    }
    if (!get_typed(s, dict, &dict_type, "ps_dict_next", &d))
        return false;
    int64_t p = *pos > (size_t)INT64_MAX ? INT64_MAX : (int64_t)*pos;
    value k, v;
    if (!dict_next(d, &p, &k, &v))
        return false;
    *pos = (size_t)p;
    if (key)
        *key = h_new(s, k, true);
    if (val)
        *val = h_new(s, v, true);
    return true;
}

bool ps_set_next(ps_vm *s, ps_value set, size_t *pos, ps_value *item)
{
    CHECK_VM(s, false);
    value st;
    if (!pos) {
        api_misuse(s, "ps_set_next: pos is NULL");
        return false;
    }
    if (!h_get(s, set, &st))
        return false;
    if (!v_is_type(st, &set_type) && !v_is_type(st, &frozenset_type)) {
        api_misuse(s, "ps_set_next: expected set or frozenset, got %s", vm_type_name(st));
        return false;
    }
    int64_t p = *pos > (size_t)INT64_MAX ? INT64_MAX : (int64_t)*pos;
    value k;
    if (!set_next(st, &p, &k))
        return false;
    *pos = (size_t)p;
    if (item)
        *item = h_new(s, k, true);
    return true;
}

ps_status ps_repr(ps_vm *s, ps_value h, ps_value *str_out)
{
    CHECK_VM(s, PS_MISUSE);
    value v;
    if (!str_out)
        return api_misuse(s, "ps_repr: out is NULL");
    *str_out = 0;
    if (!h_get(s, h, &v))
        return PS_MISUSE;
    value r = vm_repr(s->vm, v);
    if (!r)
        return api_take_error(s, PS_EXCEPTION);
    *str_out = h_new(s, r, true);
    return *str_out ? PS_OK : PS_MISUSE;
}
