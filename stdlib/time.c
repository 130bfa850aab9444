/*
 * time.c - `_time`, the sandbox clock that stdlib/py/time.py and
 * stdlib/py/datetime.py read. The sandbox has two clocks (docs/embedding.md,
 * "The clock"):
 *
 *   - "now": the host's ps_config.clock (ns since the epoch) plus the
 *     virtual time time.sleep() added this run. Without a host clock,
 *     reading it raises OSError saying how the host gives one: a sandbox
 *     never reads the machine's time on its own.
 *   - the virtual monotonic clock: 0 at the start of each run, one ns per
 *     instruction executed plus what time.sleep() added. It never reads
 *     the host, so the same script gives the same figures every run.
 *
 * time.sleep(n) never blocks the host: it moves both clocks n seconds on
 * and charges SLEEP_FUEL instructions, so `while True: time.sleep(1)` ends
 * at the instruction budget like any other loop.
 *
 *   time_ns()          "now", int ns
 *   has_clock()        whether the host gave a clock
 *   monotonic_ns()     the virtual monotonic clock, int ns
 *   process_time_ns()  instructions executed this run, as ns
 *   sleep(secs)        advance the virtual clocks
 */
#include <math.h>

#include "objects/int_internal.h"
#include "vm/vm.h"

#define SLEEP_FUEL 1000
#define NS_MAX ((int64_t)1 << 62) /* the virtual clock stops growing here */

static const char no_clock_msg[] =
    "the sandbox has no clock: the host gives one with ps_config.clock "
    "(pysafe --clock system|ISO-TIMESTAMP, or serve's \"clock\" option)";

static value m_time_ns(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self, (void)argc, (void)argv, (void)kw;
    if (!vm->clock)
        return vm_err(vm, &exc_OSError, "%s", no_clock_msg);
    int64_t now = vm->clock(vm->clock_ud);
    if (vm->slept_ns > 0 && now <= INT64_MAX - vm->slept_ns)
        now += vm->slept_ns;
    return int_from_i64(vm, now);
}

static value m_has_clock(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self, (void)argc, (void)argv, (void)kw;
    return vm->clock ? V_TRUE : V_FALSE;
}

static value m_monotonic_ns(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self, (void)argc, (void)argv, (void)kw;
    int64_t f = vm->fuel_used > 0 ? vm->fuel_used : 0;
    return int_from_i64(vm, vm->slept_ns + f);
}

static value m_process_time_ns(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self, (void)argc, (void)argv, (void)kw;
    return int_from_i64(vm, vm->fuel_used > 0 ? vm->fuel_used : 0);
}

/* time.sleep(secs): CPython's checks and words, then the virtual clocks
 * move on; the host is never blocked. */
static value m_sleep(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "sleep", kw) < 0)
        return V_NULL;
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "time.sleep() takes exactly one argument (%d given)", argc);
    value a = argv[0];
    double secs;
    if (v_is_float(a)) {
        secs = v_float(a);
        if (isnan(secs))
            return vm_err(vm, &exc_ValueError, "Invalid value NaN (not a number)");
    } else if (v_is_int(a)) {
        if (int_to_double(vm, a, &secs) < 0)
            return V_NULL;
    } else {
        return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(a));
    }
    if (secs < 0)
        return vm_err(vm, &exc_ValueError, "sleep length must be non-negative");
    if (secs * 1e9 >= 9.2e18)
        return vm_err(vm, &exc_OverflowError, "timestamp too large to convert to C _PyTime_t");
    if (!vm_charge(vm, SLEEP_FUEL))
        return V_NULL;
    int64_t ns = (int64_t)(secs * 1e9);
    vm->slept_ns = ns > NS_MAX - vm->slept_ns ? NS_MAX : vm->slept_ns + ns;
    return V_NONE;
}

static const bfunc funcs[] = {
    BFUNC_NOARGS("time_ns", m_time_ns),
    BFUNC_NOARGS("has_clock", m_has_clock),
    BFUNC_NOARGS("monotonic_ns", m_monotonic_ns),
    BFUNC_NOARGS("process_time_ns", m_process_time_ns),
    BFUNC("sleep", m_sleep),
    BFUNC_END,
};

value time_helpers_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_time");
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
