/*
 * re.c - the in-VM `re` module over PCRE2: the module and its functions,
 * re.error, the Pattern type, the pattern cache, and re_exec, the one place
 * where PCRE2 runs.
 *
 * Memory. PCRE2 gets its memory from the sandbox: one general context per
 * sandbox whose malloc is vm_alloc, so compiled patterns, match data and the
 * backtracking frames of pcre2_match are charged to the memory budget, and
 * a refused allocation comes back from PCRE2 as PCRE2_ERROR_NOMEMORY with
 * the memory limit error already raised by vm_alloc.
 *
 * Budgets. pcre2_match cannot be stopped from outside, so its work is
 * bounded from inside:
 *   - the match limit (PCRE2's count of backtracking frames, restarted at
 *     each start position) is the remaining instruction budget divided by
 *     RE_STEP_FUEL: at one position PCRE2 does at most what the sandbox
 *     could still pay for, and going past it (catastrophic backtracking,
 *     `(a+)+$`) is the instruction limit error, at once;
 *   - the translated pattern holds callouts (re_translate.c) at its start,
 *     at each alternative and in each repeated group, so PCRE2 calls
 *     re_callout at every start position it tries and every time it enters
 *     a loop or an alternative, backtracking included. The callouts are
 *     counted as fuel, and every RE_CHECK_EVERY of them the callout looks
 *     at the instruction budget, the host's interrupt flag and the clock,
 *     and stops the match with the sandbox's limit error;
 *   - the heap limit (KiB of backtracking frames) is the memory budget
 *     left.
 * After a match the callouts passed (RE_STEP_FUEL each) plus the bytes
 * scanned / 16 are charged; compiling costs 8 per byte of the translated
 * pattern. Work PCRE2 does without passing a callout (backtracking inside
 * one start position over single-character repeats, as in a*a*a*b) is not
 * counted, but it is bounded by the match limit at that position, and the
 * next start position passes a callout.
 *
 * JIT: not used. PCRE2's JIT would make matching several times faster, but
 * its code lives in executable memory that sljit maps itself, outside the
 * sandbox's allocator and budget, it adds a code generator to the attack
 * surface, and it honours neither the depth nor the heap limit. The
 * interpreter on the 8-bit form of a pattern (re_internal.h) already
 * beats CPython's re on ASCII text (bench/regex.py, docs/language.md).
 */
#include <time.h>

#include "re_internal.h"
#include "vm/args.h"
#include "objects/str_internal.h"

#define RE_CHECK_EVERY 4096
/* Fuel per backtracking frame and per callout: PCRE2's interpreter spends
 * 8-12 ns on a frame, about two bytecode instructions' time. */
#define RE_STEP_FUEL 2

/* ---- PCRE2's memory ------------------------------------------------------ */

static void *re_malloc(PCRE2_SIZE size, void *data) { return vm_alloc((psvm *)data, size); }
static void re_free(void *p, void *data)
{
    if (p)
        vm_dealloc((psvm *)data, p);
}

/* ---- the state ------------------------------------------------------------ */

static void state_trace(gc_state *gc, obj *o)
{
    re_state *st = (re_state *)o;
    for (int i = 0; i < RE_CACHE; i++) {
        gc_mark_value(gc, st->cache[i].pattern);
        gc_mark_value(gc, st->cache[i].compiled);
    }
}

static void state_free(psvm *vm, obj *o)
{
    re_state *st = (re_state *)o;
    pcre2_match_data_free(st->md);
    pcre2_match_context_free(st->mctx);
    pcre2_compile_context_free(st->cctx);
    pcre2_general_context_free(st->gctx);
}

static const vtype re_state_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "re_state", .trace = state_trace, .free = state_free,
};

static int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static value instruction_limit(psvm *vm)
{
    return vm_err_limit(vm, LIMIT_INSTRUCTIONS, "instruction limit exceeded (%lld instructions)",
                        (long long)vm->limits.instructions);
}

/* PCRE2 calls this at every callout of the translated pattern (see the
 * head of this file). */
static int re_callout(pcre2_callout_block *cb, void *data)
{
    re_state *st = data;
    if (cb->callout_number == 2) {
        /* the end of the pattern: the last one reached is the match's */
        st->capture_last = cb->capture_last;
        return 0;
    }
    if (++st->steps < st->check_at)
        return 0;
    psvm *vm = st->vm;
    st->check_at = st->steps + RE_CHECK_EVERY;
    if (vm->limits.instructions > 0 && st->fuel_base + RE_STEP_FUEL * st->steps > vm->limits.instructions) {
        vm->fuel_used = st->fuel_base + RE_STEP_FUEL * st->steps;
        instruction_limit(vm);
        return PCRE2_ERROR_CALLOUT;
    }
    if (atomic_load_explicit(&vm->interrupt, memory_order_relaxed)) {
        vm_err_limit(vm, LIMIT_INTERRUPT, "interrupted by the host");
        return PCRE2_ERROR_CALLOUT;
    }
    if (vm->deadline_ns && now_ns() > vm->deadline_ns) {
        vm_err_limit(vm, LIMIT_TIME, "time limit exceeded (%lld ms)", (long long)vm->limits.time_ms);
        return PCRE2_ERROR_CALLOUT;
    }
    return 0;
}

static value state_new(psvm *vm)
{
    re_state *st = (re_state *)vm_new_obj(vm, &re_state_type, sizeof(re_state));
    if (!st)
        return V_NULL;
    st->vm = vm;
    for (int i = 0; i < RE_CACHE; i++)
        st->cache[i].pattern = st->cache[i].compiled = V_NULL;
    st->gctx = pcre2_general_context_create(re_malloc, re_free, vm);
    st->cctx = st->gctx ? pcre2_compile_context_create(st->gctx) : NULL;
    st->mctx = st->cctx ? pcre2_match_context_create(st->gctx) : NULL;
    if (!st->mctx)
        return vm->exc ? V_NULL : vm_err_nomem(vm);
    pcre2_set_newline(st->cctx, PCRE2_NEWLINE_LF);
    /* our translation nests at most twice as deep as the script's pattern
     * (re_translate.h, NEST_MAX) */
    pcre2_set_parens_nest_limit(st->cctx, 420);
    pcre2_set_callout(st->mctx, re_callout, st);
    return v_from_obj(st);
}

/* The shared match data, with room for n pairs. One per sandbox: its
 * backtracking frames are kept between matches, and nothing holds its
 * ovector across a call into Python code. */
static pcre2_match_data *state_md(psvm *vm, re_state *st, uint32_t n)
{
    if (st->md && pcre2_get_ovector_count(st->md) >= n)
        return st->md;
    pcre2_match_data *md = pcre2_match_data_create(n < 16 ? 16 : n, st->gctx);
    if (!md) {
        if (!vm->exc)
            vm_err_nomem(vm);
        return NULL;
    }
    pcre2_match_data_free(st->md);
    st->md = md;
    return md;
}

/* ---- re.error ---------------------------------------------------------- */

static value err_repr(psvm *vm, value self)
{
    excobj *e = AS_EXC(self);
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, "error");
    if (AS_TUPLE(e->args)->len == 1) {
        sb_addc(&b, '(');
        sb_addv(&b, AS_TUPLE(e->args)->items[0], true);
        sb_addc(&b, ')');
    } else {
        sb_addv(&b, e->args, true);
    }
    return sb_finish(&b);
}
static value err_str(psvm *vm, value self) { return exc_str(vm, self); }
static value err_getattr(psvm *vm, value self, value name) { return exc_Exception.getattr(vm, self, name); }
static void err_trace(gc_state *gc, obj *o) { exc_Exception.trace(gc, o); }

/* Occurrences of '\n' in pattern[0:pos) (code points or bytes) and the
 * position of the last one, -1 if none. */
static void count_newlines(value pattern, int64_t pos, int64_t *count, int64_t *last, bool *any)
{
    const char *s = v_is_str(pattern) ? AS_STR(pattern)->data : (const char *)((bytesobj *)v_obj(pattern))->data;
    int64_t n = v_is_str(pattern) ? AS_STR(pattern)->len : ((bytesobj *)v_obj(pattern))->len;
    bool bytes = !v_is_str(pattern);
    *count = 0;
    *last = -1;
    *any = memchr(s, '\n', (size_t)n) != NULL;
    for (int64_t i = 0, k = 0; i < n && k < pos; i++) {
        if (!bytes && ((unsigned char)s[i] & 0xC0) == 0x80)
            continue;
        if (s[i] == '\n') {
            (*count)++;
            *last = k;
        }
        k++;
    }
}

/* error.__init__(msg, pattern=None, pos=None) */
static value err_make(psvm *vm, value msg, value pattern, value pos)
{
    value text = msg, lineno = V_NONE, colno = V_NONE;
    bool located = pattern != V_NONE && pos != V_NONE;
    if (located) {
        int64_t p;
        if (!v_is_int(pos) || int_as_i64(vm, pos, &p) < 0)
            return vm_err(vm, &exc_TypeError, "%%d format: a real number is required, not %s", vm_type_name(pos));
        sbuf b;
        sb_init(&b, vm);
        sb_addv(&b, msg, false);
        sb_addf(&b, " at position %lld", (long long)p);
        if (v_is_str(pattern) || v_is_type(pattern, &bytes_type)) {
            int64_t count, last;
            bool any;
            count_newlines(pattern, p, &count, &last, &any);
            lineno = v_from_small(count + 1);
            colno = v_from_small(p - last);
            if (any)
                sb_addf(&b, " (line %lld, column %lld)", (long long)(count + 1), (long long)(p - last));
        }
        if (!(text = sb_finish(&b)))
            return V_NULL;
    }
    value args = tuple_pack(vm, 1, text);
    value e = args ? exc_new(vm, &re_error_type, args) : V_NULL;
    if (!e)
        return V_NULL;
    static const char *const names[] = {"msg", "pattern", "pos", "lineno", "colno"};
    value vals[] = {msg, pattern, pos, lineno, colno};
    for (int i = 0; i < 5; i++) {
        value k = str_intern_cstr(vm, names[i]);
        if (!k || exc_setattr(vm, e, k, vals[i]) < 0)
            return V_NULL;
    }
    return e;
}

static value err_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"msg", "pattern", "pos"};
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    value a[3] = {V_NULL, V_NONE, V_NONE};
    if (argc > 3)
        return vm_err(vm, &exc_TypeError, "error.__init__() takes from 2 to 4 positional arguments but %d were given",
                      argc + 1);
    for (int i = 0; i < argc; i++)
        a[i] = argv[i];
    for (int k = 0; k < nkw; k++) {
        int j = 0;
        while (j < 3 && !str_eq_cstr(AS_TUPLE(kw)->items[k], names[j]))
            j++;
        if (j == 3)
            return vm_err(vm, &exc_TypeError, "error.__init__() got an unexpected keyword argument '%s'",
                          str_cstr(AS_TUPLE(kw)->items[k]));
        if (j < argc)
            return vm_err(vm, &exc_TypeError, "error.__init__() got multiple values for argument '%s'", names[j]);
        a[j] = argv[argc + k];
    }
    if (!a[0])
        return vm_err(vm, &exc_TypeError, "error.__init__() missing 1 required positional argument: 'msg'");
    return err_make(vm, a[0], a[1], a[2]);
}

const vtype re_error_type = {
    /* a Python class in CPython (tp_name "error", __module__ "re"): "error"
     * in messages, re.error in tracebacks and repr(re.error) */
    .h = OBJ_STATIC_HEAD(&type_type), .name = "error", .module = "re", .base = &exc_Exception, .tflags = TF_EXC,
    .repr = err_repr, .str = err_str, .getattr = err_getattr, .new_ = err_new, .trace = err_trace,
};

value re_raise_error(psvm *vm, const char *msg, value pattern, int64_t pos)
{
    value m = str_from_cstr(vm, msg);
    value e = m ? err_make(vm, m, pattern, pos >= 0 ? v_from_small(pos) : V_NONE) : V_NULL;
    return e ? vm_err_value(vm, e) : V_NULL;
}

/* ---- compiling --------------------------------------------------------- */

/* PCRE2 10.42 takes the first code unit of a match from a leading
 * look-ahead and then looks for the required last code unit after it, so
 * /(?=a)b?a/ cannot match "a" (fixed in PCRE2 10.45, commit 5bff405f).
 * When the two are the same code unit and the pattern has a look-ahead,
 * the pattern is compiled again without the start-of-match optimizations. */
static bool first_unit_bug(const pcre2_code *code)
{
    uint32_t ftype = 0, fcu = 0, ltype = 0, lcu = 0;
    pcre2_pattern_info(code, PCRE2_INFO_FIRSTCODETYPE, &ftype);
    pcre2_pattern_info(code, PCRE2_INFO_LASTCODETYPE, &ltype);
    if (ftype != 1 || ltype != 1)
        return false;
    pcre2_pattern_info(code, PCRE2_INFO_FIRSTCODEUNIT, &fcu);
    pcre2_pattern_info(code, PCRE2_INFO_LASTCODEUNIT, &lcu);
    if (fcu < 128 && (fcu | 32) >= 'a' && (fcu | 32) <= 'z')
        fcu |= 32, lcu |= 32; /* a caseless pattern may keep either case */
    return fcu == lcu;
}

/* pcre2_compile of a translation. NULL with an error raised. */
static pcre2_code *compile_code(psvm *vm, re_state *st, value pattern, re_translation *tr)
{
    int err;
    PCRE2_SIZE off;
    /* PCRE2's compile spends some 50 ns a byte of pattern (more for
     * classes and groups): about 8 instructions' time */
    if (!vm_charge(vm, 8 * tr->out.len))
        return NULL;
#ifdef PS_RE_TRACE
    fprintf(stderr, "PCRE2: %s\n", tr->out.p); /* -DPS_RE_TRACE: see each translation */
#endif
    pcre2_code *code = pcre2_compile((PCRE2_SPTR)tr->out.p, (PCRE2_SIZE)tr->out.len - 1, tr->options, &err, &off,
                                     st->cctx);
    if (code && tr->lookahead && first_unit_bug(code)) {
        pcre2_code_free(code);
        code = pcre2_compile((PCRE2_SPTR)tr->out.p, (PCRE2_SIZE)tr->out.len - 1,
                             tr->options | PCRE2_NO_START_OPTIMIZE, &err, &off, st->cctx);
    }
    if (code || vm->exc)
        return code;
    PCRE2_UCHAR msg[256];
    if (pcre2_get_error_message(err, msg, sizeof msg) < 0)
        snprintf((char *)msg, sizeof msg, "PCRE2 error %d", err);
    switch (err) {
    case PCRE2_ERROR_PATTERN_TOO_LARGE:           /* a compiled pattern past 64 KiB */
    case PCRE2_ERROR_PARENTHESES_NEST_TOO_DEEP:
    case PCRE2_ERROR_TOO_MANY_CAPTURES:           /* 65535 */
    case PCRE2_ERROR_LOOKBEHIND_NOT_FIXED_LENGTH: /* a back reference in a look-behind */
    case PCRE2_ERROR_LOOKBEHIND_TOO_COMPLICATED:
    case PCRE2_ERROR_LOOKBEHIND_TOO_LONG:
        /* a limit of PCRE2's that CPython does not have: its words */
        re_raise_error(vm, (const char *)msg, pattern, -1);
        break;
    default:
        /* anything else is a translation PCRE2 cannot read: our bug
         * (fuzz/fuzz_re.c looks for it) */
        vm_err(vm, &exc_SystemError, "re: PCRE2 refused the translated pattern: %s at %zu",
               (const char *)msg, (size_t)off);
    }
    return NULL;
}

static void pattern_trace(gc_state *gc, obj *o)
{
    re_pattern *p = (re_pattern *)o;
    gc_mark_value(gc, p->pattern);
    gc_mark_value(gc, p->groupindex);
    gc_mark_value(gc, p->indexgroup);
    gc_mark_value(gc, p->state);
}

static void pattern_free(psvm *vm, obj *o)
{
    re_pattern *p = (re_pattern *)o;
    pcre2_code_free(p->code8);
    pcre2_code_free(p->utf);
}

static value pattern_compile(psvm *vm, value state, value pattern, int64_t flags)
{
    re_state *st = (re_state *)v_obj(state);
    bool isbytes = !v_is_str(pattern);
    re_translation tr;
    if (re_translate(vm, pattern, flags, isbytes ? RE_T_BYTES : RE_T_ASCII, &tr) < 0)
        return V_NULL;
    re_pattern *p = (re_pattern *)vm_new_obj(vm, &re_pattern_type, sizeof(re_pattern));
    if (!p) {
        sb_free(&tr.out);
        return V_NULL;
    }
    p->pattern = pattern;
    p->state = state;
    p->groupindex = tr.groupindex;
    p->flags = tr.flags;
    p->groups = tr.groups;
    p->isbytes = isbytes;
    p->code8 = compile_code(vm, st, pattern, &tr);
    sb_free(&tr.out);
    if (!p->code8)
        return V_NULL;
    if (tr.groupindex) {
        value ig = tuple_new(vm, tr.groups + 1);
        if (!ig)
            return V_NULL;
        for (int64_t i = 0; i <= tr.groups; i++)
            AS_TUPLE(ig)->items[i] = V_NONE;
        int64_t pos = 0;
        value k, v;
        while (dict_next(tr.groupindex, &pos, &k, &v))
            AS_TUPLE(ig)->items[v_small(v)] = k;
        p->indexgroup = ig;
    }
    return v_from_obj(p);
}

/* The UTF form, made the first time a non-ASCII str is matched. */
static pcre2_code *pattern_utf(psvm *vm, re_pattern *p)
{
    if (p->utf)
        return p->utf;
    re_translation tr;
    if (re_translate(vm, p->pattern, p->flags & ~(int64_t)RE_UNICODE, RE_T_UTF, &tr) < 0)
        return NULL;
    p->utf = compile_code(vm, (re_state *)v_obj(p->state), p->pattern, &tr);
    sb_free(&tr.out);
    return p->utf;
}

/* Flags as CPython's _compile takes them: an int (or a bool). */
static int flags_value(psvm *vm, value flags, int64_t *out)
{
    if (!v_is_int(flags)) {
        vm_err(vm, &exc_TypeError, "unsupported operand type(s) for &: '%s' and 'RegexFlag'", vm_type_name(flags));
        return -1;
    }
    return int_as_i64(vm, flags, out);
}

value re_compile_cached(psvm *vm, value state, value pattern, value flags)
{
    if (v_is_type(pattern, &re_pattern_type)) {
        int t = vm_truth(vm, flags);
        if (t < 0)
            return V_NULL;
        if (t)
            return vm_err(vm, &exc_ValueError, "cannot process flags argument with a compiled pattern");
        return pattern;
    }
    bool isstr = v_is_str(pattern);
    if (!isstr && !v_is_type(pattern, &bytes_type)) {
        /* CPython looks (type, pattern, flags) up in its cache first */
        if ((vm_hash(vm, pattern) == -1 || vm_hash(vm, flags) == -1) && vm->exc)
            return V_NULL;
        return vm_err(vm, &exc_TypeError, "first argument must be string or compiled pattern");
    }
    int64_t f;
    if (flags_value(vm, flags, &f) < 0)
        return V_NULL;
    re_state *st = (re_state *)v_obj(state);
    for (int i = 0; i < RE_CACHE; i++) {
        value c = st->cache[i].pattern;
        if (!c || st->cache[i].flags != f)
            continue;
        if (c == pattern)
            return st->cache[i].compiled;
        if (isstr ? (v_is_str(c) && str_eq(c, pattern))
                  : (v_is_type(c, &bytes_type) && ((bytesobj *)v_obj(c))->len == ((bytesobj *)v_obj(pattern))->len &&
                     !memcmp(((bytesobj *)v_obj(c))->data, ((bytesobj *)v_obj(pattern))->data,
                             (size_t)((bytesobj *)v_obj(c))->len)))
            return st->cache[i].compiled;
    }
    value p = pattern_compile(vm, state, pattern, f);
    if (!p)
        return V_NULL;
    /* CPython keeps DEBUG patterns out of its cache; so do we */
    if (!(f & RE_DEBUG)) {
        int i = st->cache_next;
        st->cache_next = (i + 1) % RE_CACHE;
        st->cache[i].pattern = pattern;
        st->cache[i].flags = f;
        st->cache[i].compiled = p;
    }
    return p;
}

/* ---- subjects and matching ------------------------------------------------- */

int re_subject_init(psvm *vm, re_pattern *p, value string, int64_t pos, int64_t endpos, re_subject *sj)
{
    memset(sj, 0, sizeof *sj);
    sj->string = string;
    int64_t n;
    if (v_is_str(string)) {
        if (p->isbytes) {
            vm_err(vm, &exc_TypeError, "cannot use a bytes pattern on a string-like object");
            return -1;
        }
        sj->s = AS_STR(string)->data;
        sj->len = AS_STR(string)->len;
        sj->ascii = AS_STR(string)->ascii;
        n = AS_STR(string)->cplen;
    } else if (v_is_type(string, &bytes_type)) {
        if (!p->isbytes) {
            vm_err(vm, &exc_TypeError, "cannot use a string pattern on a bytes-like object");
            return -1;
        }
        sj->s = (const char *)((bytesobj *)v_obj(string))->data;
        sj->len = ((bytesobj *)v_obj(string))->len;
        sj->isbytes = sj->ascii = true;
        n = sj->len;
    } else {
        vm_err(vm, &exc_TypeError, "expected string or bytes-like object, got '%s'", vm_type_name(string));
        return -1;
    }
    sj->pos = pos < 0 ? 0 : pos > n ? n : pos;
    sj->endpos = endpos < 0 ? 0 : endpos > n ? n : endpos;
    if (sj->ascii) {
        sj->bpos = sj->pos;
        sj->bendpos = sj->endpos;
        sj->code = p->code8;
    } else {
        if (!vm_charge(vm, sj->len / 64))
            return -1;
        sj->bpos = str_cp_offset(string, sj->pos);
        sj->bendpos = str_cp_offset(string, sj->endpos);
        if (!(sj->code = pattern_utf(vm, p)))
            return -1;
    }
    sj->conv_b = sj->bpos;
    sj->conv_c = sj->pos;
    return 0;
}

void re_subject_refresh(re_subject *sj)
{
    sj->s = sj->isbytes ? (const char *)((bytesobj *)v_obj(sj->string))->data : AS_STR(sj->string)->data;
}

int64_t re_subject_cp(re_subject *sj, int64_t b)
{
    if (sj->ascii)
        return b;
    const unsigned char *s = (const unsigned char *)sj->s;
    int64_t c = sj->conv_c;
    if (b >= sj->conv_b) {
        for (int64_t i = sj->conv_b; i < b; i++)
            c += (s[i] & 0xC0) != 0x80;
    } else {
        for (int64_t i = b; i < sj->conv_b; i++)
            c -= (s[i] & 0xC0) != 0x80;
    }
    sj->conv_b = b;
    sj->conv_c = c;
    return c;
}

/* A str of n bytes of ASCII text: str_new without counting code points,
 * which is most of the cost of a findall over ASCII text's short pieces. */
value re_ascii_str(psvm *vm, const char *p, int64_t n)
{
    size_t head = offsetof(strobj, inl);
    strobj *o = (strobj *)vm_new_obj_head(vm, &str_type, head + (size_t)n + 1, head);
    if (!o)
        return V_NULL;
    o->len = o->cplen = n;
    o->data = o->inl;
    vm_copy(o->data, p, (size_t)n);
    o->data[n] = 0;
    o->hash = -1;
    o->ascii = 1;
    return v_from_obj(o);
}

value re_slice(psvm *vm, re_subject *sj, int64_t a, int64_t b)
{
    if (sj->isbytes)
        return bytes_new(vm, sj->s + a, b - a);
    if (b - a == 1)
        return str_char(vm, sj->s + a, 1);
    return sj->ascii ? re_ascii_str(vm, sj->s + a, b - a) : str_new(vm, sj->s + a, b - a);
}

int re_exec(psvm *vm, re_pattern *p, re_subject *sj, int64_t start, uint32_t opts)
{
    re_state *st = (re_state *)v_obj(p->state);
    if (!state_md(vm, st, (uint32_t)p->groups + 1))
        return -1;
    int64_t left = vm->limits.instructions > 0 ? vm->limits.instructions - vm->fuel_used : INT64_MAX;
    if (left <= 0) {
        instruction_limit(vm);
        return -1;
    }
    left /= RE_STEP_FUEL;
    uint32_t limit = left < 1 ? 1 : left > UINT32_MAX ? UINT32_MAX : (uint32_t)left;
    int64_t room = vm->limits.memory > 0 ? (vm->limits.memory - vm->mem_used) / 1024 : INT64_MAX;
    uint32_t heap = room < 1 ? 1 : room > UINT32_MAX ? UINT32_MAX : (uint32_t)room;
    if (limit != st->match_limit) {
        pcre2_set_match_limit(st->mctx, limit);
        pcre2_set_depth_limit(st->mctx, limit);
        st->match_limit = limit;
    }
    if (heap != st->heap_limit) {
        pcre2_set_heap_limit(st->mctx, heap);
        st->heap_limit = heap;
    }
    st->steps = 0;
    st->capture_last = 0;
    st->check_at = left < RE_CHECK_EVERY ? left : RE_CHECK_EVERY;
    st->fuel_base = vm->fuel_used;
    if (!sj->ascii)
        opts |= PCRE2_NO_UTF_CHECK;
    int rc = pcre2_match(sj->code, (PCRE2_SPTR)sj->s, (PCRE2_SIZE)sj->bendpos, (PCRE2_SIZE)start, opts, st->md,
                         st->mctx);
    if (rc == PCRE2_ERROR_CALLOUT)
        return -1; /* the callout raised the limit */
    int64_t scanned = sj->bendpos - start;
    if (rc > 0)
        scanned = (int64_t)pcre2_get_ovector_pointer(st->md)[1] - start;
    if (!vm_charge(vm, 1 + RE_STEP_FUEL * st->steps + (scanned > 0 ? scanned / 16 : 0)))
        return -1;
    if (rc > 0)
        return 1;
    if (rc == PCRE2_ERROR_NOMATCH)
        return 0;
    if (rc == PCRE2_ERROR_MATCHLIMIT || rc == PCRE2_ERROR_DEPTHLIMIT) {
        if (vm->limits.instructions > 0) {
            vm->fuel_used = vm->limits.instructions + 1;
            instruction_limit(vm);
        } else {
            vm_err_limit(vm, LIMIT_INSTRUCTIONS, "instruction limit exceeded (a regular expression backtracked "
                                                 "more than %u steps)", limit);
        }
        return -1;
    }
    if (rc == PCRE2_ERROR_HEAPLIMIT || rc == PCRE2_ERROR_NOMEMORY) {
        if (!vm->exc)
            vm_err_nomem(vm);
        return -1;
    }
    if (!vm->exc)
        vm_err(vm, &exc_RuntimeError, "internal error in regular expression engine");
    return -1;
}

const PCRE2_SIZE *re_ovector(re_pattern *p) { return pcre2_get_ovector_pointer(((re_state *)v_obj(p->state))->md); }

value re_match_new(psvm *vm, re_pattern *p, re_subject *sj)
{
    int32_t n = p->groups + 1;
    re_match *m = (re_match *)vm_new_obj(vm, &re_match_type, sizeof(re_match) + sizeof(int64_t) * 4 * (size_t)n);
    if (!m)
        return V_NULL;
    m->pattern = v_from_obj(p);
    m->string = sj->string;
    m->pos = sj->pos;
    m->endpos = sj->endpos;
    m->ngroups = n;
    m->lastindex = -1;
    const PCRE2_SIZE *ov = re_ovector(p);
    /* sre's lastindex is the group that closed last on the matching path:
     * PCRE2's capture_last, which the callout at the pattern's end read */
    uint32_t last = ((re_state *)v_obj(p->state))->capture_last;
    m->lastindex = last > 0 && last < (uint32_t)n ? (int32_t)last : -1;
    for (int32_t g = 0; g < n; g++) {
        int64_t *o = m->off + 4 * g;
        if (ov[2 * g] == PCRE2_UNSET) {
            o[0] = o[1] = o[2] = o[3] = -1;
            continue;
        }
        o[2] = (int64_t)ov[2 * g];
        o[3] = (int64_t)ov[2 * g + 1];
        o[0] = re_subject_cp(sj, o[2]);
        o[1] = re_subject_cp(sj, o[3]);
    }
    return v_from_obj(m);
}

/* ---- Pattern ---------------------------------------------------------------- */

#define PAT(v) ((re_pattern *)v_obj(v))

static value pattern_repr(psvm *vm, value self)
{
    static const struct { const char *name; int64_t v; } names[] = {
        {"re.TEMPLATE", RE_TEMPLATE}, {"re.IGNORECASE", RE_IGNORECASE}, {"re.LOCALE", RE_LOCALE},
        {"re.MULTILINE", RE_MULTILINE}, {"re.DOTALL", RE_DOTALL}, {"re.UNICODE", RE_UNICODE},
        {"re.VERBOSE", RE_VERBOSE}, {"re.DEBUG", RE_DEBUG}, {"re.ASCII", RE_ASCII},
    };
    re_pattern *p = PAT(self);
    int64_t flags = p->flags;
    if (!p->isbytes && (flags & RE_TYPE_FLAGS) == RE_UNICODE)
        flags &= ~(int64_t)RE_UNICODE;
    value r = vm_repr(vm, p->pattern);
    if (!r)
        return V_NULL;
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, "re.compile(");
    /* %.200R: the repr cut at 200 characters */
    int64_t cut = AS_STR(r)->cplen > 200 ? str_cp_offset(r, 200) : AS_STR(r)->len;
    sb_add(&b, AS_STR(r)->data, cut);
    bool first = true;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (flags & names[i].v) {
            sb_adds(&b, first ? ", " : "|");
            sb_adds(&b, names[i].name);
            flags &= ~names[i].v;
            first = false;
        }
    if (flags)
        sb_addf(&b, "%s0x%llx", first ? ", " : "|", (unsigned long long)flags);
    sb_addc(&b, ')');
    return sb_finish(&b);
}

static int64_t pattern_hash(psvm *vm, value self)
{
    int64_t h = vm_hash(vm, PAT(self)->pattern);
    if (h == -1 && vm->exc)
        return -1;
    h ^= PAT(self)->flags ^ (PAT(self)->isbytes ? 1 : 0);
    return h == -1 ? -2 : h;
}

static value pattern_richcompare(psvm *vm, value a, value b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || !v_is_type(b, &re_pattern_type))
        return V_NOTIMPLEMENTED;
    int eq = 1;
    if (a != b) {
        eq = PAT(a)->flags == PAT(b)->flags && PAT(a)->isbytes == PAT(b)->isbytes;
        if (eq && (eq = vm_eq(vm, PAT(a)->pattern, PAT(b)->pattern)) < 0)
            return V_NULL;
    }
    return v_bool(op == CMP_EQ ? eq : !eq);
}

static value pattern_getattr(psvm *vm, value self, value name)
{
    re_pattern *p = PAT(self);
    const char *n = str_cstr(name);
    if (!strcmp(n, "pattern"))
        return p->pattern;
    if (!strcmp(n, "flags"))
        return int_from_i64(vm, p->flags);
    if (!strcmp(n, "groups"))
        return v_from_small(p->groups);
    if (!strcmp(n, "groupindex")) {
        /* CPython's read-only mappingproxy of the pattern's dict: the VM
         * makes one only as a dict view's .mapping, so through that */
        if (!p->groupindex)
            return dict_new(vm); /* CPython too: a plain {} when no group is named */
        value kname = str_intern_cstr(vm, "keys");
        value keys = kname ? vm_lookup_method(vm, &dict_type, kname) : V_NULL;
        value view = keys ? ((const bfunc *)v_obj(keys))->fn(vm, p->groupindex, 0, NULL, V_NULL) : V_NULL;
        value mapping = view ? str_intern_cstr(vm, "mapping") : V_NULL;
        return mapping ? vm_getattr(vm, view, mapping) : V_NULL;
    }
    return V_NULL;
}

/* pos and endpos as Py_ssize_t. */
static int ssize_arg(psvm *vm, value v, int64_t dflt, int64_t *out)
{
    if (!v) {
        *out = dflt;
        return 0;
    }
    return vm_index(vm, v, out); /* __index__ too, as Py_ssize_t arguments take it */
}

static const char *const sig_pos_names[] = {"string", "pos", "endpos"};

static value do_match(psvm *vm, value self, int argc, const value *argv, value kw, const char *fname, uint32_t opts)
{
    vm_sig sig = {fname, sig_pos_names, 3, 3, 1};
    value a[3];
    int64_t pos, endpos;
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0 || ssize_arg(vm, a[1], 0, &pos) < 0 ||
        ssize_arg(vm, a[2], INT64_MAX, &endpos) < 0)
        return V_NULL;
    re_pattern *p = PAT(self);
    re_subject sj;
    if (re_subject_init(vm, p, a[0], pos, endpos, &sj) < 0)
        return V_NULL;
    if (sj.pos > sj.endpos)
        return V_NONE;
    int r = re_exec(vm, p, &sj, sj.bpos, opts);
    if (r <= 0)
        return r < 0 ? V_NULL : V_NONE;
    return re_match_new(vm, p, &sj);
}

static value m_search(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return do_match(vm, self, argc, argv, kw, "search", 0);
}
static value m_match(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return do_match(vm, self, argc, argv, kw, "match", PCRE2_ANCHORED);
}
static value m_fullmatch(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return do_match(vm, self, argc, argv, kw, "fullmatch", PCRE2_ANCHORED | PCRE2_ENDANCHORED);
}

static value m_findall_iter(psvm *vm, value self, int argc, const value *argv, value kw, bool iter)
{
    vm_sig sig = {iter ? "finditer" : "findall", sig_pos_names, 3, 3, 1};
    value a[3];
    int64_t pos, endpos;
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0 || ssize_arg(vm, a[1], 0, &pos) < 0 ||
        ssize_arg(vm, a[2], INT64_MAX, &endpos) < 0)
        return V_NULL;
    return iter ? re_finditer(vm, PAT(self), a[0], pos, endpos) : re_findall(vm, PAT(self), a[0], pos, endpos);
}
static value m_findall(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return m_findall_iter(vm, self, argc, argv, kw, false);
}
static value m_finditer(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return m_findall_iter(vm, self, argc, argv, kw, true);
}

static value m_subx(psvm *vm, value self, int argc, const value *argv, value kw, bool subn)
{
    static const char *const names[] = {"repl", "string", "count"};
    vm_sig sig = {subn ? "subn" : "sub", names, 3, 3, 2};
    value a[3];
    int64_t count;
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0 || ssize_arg(vm, a[2], 0, &count) < 0)
        return V_NULL;
    return re_sub(vm, PAT(self), a[0], a[1], count, subn);
}
static value m_sub(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return m_subx(vm, self, argc, argv, kw, false);
}
static value m_subn(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return m_subx(vm, self, argc, argv, kw, true);
}

static value m_split(psvm *vm, value self, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"string", "maxsplit"};
    vm_sig sig = {"split", names, 2, 2, 1};
    value a[2];
    int64_t maxsplit;
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0 || ssize_arg(vm, a[1], 0, &maxsplit) < 0)
        return V_NULL;
    return re_split(vm, PAT(self), a[0], maxsplit);
}

static const bfunc pattern_methods[] = {
    BFUNC("match", m_match), BFUNC("fullmatch", m_fullmatch), BFUNC("search", m_search),
    BFUNC("sub", m_sub), BFUNC("subn", m_subn), BFUNC("findall", m_findall), BFUNC("split", m_split),
    BFUNC("finditer", m_finditer),
    BFUNC_END,
};

const vtype re_pattern_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "re.Pattern", .tflags = TF_NO_SUBCLASS, .repr = pattern_repr,
    .hash = pattern_hash, .richcompare = pattern_richcompare, .getattr = pattern_getattr,
    .methods = pattern_methods, .trace = pattern_trace, .free = pattern_free,
};

/* ---- the module's functions -------------------------------------------------- */

/* re.search and the others are Python functions in CPython: a function
 * object of our own, bound to the sandbox's state, with their repr and
 * their argument errors ("search() missing 1 required positional argument:
 * 'string'"). */
typedef struct re_func {
    obj h;
    value state;
    const bfunc *f;
} re_func;

static value func_repr(psvm *vm, value self)
{
    return str_fmt(vm, "<function %s at 0x%llx>", ((re_func *)v_obj(self))->f->name,
                   (unsigned long long)vm_id(vm, self));
}
static value func_call(psvm *vm, value self, int argc, const value *argv, value kw)
{
    re_func *f = (re_func *)v_obj(self);
    return f->f->fn(vm, f->state, argc, argv, kw);
}
static value func_getattr(psvm *vm, value self, value name)
{
    if (str_eq_cstr(name, "__name__") || str_eq_cstr(name, "__qualname__"))
        return str_from_cstr(vm, ((re_func *)v_obj(self))->f->name);
    if (str_eq_cstr(name, "__module__"))
        return str_from_cstr(vm, "re");
    return V_NULL;
}
static void func_trace(gc_state *gc, obj *o) { gc_mark_value(gc, ((re_func *)o)->state); }
static const vtype re_func_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "function", .repr = func_repr, .call = func_call,
    .getattr = func_getattr, .trace = func_trace,
};

/* A Python function's signature: names[0..n) positional-or-keyword, the
 * first nreq required. */
typedef struct pysig {
    const char *name;
    const char *const *names;
    int n, nreq;
} pysig;

static int py_bind(psvm *vm, const pysig *s, int argc, const value *argv, value kw, value *out)
{
    for (int i = 0; i < s->n; i++)
        out[i] = i < argc ? argv[i] : V_NULL;
    if (argc > s->n) {
        if (s->n == s->nreq)
            vm_err(vm, &exc_TypeError, "%s() takes %d positional argument%s but %d %s given", s->name, s->n,
                   s->n == 1 ? "" : "s", argc, argc == 1 ? "was" : "were");
        else
            vm_err(vm, &exc_TypeError, "%s() takes from %d to %d positional arguments but %d %s given", s->name,
                   s->nreq, s->n, argc, argc == 1 ? "was" : "were");
        return -1;
    }
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    for (int k = 0; k < nkw; k++) {
        value name = AS_TUPLE(kw)->items[k];
        int j = 0;
        while (j < s->n && !str_eq_cstr(name, s->names[j]))
            j++;
        if (j == s->n) {
            vm_err(vm, &exc_TypeError, "%s() got an unexpected keyword argument '%s'", s->name, str_cstr(name));
            return -1;
        }
        if (out[j]) {
            vm_err(vm, &exc_TypeError, "%s() got multiple values for argument '%s'", s->name, s->names[j]);
            return -1;
        }
        out[j] = argv[argc + k];
    }
    int missing = 0;
    for (int i = 0; i < s->nreq; i++)
        missing += !out[i];
    if (missing) {
        sbuf b;
        sb_init(&b, vm);
        sb_addf(&b, "%s() missing %d required positional argument%s: ", s->name, missing, missing == 1 ? "" : "s");
        int seen = 0;
        for (int i = 0; i < s->nreq; i++)
            if (!out[i]) {
                if (seen)
                    sb_adds(&b, missing == 2 ? " and " : seen == missing - 1 ? ", and " : ", ");
                sb_addf(&b, "'%s'", s->names[i]);
                seen++;
            }
        value msg = sb_finish(&b);
        if (msg)
            vm_err(vm, &exc_TypeError, "%s", str_cstr(msg));
        return -1;
    }
    return 0;
}

static value call_method(psvm *vm, value p, cfunc fn, int argc, const value *argv)
{
    return fn(vm, p, argc, argv, V_NULL);
}

static const char *const n_pat_str_flags[] = {"pattern", "string", "flags"};

static value f_matchlike(psvm *vm, value state, int argc, const value *argv, value kw, const char *name, cfunc fn)
{
    pysig s = {name, n_pat_str_flags, 3, 2};
    value a[3];
    if (py_bind(vm, &s, argc, argv, kw, a) < 0)
        return V_NULL;
    value p = re_compile_cached(vm, state, a[0], a[2] ? a[2] : v_from_small(0));
    return p ? call_method(vm, p, fn, 1, &a[1]) : V_NULL;
}
static value f_search(psvm *vm, value st, int argc, const value *argv, value kw)
{
    return f_matchlike(vm, st, argc, argv, kw, "search", m_search);
}
static value f_match(psvm *vm, value st, int argc, const value *argv, value kw)
{
    return f_matchlike(vm, st, argc, argv, kw, "match", m_match);
}
static value f_fullmatch(psvm *vm, value st, int argc, const value *argv, value kw)
{
    return f_matchlike(vm, st, argc, argv, kw, "fullmatch", m_fullmatch);
}
static value f_findall(psvm *vm, value st, int argc, const value *argv, value kw)
{
    return f_matchlike(vm, st, argc, argv, kw, "findall", m_findall);
}
static value f_finditer(psvm *vm, value st, int argc, const value *argv, value kw)
{
    return f_matchlike(vm, st, argc, argv, kw, "finditer", m_finditer);
}

static value f_subx(psvm *vm, value state, int argc, const value *argv, value kw, bool subn)
{
    static const char *const names[] = {"pattern", "repl", "string", "count", "flags"};
    pysig s = {subn ? "subn" : "sub", names, 5, 3};
    value a[5];
    int64_t count;
    if (py_bind(vm, &s, argc, argv, kw, a) < 0)
        return V_NULL;
    /* count first: its __index__ may run Python code, which must not see
     * a pattern held only here */
    if (ssize_arg(vm, a[3], 0, &count) < 0)
        return V_NULL;
    value p = re_compile_cached(vm, state, a[0], a[4] ? a[4] : v_from_small(0));
    if (!p)
        return V_NULL;
    return re_sub(vm, PAT(p), a[1], a[2], count, subn);
}
static value f_sub(psvm *vm, value st, int argc, const value *argv, value kw) { return f_subx(vm, st, argc, argv, kw, false); }
static value f_subn(psvm *vm, value st, int argc, const value *argv, value kw) { return f_subx(vm, st, argc, argv, kw, true); }

static value f_split(psvm *vm, value state, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"pattern", "string", "maxsplit", "flags"};
    pysig s = {"split", names, 4, 2};
    value a[4];
    int64_t maxsplit;
    if (py_bind(vm, &s, argc, argv, kw, a) < 0)
        return V_NULL;
    if (ssize_arg(vm, a[2], 0, &maxsplit) < 0)
        return V_NULL;
    value p = re_compile_cached(vm, state, a[0], a[3] ? a[3] : v_from_small(0));
    if (!p)
        return V_NULL;
    return re_split(vm, PAT(p), a[1], maxsplit);
}

static value f_compile(psvm *vm, value state, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"pattern", "flags"};
    pysig s = {"compile", names, 2, 1};
    value a[2];
    if (py_bind(vm, &s, argc, argv, kw, a) < 0)
        return V_NULL;
    return re_compile_cached(vm, state, a[0], a[1] ? a[1] : v_from_small(0));
}

static value f_escape(psvm *vm, value state, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"pattern"};
    pysig s = {"escape", names, 1, 1};
    value a[1];
    if (py_bind(vm, &s, argc, argv, kw, a) < 0)
        return V_NULL;
    return re_escape(vm, a[0]);
}

static value f_purge(psvm *vm, value state, int argc, const value *argv, value kw)
{
    pysig s = {"purge", NULL, 0, 0};
    if (py_bind(vm, &s, argc, argv, kw, NULL) < 0)
        return V_NULL;
    re_state *st = (re_state *)v_obj(state);
    for (int i = 0; i < RE_CACHE; i++)
        st->cache[i].pattern = st->cache[i].compiled = V_NULL;
    st->cache_next = 0;
    return V_NONE;
}

static const bfunc re_funcs[] = {
    BFUNC("compile", f_compile), BFUNC("search", f_search), BFUNC("match", f_match),
    BFUNC("fullmatch", f_fullmatch), BFUNC("findall", f_findall), BFUNC("finditer", f_finditer),
    BFUNC("sub", f_sub), BFUNC("subn", f_subn), BFUNC("split", f_split), BFUNC("escape", f_escape),
    BFUNC("purge", f_purge),
    BFUNC_END,
};

static int set_attr(psvm *vm, value d, const char *name, value v)
{
    value k = str_intern_cstr(vm, name);
    return v && k ? dict_set(vm, d, k, v) : -1;
}

value re_module_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "re");
    value m = name ? module_new(vm, name) : V_NULL;
    value state = m ? state_new(vm) : V_NULL;
    if (!state)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = re_funcs; f->name; f++) {
        re_func *fo = (re_func *)vm_new_obj(vm, &re_func_type, sizeof(re_func));
        if (!fo)
            return V_NULL;
        fo->state = state;
        fo->f = f;
        if (set_attr(vm, d, f->name, v_from_obj(fo)) < 0)
            return V_NULL;
    }
    /* the flags: plain ints here (CPython's are RegexFlag members, whose
     * repr is re.IGNORECASE: docs/language.md) */
    static const struct { const char *name; int64_t v; } flags[] = {
        {"NOFLAG", 0}, {"ASCII", RE_ASCII}, {"A", RE_ASCII}, {"IGNORECASE", RE_IGNORECASE}, {"I", RE_IGNORECASE},
        {"LOCALE", RE_LOCALE}, {"L", RE_LOCALE}, {"UNICODE", RE_UNICODE}, {"U", RE_UNICODE},
        {"MULTILINE", RE_MULTILINE}, {"M", RE_MULTILINE}, {"DOTALL", RE_DOTALL}, {"S", RE_DOTALL},
        {"VERBOSE", RE_VERBOSE}, {"X", RE_VERBOSE}, {"TEMPLATE", RE_TEMPLATE}, {"T", RE_TEMPLATE},
        {"DEBUG", RE_DEBUG},
    };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        if (set_attr(vm, d, flags[i].name, v_from_small(flags[i].v)) < 0)
            return V_NULL;
    if (set_attr(vm, d, "error", v_from_obj(&re_error_type)) < 0 ||
        set_attr(vm, d, "Pattern", v_from_obj(&re_pattern_type)) < 0 ||
        set_attr(vm, d, "Match", v_from_obj(&re_match_type)) < 0)
        return V_NULL;
    return m;
}
