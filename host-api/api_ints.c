/*
 * api_ints.c - integers of any size as bytes: ps_int_from_bytes and
 * ps_int_to_bytes.
 *
 * Decimal text (ps_int_from_decimal, ps_int_decimal) stops at 4,300 digits,
 * CPython's limit for int/str conversion, and costs time quadratic in the
 * length; two's complement bytes have no limit but the memory budget and
 * cost linear time, which is what a binding that carries a host language's
 * big integers across needs (bindings/python).
 */
#include "objects/int_internal.h"
#include "api_internal.h"

ps_value ps_int_from_bytes(ps_vm *s, const void *data, size_t len)
{
    if (!s || !api_thread_ok(s))
        return 0;
    if (!data && len) {
        api_misuse(s, "ps_int_from_bytes: data is NULL");
        return 0;
    }
    value v = int_from_bytes(s->vm, len ? data : (const uint8_t *)"", len, true, true);
    if (!v) {
        api_take_error(s, PS_EXCEPTION);
        return 0;
    }
    return h_new(s, v, true);
}

ps_status ps_int_to_bytes(ps_vm *s, ps_value h, ps_value *bytes_out)
{
    if (!s || !api_thread_ok(s))
        return PS_MISUSE;
    if (!bytes_out)
        return api_misuse(s, "ps_int_to_bytes: out is NULL");
    *bytes_out = 0;
    value v;
    if (!h_get(s, h, &v))
        return PS_MISUSE;
    if (!v_is_small(v) && !v_is_bool(v) && !v_is_type(v, &int_type))
        return api_misuse(s, "ps_int_to_bytes: expected int, got %s", vm_type_name(v));
    if (v_is_bool(v))
        v = v_from_small(v == V_TRUE);
    /* the sign bit needs one more bit than the magnitude */
    int64_t n = (int64_t)(int_bit_length(v) / 8 + 1);
    value b = int_to_bytes(s->vm, v, n, true, true);
    if (!b)
        return api_take_error(s, PS_EXCEPTION);
    *bytes_out = h_new(s, b, true);
    return *bytes_out ? PS_OK : PS_MISUSE;
}
