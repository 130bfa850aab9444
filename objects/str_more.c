/*
 * str_more.c - str.expandtabs, str.format_map, str.maketrans and
 * str.translate (the table in str_methods.c lists them).
 */
#include <string.h>

#include "vm/args.h"
#include "str_internal.h"

#define M(name) value name(psvm *vm, value self, int argc, const value *argv, value kw)

static const char *const tabsize_names[] = {"tabsize"};
static const vm_sig expandtabs_sig = {"expandtabs", tabsize_names, 1, 1, 0};

M(str_m_expandtabs);
M(str_m_expandtabs)
{
    value a[1];
    if (vm_bind(vm, &expandtabs_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int64_t ts = 8;
    if (a[0] && vm_index_c_int(vm, a[0], &ts) < 0)
        return V_NULL;
    strobj *s = AS_STR(self);
    /* measure first (columns count code points), then reserve */
    int64_t out = 0, col = 0;
    for (int64_t i = 0; i < s->len; i++) {
        unsigned char c = (unsigned char)s->data[i];
        if (c == '\t') {
            int64_t add = ts > 0 ? ts - col % ts : 0;
            out += add;
            col += add;
        } else {
            out++;
            if ((c & 0xC0) != 0x80)
                col = (c == '\n' || c == '\r') ? 0 : col + 1;
        }
        if (out > ((int64_t)1 << 40))
            return vm_err_nomem(vm);
    }
    if (!vm_charge(vm, out / 16 + 1) || !vm_reserve(vm, out))
        return V_NULL;
    sbuf b;
    sb_init(&b, vm);
    col = 0;
    for (int64_t i = 0; i < s->len; i++) {
        unsigned char c = (unsigned char)s->data[i];
        if (c == '\t') {
            int64_t add = ts > 0 ? ts - col % ts : 0;
            for (int64_t k = 0; k < add; k++)
                sb_addc(&b, ' ');
            col += add;
        } else {
            sb_addc(&b, (char)c);
            if ((c & 0xC0) != 0x80)
                col = (c == '\n' || c == '\r') ? 0 : col + 1;
        }
    }
    return sb_finish(&b);
}

/* format_map(mapping): as CPython, any object works until a field needs
 * mapping[name]; then subscription's own errors are the errors. */
M(str_m_format_map);
M(str_m_format_map)
{
    return fmt_str_format(vm, self, FMT_MAPPING, argv, V_NULL);
}

static int64_t cp_of(value s)
{
    int64_t i = 0;
    return utf8_decode((const unsigned char *)AS_STR(s)->data, AS_STR(s)->len, &i);
}

/* str.maketrans(dict) / (from, to) / (from, to, delete) */
M(str_m_maketrans);
M(str_m_maketrans)
{
    value d = dict_new(vm);
    if (!d)
        return V_NULL;
    if (argc == 1) {
        if (!v_is_dict(argv[0]))
            return vm_err(vm, &exc_TypeError, "if you give only one argument to maketrans it must be a dict");
        int64_t pos = 0;
        value k, v;
        while (dict_next(argv[0], &pos, &k, &v)) {
            value key = k;
            if (v_is_str(k)) {
                if (AS_STR(k)->cplen != 1)
                    return vm_err(vm, &exc_ValueError, "string keys in translate table must be of length 1");
                key = v_from_small(cp_of(k));
            } else if (!v_is_int(k))
                return vm_err(vm, &exc_TypeError, "keys in translate table must be strings or integers");
            if (dict_set(vm, d, key, v) < 0)
                return V_NULL;
        }
        return d;
    }
    /* Argument Clinic checks y and z before the body looks at x */
    static const int order[] = {1, 2, 0};
    for (int k = 0; k < 3; k++) {
        int i = order[k];
        if (i < argc && !v_is_str(argv[i]))
            return vm_err(vm, &exc_TypeError, "maketrans() argument %d must be str, not %s", i + 1,
                          argv[i] == V_NONE ? "None" : vm_type_name(argv[i]));
    }
    strobj *x = AS_STR(argv[0]), *y = AS_STR(argv[1]);
    if (x->cplen != y->cplen)
        return vm_err(vm, &exc_ValueError, "the first two maketrans arguments must have equal length");
    if (!vm_charge(vm, x->len / 4 + 1))
        return V_NULL;
    for (int64_t i = 0, j = 0; i < x->len;) {
        int a = utf8_decode((const unsigned char *)x->data, x->len, &i);
        int b = utf8_decode((const unsigned char *)y->data, y->len, &j);
        if (dict_set(vm, d, v_from_small(a), v_from_small(b)) < 0)
            return V_NULL;
    }
    if (argc == 3) {
        strobj *z = AS_STR(argv[2]);
        for (int64_t i = 0; i < z->len;) {
            int c = utf8_decode((const unsigned char *)z->data, z->len, &i);
            if (dict_set(vm, d, v_from_small(c), V_NONE) < 0)
                return V_NULL;
        }
    }
    return d;
}

/* translate(table): table[ord(c)] for each character; a LookupError keeps
 * the character, None deletes it */
M(str_m_translate);
M(str_m_translate)
{
    value table = argv[0];
    strobj *s = AS_STR(self);
    if (!vm_charge(vm, s->len / 4 + 1))
        return V_NULL;
    sbuf b;
    sb_init(&b, vm);
    vm_root_push(vm, self);
    vm_root_push(vm, table);
    value r = V_NULL;
    for (int64_t i = 0; i < s->len;) {
        int64_t start = i;
        int c = utf8_decode((const unsigned char *)s->data, s->len, &i);
        value m = vm_getitem(vm, table, v_from_small(c));
        if (!m) {
            if (!vm_err_occurred_is(vm, &exc_LookupError))
                goto out;
            vm->exc = V_NULL;
            /* a failed append's memory error must not be cleared by the
             * next character's lookup */
            if (!sb_add(&b, s->data + start, i - start))
                goto out;
            continue;
        }
        if (m == V_NONE)
            continue;
        if (v_is_str(m))
            sb_add(&b, AS_STR(m)->data, AS_STR(m)->len);
        else if (v_is_int(m)) {
            int64_t x;
            if (int_as_i64(vm, m, &x) < 0 || x < 0 || x > 0x10FFFF) {
                vm->exc = V_NULL;
                vm_err(vm, &exc_ValueError, "character mapping must be in range(0x110000)");
                goto out;
            }
            char buf[4];
            sb_add(&b, buf, utf8_encode((unsigned)x, buf));
        } else {
            vm_err(vm, &exc_TypeError, "character mapping must return integer, None or str");
            goto out;
        }
        if (b.failed)
            goto out;
    }
    r = sb_finish(&b);
    b.p = NULL;
out:
    vm_root_pop(vm, 2);
    if (!r)
        sb_free(&b);
    return r;
}
