/*
 * datetime_core.c - _datetime: the storage and the hot operations of
 * datetime's timedelta, date and datetime, under the Python classes of
 * stdlib/py/datetime.py.
 *
 * The classes stay Python classes (their names, rare methods, aware-time
 * logic and subclassing are datetime.py's), but derive from the C layouts
 * here (TDCore, DateCore, DTCore: vtype.basicsize, docs/internals.md), so
 * an instance is one small block with its fields unboxed, and what a
 * datetime-heavy script does most runs here without a Python frame:
 * construction (with the C module's argument checks), comparisons,
 * hashing, + and -, field reads, weekday/isoweekday/toordinal/
 * fromordinal, replace, date(), repr/str/isoformat and strftime's common
 * directives. datetime.py leaves those methods undefined so lookups fall
 * through to these. What this file does not take (an aware datetime whose
 * offset its tzinfo must give, a float argument, a rare directive or
 * timespec) goes back to datetime.py: to the class's _py_* method of the
 * same job, or to a module function (hook()).
 */
#include <stdio.h>
#include <string.h>

#include "vm/args.h"
#include "vm/vm.h"

typedef struct {
    obj h;
    int32_t days, secs, us; /* normalised: 0 <= secs < 86400, 0 <= us < 10**6 */
} tdobj;

/* date and datetime share one layout: a date leaves the time fields 0 and
 * tz None, so DTCore derives from DateCore without a second struct. An
 * instance is 32 bytes (40 with its class's attribute dict word). */
typedef struct {
    obj h;
    value tz;
    /* the fields as one number in their order (year 14 bits, then month 4,
     * day 5, hour 5, minute 6, second 6, microsecond 20), and fold above
     * them: comparing two keys without fold is comparing the fields
     * lexicographically (fold plays no part in comparisons and hashes) */
    uint64_t key;
} dtobj;

#define FOLD_BIT ((uint64_t)1 << 62)
#define KEY(t) ((t)->key & ~FOLD_BIT)
#define F_fold(t) ((int)((t)->key >> 62 & 1))
#define F_year(t) ((int)((t)->key >> 46 & 0x3FFF))
#define F_month(t) ((int)((t)->key >> 42 & 15))
#define F_day(t) ((int)((t)->key >> 37 & 31))
#define F_hour(t) ((int)((t)->key >> 32 & 31))
#define F_minute(t) ((int)((t)->key >> 26 & 63))
#define F_second(t) ((int)((t)->key >> 20 & 63))
#define F_us(t) ((int)((t)->key & 0xFFFFF))

#define TD(v) ((tdobj *)v_obj(v))
#define DT(v) ((dtobj *)v_obj(v))

static const vtype td_core_type, date_core_type, dt_core_type;

static const int8_t dim[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
static const int16_t dbm[13] = {0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
#define MAXORDINAL 3652059
#define US_PER_DAY 86400000000LL

static bool is_leap(int y)
{
    return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
}

static int64_t ymd_to_ord(int y, int m, int d)
{
    int64_t y1 = y - 1;
    return y1 * 365 + y1 / 4 - y1 / 100 + y1 / 400 + dbm[m] + d + (m > 2 && is_leap(y));
}

/* (year, month, day) of day n (1 = 0001-01-01), 1 <= n <= MAXORDINAL:
 * whole 400-, 100-, 4- and 1-year cycles, then the month. */
static void ord_to_ymd(int64_t n, int *y, int *m, int *d)
{
    n -= 1;
    int64_t q400 = n / 146097;
    n %= 146097;
    int64_t q100 = n / 36524;
    n %= 36524;
    int64_t q4 = n / 1461;
    n %= 1461;
    int64_t q1 = n / 365;
    n %= 365;
    *y = (int)(q400 * 400 + q100 * 100 + q4 * 4 + q1 + 1);
    if (q1 == 4 || q100 == 4) {
        *y -= 1, *m = 12, *d = 31;
        return;
    }
    bool leap = q1 == 3 && (q4 != 24 || q100 == 3);
    int mo = (int)((n + 50) >> 5);
    int before = dbm[mo] + (mo > 2 && leap);
    if (before > n) {
        mo -= 1;
        before -= dim[mo] + (mo == 2 && leap);
    }
    *m = mo;
    *d = (int)(n - before + 1);
}

static int64_t floordiv(int64_t a, int64_t b)
{
    int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* ---- the module's Python side -------------------------------------------- */

/* datetime.py's global NAME (a class or a fallback function). */
static value hook(psvm *vm, const char *name)
{
    value mods = vm->modules, key = str_intern_cstr(vm, "datetime");
    value m = mods && key ? dict_get_str(vm, mods, key) : V_NULL;
    value k = str_intern_cstr(vm, name);
    value f = m && k && v_is_type(m, &module_type)
                  ? dict_get_str(vm, ((moduleobj *)v_obj(m))->dict, k)
                  : V_NULL;
    if (!f && !vm->exc)
        vm_err(vm, &exc_SystemError, "datetime.%s is missing", name);
    return f;
}

static value call_hook(psvm *vm, const char *name, int argc, const value *argv)
{
    value f = hook(vm, name);
    return f ? vm_call(vm, f, argc, argv, V_NULL) : V_NULL;
}

/* ---- making instances ----------------------------------------------------- */

static obj *alloc_in(psvm *vm, value cls, const vtype *layout)
{
    if (!v_is_class(cls) || !type_is_sub(AS_TYPE(cls), layout)) {
        vm_err(vm, &exc_TypeError, "%s is not a subtype of %s", vm_type_name(cls), layout->name);
        return NULL;
    }
    value v = class_alloc(vm, AS_CLASS(cls), V_NULL);
    return v ? v_obj(v) : NULL;
}

/* A timedelta of class cls of days + secs + us in any range (each well
 * inside int64), normalised, or OverflowError. */
static value td_norm(psvm *vm, value cls, int64_t days, int64_t secs, int64_t us)
{
    secs += floordiv(us, 1000000);
    us -= floordiv(us, 1000000) * 1000000;
    days += floordiv(secs, 86400);
    secs -= floordiv(secs, 86400) * 86400;
    if (days > INT32_MAX || days < INT32_MIN) /* CPython converts days to a C int first */
        return vm_err(vm, &exc_OverflowError, "Python int too large to convert to C int");
    if (days > 999999999 || days < -999999999)
        return vm_err(vm, &exc_OverflowError, "days=%lld; must have magnitude <= 999999999",
                      (long long)days);
    obj *o = alloc_in(vm, cls, &td_core_type);
    if (!o)
        return V_NULL;
    tdobj *t = (tdobj *)o;
    t->days = (int32_t)days, t->secs = (int32_t)secs, t->us = (int32_t)us;
    return v_from_obj(o);
}

static value td_from_us(psvm *vm, value cls, int64_t us)
{
    return td_norm(vm, cls, 0, 0, us);
}

static value td_plain(psvm *vm, int64_t us)
{
    value cls = hook(vm, "timedelta");
    return cls ? td_from_us(vm, cls, us) : V_NULL;
}

static value dt_make(psvm *vm, value cls, const vtype *layout, int y, int mo, int d, int h, int mi,
                     int s, int us, value tz, int fold)
{
    obj *o = alloc_in(vm, cls, layout);
    if (!o)
        return V_NULL;
    dtobj *t = (dtobj *)o;
    t->key = (uint64_t)y << 46 | (uint64_t)mo << 42 | (uint64_t)d << 37 | (uint64_t)h << 32 |
             (uint64_t)mi << 26 | (uint64_t)s << 20 | (uint64_t)us;
    t->tz = tz;
    if (fold)
        t->key |= FOLD_BIT;
    return v_from_obj(o);
}

/* microseconds since 0001-01-01T00:00 of a datetime's naive fields (fits:
 * 3652059 days * 86400e6 < 2**63) */
static int64_t dt_total(const dtobj *t)
{
    return (((ymd_to_ord(F_year(t), F_month(t), F_day(t)) - 1) * 24 + F_hour(t)) * 60 +
            F_minute(t)) *
               60000000LL +
           F_second(t) * 1000000LL + F_us(t);
}

static value dt_from_total(psvm *vm, value cls, int64_t total, value tz)
{
    int64_t days = floordiv(total, US_PER_DAY), rem = total - days * US_PER_DAY;
    if (days + 1 < 1 || days + 1 > MAXORDINAL)
        return vm_err(vm, &exc_OverflowError, "date value out of range");
    int y, m, d;
    ord_to_ymd(days + 1, &y, &m, &d);
    int64_t s = rem / 1000000;
    return dt_make(vm, cls, &dt_core_type, y, m, d, (int)(s / 3600), (int)(s / 60 % 60),
                   (int)(s % 60), (int)(rem % 1000000), tz, 0);
}

static int64_t td_total(const tdobj *t)
{
    return ((int64_t)t->days * 86400 + t->secs) * 1000000 + t->us;
}

/* ---- timedelta -------------------------------------------------------------- */

/* The C layout under v's class (O(1): what the class was built on). */
static const vtype *layout_of(value v)
{
    if (!v_is_obj(v))
        return NULL;
    const vtype *t = v_obj(v)->type;
    return (t->tflags & TF_HEAPTYPE) ? ((const classobj *)t)->layout : t;
}

static bool is_td(value v)
{
    return layout_of(v) == &td_core_type;
}
static bool is_date(value v)
{
    const vtype *l = layout_of(v);
    return l == &date_core_type || l == &dt_core_type;
}
static bool is_dt(value v)
{
    return layout_of(v) == &dt_core_type;
}

static value cmp_result(int c, int op)
{
    switch (op) {
    case CMP_LT:
        return v_bool(c < 0);
    case CMP_LE:
        return v_bool(c <= 0);
    case CMP_EQ:
        return v_bool(c == 0);
    case CMP_NE:
        return v_bool(c != 0);
    case CMP_GT:
        return v_bool(c > 0);
    default:
        return v_bool(c >= 0);
    }
}

static int cmp3(int64_t a, int64_t b)
{
    return a < b ? -1 : a > b;
}

static value td_richcompare(psvm *vm, value a, value b, int op)
{
    (void)vm;
    if (!is_td(a) || !is_td(b))
        return V_NOTIMPLEMENTED;
    const tdobj *x = TD(a), *y = TD(b); /* normalised: the fields in order */
    int c = cmp3(x->days, y->days);
    if (!c)
        c = cmp3(x->secs, y->secs);
    if (!c)
        c = cmp3(x->us, y->us);
    return cmp_result(c, op);
}

static int64_t mix(int64_t h, int64_t x)
{
    uint64_t u = (uint64_t)h * 1000003u ^ (uint64_t)x;
    return (int64_t)(u >> 1); /* non-negative, so never the error value -1 */
}

static int64_t td_hash(psvm *vm, value self)
{
    (void)vm;
    const tdobj *t = TD(self);
    return mix(mix(mix(0x345678, t->days), t->secs), t->us);
}

static value td_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    if (base != BOP_ADD && base != BOP_SUB)
        return V_NOTIMPLEMENTED;
    if (is_td(a) && is_td(b)) {
        const tdobj *x = TD(a), *y = TD(b);
        int64_t k = base == BOP_ADD ? 1 : -1;
        value cls = hook(vm, "timedelta");
        return cls ? td_norm(vm, cls, x->days + k * y->days, x->secs + k * y->secs,
                             x->us + k * y->us)
                   : V_NULL;
    }
    if (base == BOP_ADD && is_td(a) && is_date(b))
        return vm_typeof(b)->binop(vm, op, b, a); /* td + date: date + td */
    return V_NOTIMPLEMENTED;
}

static value td_getattr(psvm *vm, value self, value name)
{
    const tdobj *t = TD(self);
    const char *n = str_cstr(name);
    if (!strcmp(n, "_days"))
        return int_from_i64(vm, t->days);
    if (!strcmp(n, "_seconds"))
        return int_from_i64(vm, t->secs);
    if (!strcmp(n, "_us"))
        return int_from_i64(vm, t->us);
    return V_NULL;
}

/* ---- date and datetime -------------------------------------------------------- */

static value date_richcompare(psvm *vm, value a, value b, int op)
{
    /* the common case first: two dates, or two datetimes of one tzinfo
     * (a date's is None), of any classes over the same layout */
    const vtype *la = layout_of(a);
    if (la == layout_of(b) && DT(a)->tz == DT(b)->tz) {
        uint64_t x = KEY(DT(a)), y = KEY(DT(b));
        return cmp_result((x > y) - (x < y), op);
    }
    value args[3] = {a, b, v_from_small(op)};
    return call_hook(vm, la == &dt_core_type ? "_dt_richcmp" : "_date_richcmp", 3, args);
}

static int64_t date_hash(psvm *vm, value self)
{
    const dtobj *t = DT(self);
    if (t->tz == V_NONE) /* a date's too */
        return mix(0x3456, (int64_t)KEY(t));
    value r = call_hook(vm, "_dt_hash", 1, &self);
    return r ? vm_hash(vm, r) : -1;
}

static value date_add_days(psvm *vm, value d, int64_t days)
{
    const dtobj *t = DT(d);
    int64_t n = ymd_to_ord(F_year(t), F_month(t), F_day(t)) + days;
    if (n < 1 || n > MAXORDINAL)
        return vm_err(vm, &exc_OverflowError, "date value out of range");
    int y, m, dd;
    ord_to_ymd(n, &y, &m, &dd);
    return dt_make(vm, v_from_obj((obj *)vm_typeof(d)), &date_core_type, y, m, dd, 0, 0, 0, 0,
                   V_NONE, 0);
}

static value date_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    if (base != BOP_ADD && base != BOP_SUB)
        return V_NOTIMPLEMENTED;
    if (is_date(a) && is_td(b)) {
        int64_t sign = base == BOP_ADD ? 1 : -1;
        if (!is_dt(a))
            return date_add_days(vm, a, sign * TD(b)->days);
        if (TD(b)->days > MAXORDINAL || TD(b)->days < -MAXORDINAL)
            return vm_err(vm, &exc_OverflowError, "date value out of range");
        return dt_from_total(vm, v_from_obj((obj *)vm_typeof(a)),
                             dt_total(DT(a)) + sign * td_total(TD(b)), DT(a)->tz);
    }
    if (base == BOP_ADD && is_td(a) && is_date(b))
        return date_binop(vm, op, b, a);
    if (base == BOP_SUB && is_date(a) && is_date(b)) {
        bool x = is_dt(a), y = is_dt(b);
        if (x != y)
            return V_NOTIMPLEMENTED;
        if (!x) {
            const dtobj *p = DT(a), *q = DT(b);
            return td_plain(vm, (ymd_to_ord(F_year(p), F_month(p), F_day(p)) -
                                 ymd_to_ord(F_year(q), F_month(q), F_day(q))) *
                                    US_PER_DAY);
        }
        if (DT(a)->tz == DT(b)->tz)
            return td_plain(vm, dt_total(DT(a)) - dt_total(DT(b)));
        value args[2] = {a, b};
        return call_hook(vm, "_dt_sub", 2, args);
    }
    return V_NOTIMPLEMENTED;
}

static value date_getattr(psvm *vm, value self, value name)
{
    const dtobj *t = DT(self);
    const char *n = str_cstr(name);
    if (n[0] != '_')
        return V_NULL;
    n++;
    if (!strcmp(n, "year"))
        return v_from_small(F_year(t));
    if (!strcmp(n, "month"))
        return v_from_small(F_month(t));
    if (!strcmp(n, "day"))
        return v_from_small(F_day(t));
    if (!is_dt(self))
        return V_NULL;
    if (!strcmp(n, "hour"))
        return v_from_small(F_hour(t));
    if (!strcmp(n, "minute"))
        return v_from_small(F_minute(t));
    if (!strcmp(n, "second"))
        return v_from_small(F_second(t));
    if (!strcmp(n, "us"))
        return v_from_small(F_us(t));
    if (!strcmp(n, "tz"))
        return t->tz;
    if (!strcmp(n, "fold"))
        return v_from_small(F_fold(t));
    (void)vm;
    return V_NULL;
}

static void date_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((dtobj *)o)->tz);
}

/* ---- methods: the readers datetime.py's properties and calls use --------- */

/* A no-argument method's check, in CPython's words ("date.weekday() takes
 * no arguments (1 given)"): the table's BFUNC_NOARGS would name the
 * script's class instead of the C type that defines the method. */
static int noargs(psvm *vm, const char *qualname, int argc, value kw)
{
    if (kw && AS_TUPLE(kw)->len) {
        vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", qualname);
        return -1;
    }
    if (argc) {
        vm_err(vm, &exc_TypeError, "%s() takes no arguments (%d given)", qualname, argc);
        return -1;
    }
    return 0;
}

static value m_weekday(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argv;
    if (noargs(vm, "date.weekday", argc, kw) < 0)
        return V_NULL;
    const dtobj *t = DT(self);
    return v_from_small((ymd_to_ord(F_year(t), F_month(t), F_day(t)) + 6) % 7);
}

static value m_isoweekday(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argv;
    if (noargs(vm, "date.isoweekday", argc, kw) < 0)
        return V_NULL;
    const dtobj *t = DT(self);
    return v_from_small((ymd_to_ord(F_year(t), F_month(t), F_day(t)) + 6) % 7 + 1);
}

static value m_toordinal(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argv;
    if (noargs(vm, "date.toordinal", argc, kw) < 0)
        return V_NULL;
    const dtobj *t = DT(self);
    return v_from_small(ymd_to_ord(F_year(t), F_month(t), F_day(t)));
}

/* ---- strftime ------------------------------------------------------------------
 * The C locale's common directives without flags, for a date or a naive
 * datetime; any other format (a flag, %z %Z %G %V %c %x ..., an aware
 * datetime) is the class's _py_strftime (_strptime.format). */

static const char *const day_abbr[7] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
static const char *const day_name[7] = {"Monday", "Tuesday",  "Wednesday", "Thursday",
                                        "Friday", "Saturday", "Sunday"};
static const char *const mon_abbr[13] = {"",    "Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                         "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
static const char *const mon_name[13] = {"",        "January",  "February", "March",  "April",
                                         "May",     "June",     "July",     "August", "September",
                                         "October", "November", "December"};

/* Writes the directive c of t at p (room for 16 bytes); the bytes written,
 * or -1 for a directive the fast path does not take. */
static int directive(const dtobj *t, char c, int wd, int yd, char *p)
{
    const char *name = NULL;
    long n = 0;
    int width = 1;
    switch (c) {
    case 'Y':
        n = F_year(t), width = 1;
        break;
    case 'm':
        n = F_month(t), width = 2;
        break;
    case 'd':
        n = F_day(t), width = 2;
        break;
    case 'H':
        n = F_hour(t), width = 2;
        break;
    case 'M':
        n = F_minute(t), width = 2;
        break;
    case 'S':
        n = F_second(t), width = 2;
        break;
    case 'f':
        n = F_us(t), width = 6;
        break;
    case 'y':
        n = F_year(t) % 100, width = 2;
        break;
    case 'I':
        n = (F_hour(t) + 11) % 12 + 1, width = 2;
        break;
    case 'j':
        n = yd, width = 3;
        break;
    case 'w':
        n = (wd + 1) % 7, width = 1;
        break;
    case 'u':
        n = wd + 1, width = 1;
        break;
    case 'U':
        n = (yd + 6 - (wd + 1) % 7) / 7, width = 2;
        break;
    case 'W':
        n = (yd + 6 - wd) / 7, width = 2;
        break;
    case 'a':
        name = day_abbr[wd];
        break;
    case 'A':
        name = day_name[wd];
        break;
    case 'b':
    case 'h':
        name = mon_abbr[F_month(t)];
        break;
    case 'B':
        name = mon_name[F_month(t)];
        break;
    case 'p':
        name = F_hour(t) < 12 ? "AM" : "PM";
        break;
    case '%':
        name = "%";
        break;
    default:
        return -1;
    }
    if (name) {
        size_t k = strlen(name);
        memcpy(p, name, k);
        return (int)k;
    }
    return snprintf(p, 16, "%0*ld", width, n);
}

static value m_strftime(psvm *vm, value self, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"format"};
    static const vm_sig sig = {"strftime", names, 1, 1, 1};
    value fmt;
    if (vm_bind(vm, &sig, argc, argv, kw, &fmt) < 0)
        return V_NULL;
    const dtobj *t = DT(self);
    bool fast = v_is_str(fmt) && t->tz == V_NONE;
    char *buf = NULL;
    int64_t out = 0;
    if (fast) {
        const strobj *f = AS_STR(fmt);
        if (!vm_charge(vm, f->len / 16 + 1))
            return V_NULL;
        if (!(buf = vm_alloc(vm, (size_t)f->len * 5 + 16)))
            return V_NULL;
        int64_t n = ymd_to_ord(F_year(t), F_month(t), F_day(t));
        int wd = (int)((n + 6) % 7), yd = (int)(n - ymd_to_ord(F_year(t), 1, 1) + 1);
        for (int64_t i = 0; i < f->len && fast; i++) {
            char c = f->data[i];
            if (c != '%') {
                buf[out++] = c;
            } else if (i + 1 == f->len) {
                buf[out++] = '%';
            } else {
                int k = directive(t, f->data[++i], wd, yd, buf + out);
                if (k < 0)
                    fast = false;
                else
                    out += k;
            }
        }
    }
    if (fast) {
        value r = str_new(vm, buf, out);
        vm_dealloc(vm, buf);
        return r;
    }
    if (buf)
        vm_dealloc(vm, buf);
    value name = str_intern_cstr(vm, "_py_strftime");
    value f = name ? vm_getattr(vm, self, name) : V_NULL;
    if (!f)
        return V_NULL;
    vm_root_push(vm, f);
    value r = vm_call(vm, f, 1, &fmt, V_NULL);
    vm_root_pop(vm, 1);
    return r;
}

/* ---- text: repr, str, isoformat ------------------------------------------------
 * As datetime.py's, for timedelta, date and a naive datetime; an aware
 * datetime's (its tzinfo's repr, its offset) is the class's _py_repr /
 * _py_isoformat. */

static value call_py(psvm *vm, value self, const char *name, int argc, const value *argv)
{
    value k = str_intern_cstr(vm, name);
    value f = k ? vm_getattr(vm, self, k) : V_NULL;
    if (!f)
        return V_NULL;
    vm_root_push(vm, f);
    value r = vm_call(vm, f, argc, argv, V_NULL);
    vm_root_pop(vm, 1);
    return r;
}

/* the class's tp_name, as CPython's reprs use: "datetime.date" for the
 * class itself (_pysafe.set_tp_name), a subclass's __name__ */
static const char *rname(value self)
{
    return vm_typeof(self)->name;
}

static value td_repr(psvm *vm, value self)
{
    const tdobj *t = TD(self);
    char buf[96];
    int n = 0;
    if (t->days)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "days=%d", (int)t->days);
    if (t->secs)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "%sseconds=%d", n ? ", " : "", (int)t->secs);
    if (t->us)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "%smicroseconds=%d", n ? ", " : "",
                      (int)t->us);
    return str_fmt(vm, "%s(%s)", rname(self), n ? buf : "0");
}

static value td_str(psvm *vm, value self)
{
    const tdobj *t = TD(self);
    char buf[64];
    int n = 0;
    if (t->days)
        n = snprintf(buf, sizeof buf, "%d day%s, ", (int)t->days,
                     t->days == 1 || t->days == -1 ? "" : "s");
    n += snprintf(buf + n, sizeof buf - (size_t)n, "%d:%02d:%02d", (int)(t->secs / 3600),
                  (int)(t->secs / 60 % 60), (int)(t->secs % 60));
    if (t->us)
        snprintf(buf + n, sizeof buf - (size_t)n, ".%06d", (int)t->us);
    return str_from_cstr(vm, buf);
}

static value date_repr(psvm *vm, value self)
{
    const dtobj *t = DT(self);
    if (!is_dt(self))
        return str_fmt(vm, "%s(%d, %d, %d)", rname(self), F_year(t), F_month(t), F_day(t));
    if (t->tz != V_NONE)
        return call_py(vm, self, "_py_repr", 0, NULL);
    char buf[96];
    int n = snprintf(buf, sizeof buf, "%d, %d, %d, %d, %d", F_year(t), F_month(t), F_day(t),
                     F_hour(t), F_minute(t));
    if (F_us(t))
        n += snprintf(buf + n, sizeof buf - (size_t)n, ", %d, %d", F_second(t), (int)F_us(t));
    else if (F_second(t))
        n += snprintf(buf + n, sizeof buf - (size_t)n, ", %d", F_second(t));
    if (F_fold(t))
        snprintf(buf + n, sizeof buf - (size_t)n, ", fold=1");
    return str_fmt(vm, "%s(%s)", rname(self), buf);
}

/* YYYY-MM-DD, then for a datetime sep and the time as timespec 'auto' */
static value iso_text(psvm *vm, const dtobj *t, bool with_time, const char *sep, int64_t seplen)
{
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%04d-%02d-%02d", F_year(t), F_month(t), F_day(t));
    if (!with_time)
        return str_new(vm, buf, n);
    char tail[32];
    int k = F_us(t) ? snprintf(tail, sizeof tail, "%02d:%02d:%02d.%06d", F_hour(t), F_minute(t),
                               F_second(t), (int)F_us(t))
                    : snprintf(tail, sizeof tail, "%02d:%02d:%02d", F_hour(t), F_minute(t),
                               F_second(t));
    char *out = vm_alloc(vm, (size_t)(n + seplen + k));
    if (!out)
        return V_NULL;
    memcpy(out, buf, (size_t)n);
    memcpy(out + n, sep, (size_t)seplen);
    memcpy(out + n + seplen, tail, (size_t)k);
    value r = str_new(vm, out, n + seplen + k);
    vm_dealloc(vm, out);
    return r;
}

static value date_str(psvm *vm, value self)
{
    const dtobj *t = DT(self);
    if (is_dt(self) && t->tz != V_NONE) {
        value sep = str_char(vm, " ", 1);
        return sep ? call_py(vm, self, "_py_isoformat", 1, &sep) : V_NULL;
    }
    return iso_text(vm, t, is_dt(self), " ", 1);
}

static value m_date_isoformat(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argv;
    if (noargs(vm, "date.isoformat", argc, kw) < 0)
        return V_NULL;
    return iso_text(vm, DT(self), false, "", 0);
}

/* datetime.isoformat(sep='T', timespec='auto') */
static value m_dt_isoformat(psvm *vm, value self, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"sep", "timespec"};
    static const vm_sig sig = {"isoformat", names, 2, 2, 0};
    value a[2];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    const dtobj *t = DT(self);
    bool sep_ok = !a[0] || (v_is_str(a[0]) && AS_STR(a[0])->len >= 1 && AS_STR(a[0])->len <= 4);
    if (t->tz == V_NONE && sep_ok && (!a[1] || (v_is_str(a[1]) && str_eq_cstr(a[1], "auto")))) {
        const char *sep = a[0] ? str_cstr(a[0]) : "T";
        int64_t len = a[0] ? AS_STR(a[0])->len : 1;
        /* one character: as many bytes as its UTF-8 takes */
        int64_t chars = 0;
        for (int64_t i = 0; i < len; i++)
            chars += ((unsigned char)sep[i] & 0xC0) != 0x80;
        if (chars == 1)
            return iso_text(vm, t, true, sep, len);
    }
    value args[2] = {a[0] ? a[0] : V_NULL, a[1]};
    if (!a[0]) {
        args[0] = str_char(vm, "T", 1);
        if (!args[0])
            return V_NULL;
    }
    return call_py(vm, self, "_py_isoformat", a[1] ? 2 : 1, args);
}

/* ---- constructors ------------------------------------------------------------
 * The layouts' new_ (a class deriving from them is called: cls(...)) and
 * their __new__ (super().__new__(cls, ...)). The common call, small ints
 * by position or name, is made here; anything else (floats, bools, other
 * int types, missing or unknown arguments, a tzinfo) goes to the class's
 * _py_new in datetime.py, which has CPython's checks and messages. */

/* A constructor's signature, bound as CPython's C module binds it
 * (PyArg_ParseTupleAndKeywords: its checks in its order and words). */
typedef struct {
    const char *fname; /* NULL: "function" */
    const char *const *names;
    int n, maxpos, nreq;
} ctor_sig;

/* The index of the parameter a keyword names, or -1 */
static int param_index(const ctor_sig *sig, value name)
{
    const strobj *n = AS_STR(name);
    for (int i = 0; i < sig->n; i++) {
        const char *p = sig->names[i];
        if (n->len && p[0] == n->data[0] && strlen(p) == (size_t)n->len &&
            !memcmp(p, n->data, (size_t)n->len))
            return i;
    }
    return -1;
}

/* out[0..n) the arguments (V_NULL: not given); -1 with CPython's TypeError,
 * the first of: too many, missing (in parameter order), given by name
 * and position (in parameter order), an unknown keyword (in call order). */
static int ctor_bind(psvm *vm, const ctor_sig *sig, int argc, const value *argv, value kw,
                     value *out)
{
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    const char *fn = sig->fname ? sig->fname : "function", *paren = sig->fname ? "()" : "";
    if (argc + nkw > sig->n) {
        vm_err(vm, &exc_TypeError, "%s%s takes at most %d %sargument%s (%d given)", fn, paren,
               sig->n, argc == 0 ? "keyword " : "", sig->n == 1 ? "" : "s", argc + nkw);
        return -1;
    }
    if (argc > sig->maxpos) {
        vm_err(vm, &exc_TypeError, "%s%s takes at most %d positional argument%s (%d given)", fn,
               paren, sig->maxpos, sig->maxpos == 1 ? "" : "s", argc);
        return -1;
    }
    for (int i = 0; i < sig->n; i++)
        out[i] = i < argc ? argv[i] : V_NULL;
    int dup = sig->n, unknown = -1;
    for (int k = 0; k < nkw; k++) {
        int i = param_index(sig, AS_TUPLE(kw)->items[k]);
        if (i < 0) {
            if (unknown < 0)
                unknown = k;
        } else if (i < argc) {
            if (i < dup)
                dup = i;
        } else {
            out[i] = argv[argc + k];
        }
    }
    for (int i = 0; i < sig->nreq; i++)
        if (!out[i]) {
            vm_err(vm, &exc_TypeError, "%s%s missing required argument '%s' (pos %d)", fn, paren,
                   sig->names[i], i + 1);
            return -1;
        }
    if (dup < sig->n) {
        vm_err(vm, &exc_TypeError, "argument for %s%s given by name ('%s') and position (%d)", fn,
               paren, sig->names[dup], dup + 1);
        return -1;
    }
    if (unknown >= 0) {
        vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for %s%s",
               str_cstr(AS_TUPLE(kw)->items[unknown]), sig->fname ? sig->fname : "this function",
               paren);
        return -1;
    }
    return 0;
}

/* all given arguments are small ints (tzinfo None counts as 0) */
static bool all_small(value *a, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i] && !v_is_small(a[i]))
            return false;
    return true;
}

static value py_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    value name = str_intern_cstr(vm, "_py_new");
    value f = name ? vm_getattr(vm, cls, name) : V_NULL;
    if (!f)
        return V_NULL;
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    value *args = vm_alloc(vm, sizeof(value) * (size_t)(argc + nkw + 1));
    if (!args)
        return V_NULL;
    args[0] = cls;
    vm_copy(args + 1, argv, sizeof(value) * (size_t)(argc + nkw));
    vm_root_push(vm, f);
    value r = vm_call(vm, f, argc + 1, args, kw);
    vm_root_pop(vm, 1);
    vm_dealloc(vm, args);
    return r;
}

static int64_t small_or(value v, int64_t dflt)
{
    return v ? v_small(v) : dflt;
}

static value td_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"days",    "seconds", "microseconds", "milliseconds",
                                        "minutes", "hours",   "weeks"};
    static const ctor_sig sig = {"__new__", names, 7, 7, 0};
    value a[7];
    if (ctor_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    if (!all_small(a, 7))
        return py_new(vm, cls, argc, argv, kw);
    /* each sum stays far inside int64: the arguments are below 2**47 */
    int64_t days = small_or(a[0], 0) + 7 * small_or(a[6], 0);
    int64_t secs = small_or(a[1], 0) + 60 * small_or(a[4], 0) + 3600 * small_or(a[5], 0);
    int64_t us = small_or(a[2], 0) + 1000 * small_or(a[3], 0);
    return td_norm(vm, cls, days, secs, us);
}

static int check_ymd(psvm *vm, int64_t y, int64_t m, int64_t d)
{
    if (y < 1 || y > 9999) {
        vm_err(vm, &exc_ValueError, "year %lld is out of range", (long long)y);
        return -1;
    }
    if (m < 1 || m > 12) {
        vm_err(vm, &exc_ValueError, "month must be in 1..12");
        return -1;
    }
    if (d < 1 || d > dim[m] + (m == 2 && is_leap((int)y))) {
        vm_err(vm, &exc_ValueError, "day is out of range for month");
        return -1;
    }
    return 0;
}

static value date_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"year", "month", "day"};
    static const ctor_sig sig = {NULL, names, 3, 3, 3};
    value a[3];
    if (ctor_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    if (!all_small(a, 3))
        return py_new(vm, cls, argc, argv, kw);
    int64_t y = v_small(a[0]), m = v_small(a[1]), d = v_small(a[2]);
    if (check_ymd(vm, y, m, d) < 0)
        return V_NULL;
    return dt_make(vm, cls, &date_core_type, (int)y, (int)m, (int)d, 0, 0, 0, 0, V_NONE, 0);
}

static value dt_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"year",   "month",       "day",    "hour", "minute",
                                        "second", "microsecond", "tzinfo", "fold"};
    static const ctor_sig sig = {NULL, names, 9, 8, 3};
    value a[9];
    if (ctor_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    if (a[7] == V_NONE)
        a[7] = V_NULL;
    if (!all_small(a, 9) || a[7] || (a[8] && a[8] != v_from_small(0)))
        return py_new(vm, cls, argc, argv, kw);
    int64_t y = v_small(a[0]), mo = v_small(a[1]), d = v_small(a[2]);
    int64_t h = small_or(a[3], 0), mi = small_or(a[4], 0), s = small_or(a[5], 0),
            us = small_or(a[6], 0);
    if (check_ymd(vm, y, mo, d) < 0)
        return V_NULL;
    const char *bad = h < 0 || h > 23         ? "hour must be in 0..23"
                      : mi < 0 || mi > 59     ? "minute must be in 0..59"
                      : s < 0 || s > 59       ? "second must be in 0..59"
                      : us < 0 || us > 999999 ? "microsecond must be in 0..999999"
                                              : NULL;
    if (bad)
        return vm_err(vm, &exc_ValueError, "%s", bad);
    return dt_make(vm, cls, &dt_core_type, (int)y, (int)mo, (int)d, (int)h, (int)mi, (int)s,
                   (int)us, V_NONE, 0);
}

/* ---- replace, date(), fromordinal ---------------------------------------------
 * replace() binds as CPython's ("|iii:replace"), then makes the instance's
 * class from every field with the C constructor itself, as CPython 3.11's
 * does (no subclass __new__ or __init__ runs); the values' checks are the
 * constructor's. */

static value m_date_replace(psvm *vm, value self, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"year", "month", "day"};
    static const ctor_sig sig = {"replace", names, 3, 3, 0};
    value a[3];
    if (ctor_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    const dtobj *t = DT(self);
    value args[3] = {a[0] ? a[0] : v_from_small(F_year(t)), a[1] ? a[1] : v_from_small(F_month(t)),
                     a[2] ? a[2] : v_from_small(F_day(t))};
    return date_new(vm, v_from_obj((obj *)vm_typeof(self)), 3, args, V_NULL);
}

static value m_dt_replace(psvm *vm, value self, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"year",   "month",       "day",    "hour", "minute",
                                        "second", "microsecond", "tzinfo", "fold"};
    static const ctor_sig sig = {"replace", names, 9, 8, 0};
    value a[9];
    if (ctor_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    const dtobj *t = DT(self);
    value args[9] = {
        a[0] ? a[0] : v_from_small(F_year(t)),   a[1] ? a[1] : v_from_small(F_month(t)),
        a[2] ? a[2] : v_from_small(F_day(t)),    a[3] ? a[3] : v_from_small(F_hour(t)),
        a[4] ? a[4] : v_from_small(F_minute(t)), a[5] ? a[5] : v_from_small(F_second(t)),
        a[6] ? a[6] : v_from_small(F_us(t)),     a[7] ? a[7] : t->tz,
        a[8] ? a[8] : v_from_small(F_fold(t))};
    value cls = v_from_obj((obj *)vm_typeof(self));
    if (args[8] == v_from_small(0))
        return dt_new(vm, cls, 8, args, V_NULL);
    value fk = str_intern_cstr(vm, "fold");
    value kwn = fk ? tuple_pack(vm, 1, fk) : V_NULL;
    if (!kwn)
        return V_NULL;
    vm_root_push(vm, kwn);
    value r = dt_new(vm, cls, 8, args, kwn);
    vm_root_pop(vm, 1);
    return r;
}

/* datetime.date(): a plain date of the fields */
static value m_dt_date(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argv;
    if (noargs(vm, "datetime.date", argc, kw) < 0)
        return V_NULL;
    const dtobj *t = DT(self);
    value cls = hook(vm, "date");
    return cls ? dt_make(vm, cls, &date_core_type, F_year(t), F_month(t), F_day(t), 0, 0, 0, 0,
                         V_NONE, 0)
               : V_NULL;
}

/* date.fromordinal(n) (a class method): cls(y, m, d) */
static value m_fromordinal(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (!v_is_type(cls, &type_type))
        cls = v_from_obj((obj *)vm_typeof(cls)); /* called on an instance */
    if (kw && AS_TUPLE(kw)->len)
        return vm_err(vm, &exc_TypeError, "fromordinal() takes no keyword arguments");
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "fromordinal() takes exactly 1 argument (%d given)",
                      argc);
    if (!v_is_small(argv[0]))
        return call_py(vm, cls, "_py_fromordinal", 1, argv);
    int64_t n = v_small(argv[0]);
    /* CPython reads the ordinal as a C int ("i:fromordinal") */
    if (n > INT32_MAX)
        return vm_err(vm, &exc_OverflowError, "signed integer is greater than maximum");
    if (n < INT32_MIN)
        return vm_err(vm, &exc_OverflowError, "signed integer is less than minimum");
    if (n < 1)
        return vm_err(vm, &exc_ValueError, "ordinal must be >= 1");
    int y, m, d;
    ord_to_ymd(n, &y, &m, &d);
    if (n > MAXORDINAL)
        return vm_err(vm, &exc_ValueError, "year %d is out of range", y);
    value args[3] = {v_from_small(y), v_from_small(m), v_from_small(d)};
    return vm_call(vm, cls, 3, args, V_NULL);
}

/* X.__new__(cls, ...) as a method (a subclass's super().__new__) */
static value new_method(psvm *vm, int argc, const value *argv, value kw, const char *tname,
                        value (*mk)(psvm *, value, int, const value *, value))
{
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "%s.__new__(): not enough arguments", tname);
    if (!v_is_class(argv[0]))
        return vm_err(vm, &exc_TypeError, "%s.__new__(X): X is not a type object (%s)", tname,
                      vm_type_name(argv[0]));
    return mk(vm, argv[0], argc - 1, argv + 1, kw);
}

static value m_td_new(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    return new_method(vm, argc, argv, kw, "timedelta", td_new);
}

static value m_date_new(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    return new_method(vm, argc, argv, kw, "date", date_new);
}

static value m_dt_new(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    return new_method(vm, argc, argv, kw, "datetime", dt_new);
}

#define NEW_ENTRY(f, qn)                                                                           \
    {                                                                                              \
        OBJ_STATIC_HEAD(&bfunc_type), "__new__", f, qn, BF_STATICMETHOD, 0, -1, BK_ANY             \
    }
static const bfunc td_methods[] = {NEW_ENTRY(m_td_new, "timedelta.__new__"), BFUNC_END};
static const bfunc dt_methods[] = {
    NEW_ENTRY(m_dt_new, "datetime.__new__"),
    BFUNC_KW("isoformat", m_dt_isoformat),
    BFUNC("replace", m_dt_replace),
    BFUNC("date", m_dt_date),
    BFUNC_END,
};

static const bfunc date_methods[] = {
    NEW_ENTRY(m_date_new, "date.__new__"),
    BFUNC("weekday", m_weekday),
    BFUNC("isoweekday", m_isoweekday),
    BFUNC("toordinal", m_toordinal),
    BFUNC_KW("strftime", m_strftime),
    BFUNC("isoformat", m_date_isoformat),
    BFUNC("replace", m_date_replace),
    BFUNC_CLASS("fromordinal", m_fromordinal),
    BFUNC_END,
};

/* The layouts: never called or named by scripts directly (their Python
 * classes are), so they need no constructor of their own. */
static const vtype td_core_type = {
    OBJ_STATIC_HEAD(&type_type),
    .name = "_datetime.TDCore",
    .repr = td_repr,
    .str = td_str,
    .hash = td_hash,
    .richcompare = td_richcompare,
    .binop = td_binop,
    .getattr = td_getattr,
    .new_ = td_new,
    .methods = td_methods,
    .basicsize = sizeof(tdobj),
};

static const vtype date_core_type = {
    OBJ_STATIC_HEAD(&type_type),
    .name = "_datetime.DateCore",
    .repr = date_repr,
    .str = date_str,
    .hash = date_hash,
    .richcompare = date_richcompare,
    .binop = date_binop,
    .getattr = date_getattr,
    .new_ = date_new,
    .methods = date_methods,
    .trace = date_trace,
    .basicsize = sizeof(dtobj),
};

static const vtype dt_core_type = {
    OBJ_STATIC_HEAD(&type_type),
    .name = "_datetime.DTCore",
    .repr = date_repr,
    .str = date_str,
    .base = &date_core_type,
    .hash = date_hash,
    .richcompare = date_richcompare,
    .binop = date_binop,
    .getattr = date_getattr,
    .new_ = dt_new,
    .methods = dt_methods,
    .trace = date_trace,
    .basicsize = sizeof(dtobj),
};

/* ---- snapshots (vm/snapshot.c) ------------------------------------------- */

/* The cores as a snapshot saves an instance's built-in part: a
 * timedelta's days, seconds and microseconds; a date's or datetime's key
 * (its fields and fold) and tzinfo. dtcore_set refuses what the type's
 * own constructor would refuse, so a restored value is one a script could
 * have made. */
const vtype *dtcore_type(int kind)
{
    return kind == 0 ? &td_core_type : kind == 1 ? &date_core_type : kind == 2 ? &dt_core_type : NULL;
}

void dtcore_get(value self, int kind, int64_t f[3], value *tz)
{
    if (kind == 0) {
        f[0] = TD(self)->days, f[1] = TD(self)->secs, f[2] = TD(self)->us;
        *tz = V_NONE;
    } else {
        f[0] = (int64_t)DT(self)->key, f[1] = f[2] = 0;
        *tz = DT(self)->tz;
    }
}

bool dtcore_set(value self, int kind, const int64_t f[3], value tz)
{
    if (kind == 0) {
        if (f[0] < -999999999 || f[0] > 999999999 || f[1] < 0 || f[1] >= 86400 || f[2] < 0 || f[2] >= 1000000)
            return false;
        TD(self)->days = (int32_t)f[0], TD(self)->secs = (int32_t)f[1], TD(self)->us = (int32_t)f[2];
        return true;
    }
    if (f[0] < 0 || (uint64_t)f[0] >> 63 || tz == V_NULL)
        return false;
    dtobj tmp = {.key = (uint64_t)f[0]};
    const dtobj *t = &tmp;
    int y = F_year(t), m = F_month(t), d = F_day(t);
    if ((uint64_t)f[0] >> 60 & 3 || y < 1 || y > 9999 || m < 1 || m > 12 || d < 1 ||
        d > dim[m] + (m == 2 && is_leap(y)) || F_hour(t) > 23 || F_minute(t) > 59 || F_second(t) > 59 ||
        F_us(t) > 999999)
        return false;
    if (kind == 1 && (KEY(t) & 0x1FFFFFFFFFull || F_fold(t) || tz != V_NONE))
        return false;
    DT(self)->key = tmp.key;
    DT(self)->tz = tz;
    return true;
}

/* ---- module functions: datetime.py's raw constructors (arguments checked
 * there) and field readers for its properties ------------------------------ */

static int ints(psvm *vm, const char *fname, int argc, const value *argv, int from, int to)
{
    for (int i = from; i < to && i < argc; i++)
        if (!v_is_small(argv[i])) {
            vm_err(vm, &exc_TypeError, "%s(): argument %d must be a small int", fname, i + 1);
            return -1;
        }
    return 0;
}

/* td(cls, days, seconds, us): any normalisation of the three */
static value f_td(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "td", kw) < 0 || vm_check_args(vm, "td", argc, 4, 4) < 0 ||
        ints(vm, "td", argc, argv, 1, 4) < 0)
        return V_NULL;
    return td_norm(vm, argv[0], v_small(argv[1]), v_small(argv[2]), v_small(argv[3]));
}

/* date(cls, y, m, d) */
static value f_date(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "date", kw) < 0 || vm_check_args(vm, "date", argc, 4, 4) < 0 ||
        ints(vm, "date", argc, argv, 1, 4) < 0)
        return V_NULL;
    return dt_make(vm, argv[0], &date_core_type, (int)v_small(argv[1]), (int)v_small(argv[2]),
                   (int)v_small(argv[3]), 0, 0, 0, 0, V_NONE, 0);
}

/* dt(cls, y, mo, d, h, mi, s, us, tz, fold) */
static value f_dt(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "dt", kw) < 0 || vm_check_args(vm, "dt", argc, 10, 10) < 0 ||
        ints(vm, "dt", argc, argv, 1, 8) < 0 || ints(vm, "dt", argc, argv, 9, 10) < 0)
        return V_NULL;
    int f[8];
    for (int i = 1; i < 8; i++)
        f[i] = (int)v_small(argv[i]);
    return dt_make(vm, argv[0], &dt_core_type, f[1], f[2], f[3], f[4], f[5], f[6], f[7], argv[8],
                   (int)v_small(argv[9]));
}

/* The fields as functions: datetime.py's read-only properties call them
 * (property(_datetime.year, ...)) with the instance, so reading d.year
 * runs no Python frame. Each checks its argument's layout, as a
 * property's fget may be called with anything. */
static const dtobj *field_of(psvm *vm, int argc, const value *argv, value kw, bool dt_only)
{
    if (argc != 1 || kw || !(dt_only ? is_dt(argv[0]) : is_date(argv[0]))) {
        vm_err(vm, &exc_TypeError, "descriptor needs a %s",
               dt_only ? "datetime.datetime" : "datetime.date");
        return NULL;
    }
    return DT(argv[0]);
}

static const tdobj *td_field_of(psvm *vm, int argc, const value *argv, value kw)
{
    if (argc != 1 || kw || !is_td(argv[0])) {
        vm_err(vm, &exc_TypeError, "descriptor needs a datetime.timedelta");
        return NULL;
    }
    return TD(argv[0]);
}

#define DATE_FIELD(name, dt_only, expr)                                                            \
    static value f_##name(psvm *vm, value self, int argc, const value *argv, value kw)             \
    {                                                                                              \
        (void)self;                                                                                \
        const dtobj *t = field_of(vm, argc, argv, kw, dt_only);                                    \
        return t ? (expr) : V_NULL;                                                                \
    }
DATE_FIELD(year, false, v_from_small(F_year(t)))
DATE_FIELD(month, false, v_from_small(F_month(t)))
DATE_FIELD(day, false, v_from_small(F_day(t)))
DATE_FIELD(hour, true, v_from_small(F_hour(t)))
DATE_FIELD(minute, true, v_from_small(F_minute(t)))
DATE_FIELD(second, true, v_from_small(F_second(t)))
DATE_FIELD(microsecond, true, v_from_small(F_us(t)))
DATE_FIELD(tzinfo, true, t->tz)
DATE_FIELD(fold, true, v_from_small(F_fold(t)))

#define TD_FIELD(name, expr)                                                                       \
    static value f_##name(psvm *vm, value self, int argc, const value *argv, value kw)             \
    {                                                                                              \
        (void)self;                                                                                \
        const tdobj *t = td_field_of(vm, argc, argv, kw);                                          \
        return t ? v_from_small(expr) : V_NULL;                                                    \
    }
TD_FIELD(days, t->days)
TD_FIELD(seconds, t->secs)
TD_FIELD(microseconds, t->us)

static const bfunc funcs[] = {
    BFUNC("td", f_td),
    BFUNC("date", f_date),
    BFUNC("dt", f_dt),
    BFUNC("year", f_year),
    BFUNC("month", f_month),
    BFUNC("day", f_day),
    BFUNC("hour", f_hour),
    BFUNC("minute", f_minute),
    BFUNC("second", f_second),
    BFUNC("microsecond", f_microsecond),
    BFUNC("tzinfo", f_tzinfo),
    BFUNC("fold", f_fold),
    BFUNC("days", f_days),
    BFUNC("seconds", f_seconds),
    BFUNC("microseconds", f_microseconds),
    BFUNC_END,
};

value datetime_core_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_datetime");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
    }
    static const vtype *const types[] = {&td_core_type, &date_core_type, &dt_core_type};
    static const char *const names[] = {"TDCore", "DateCore", "DTCore"};
    for (int i = 0; i < 3; i++) {
        value k = str_intern_cstr(vm, names[i]);
        if (!k || dict_set(vm, d, k, v_from_obj((obj *)types[i])) < 0)
            return V_NULL;
    }
    return m;
}
