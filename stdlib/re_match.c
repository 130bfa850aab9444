/*
 * re_match.c - re.Match, and the iterator finditer returns.
 *
 * A Match keeps its spans twice: in code points (what span() and start()
 * say) and in bytes (where group() cuts the subject's UTF-8), both found
 * when the match was made (re.c, re_match_new).
 */
#include "re_internal.h"
#include "vm/args.h"
#include "objects/str_internal.h"

#define M(v) ((re_match *)v_obj(v))
#define MPAT(m) ((re_pattern *)v_obj((m)->pattern))

static void match_trace(gc_state *gc, obj *o)
{
    re_match *m = (re_match *)o;
    gc_mark_value(gc, m->pattern);
    gc_mark_value(gc, m->string);
    gc_mark_value(gc, m->regs);
}

/* The text of group g, or dflt when it did not take part. */
value re_match_group_value(psvm *vm, re_match *m, int32_t g, value dflt)
{
    const int64_t *o = m->off + 4 * g;
    if (o[2] < 0)
        return dflt;
    if (v_is_str(m->string)) {
        const char *s = AS_STR(m->string)->data;
        if (o[3] - o[2] == 1)
            return str_char(vm, s + o[2], 1);
        return AS_STR(m->string)->ascii ? re_ascii_str(vm, s + o[2], o[3] - o[2]) : str_new(vm, s + o[2], o[3] - o[2]);
    }
    return bytes_new(vm, ((bytesobj *)v_obj(m->string))->data + o[2], o[3] - o[2]);
}

/* match_getindex: a group's number from an int or a name; -1 with
 * IndexError("no such group"). */
static int32_t group_index(psvm *vm, re_match *m, value key)
{
    int64_t i = -1;
    if (vm_index_of(vm, &key) < 0) /* an object with __index__ is its int */
        return -1;
    if (v_is_int(key)) {
        if (int_as_i64(vm, key, &i) < 0) {
            if (!vm_err_occurred_is(vm, &exc_OverflowError))
                return -1;
            vm->exc = V_NULL; /* PyNumber_AsSsize_t clamps: no such group */
            i = -1;
        }
    } else if (MPAT(m)->groupindex) {
        value g = dict_get(vm, MPAT(m)->groupindex, key);
        if (!g && vm->exc)
            return -1;
        if (g)
            i = v_small(g);
    }
    if (i < 0 || i >= m->ngroups) {
        vm_err(vm, &exc_IndexError, "no such group");
        return -1;
    }
    return (int32_t)i;
}

static value m_group(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "Match.group", kw) < 0)
        return V_NULL;
    re_match *m = M(self);
    if (argc <= 1) {
        int32_t g = argc ? group_index(vm, m, argv[0]) : 0;
        return g < 0 ? V_NULL : re_match_group_value(vm, m, g, V_NONE);
    }
    value t = tuple_new(vm, argc);
    if (!t)
        return V_NULL;
    for (int i = 0; i < argc; i++)
        AS_TUPLE(t)->items[i] = V_NONE;
    /* a group given by an object's __index__ or a name of a script's class
     * (__hash__, __eq__) runs Python code: the tuple must stay rooted */
    vm_root_push(vm, t);
    for (int i = 0; i < argc; i++) {
        int32_t g = group_index(vm, m, argv[i]);
        value v = g < 0 ? V_NULL : re_match_group_value(vm, m, g, V_NONE);
        if (!v) {
            vm_root_pop(vm, 1);
            return V_NULL;
        }
        AS_TUPLE(t)->items[i] = v;
    }
    vm_root_pop(vm, 1);
    return t;
}

static value match_getitem(psvm *vm, value self, value key)
{
    int32_t g = group_index(vm, M(self), key);
    return g < 0 ? V_NULL : re_match_group_value(vm, M(self), g, V_NONE);
}

/* groups(default=None) and groupdict(default=None) */
static int default_arg(psvm *vm, const char *fname, int argc, const value *argv, value kw, value *dflt)
{
    static const char *const names[] = {"default"};
    vm_sig sig = {fname, names, 1, 1, 0};
    value a[1];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return -1;
    *dflt = a[0] ? a[0] : V_NONE;
    return 0;
}

static value m_groups(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value dflt;
    if (default_arg(vm, "groups", argc, argv, kw, &dflt) < 0)
        return V_NULL;
    re_match *m = M(self);
    value t = tuple_new(vm, m->ngroups - 1);
    for (int32_t g = 1; t && g < m->ngroups; g++) {
        value v = re_match_group_value(vm, m, g, dflt);
        if (!v)
            return V_NULL;
        AS_TUPLE(t)->items[g - 1] = v;
    }
    return t;
}

static value m_groupdict(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value dflt;
    if (default_arg(vm, "groupdict", argc, argv, kw, &dflt) < 0)
        return V_NULL;
    re_match *m = M(self);
    value d = dict_new(vm);
    int64_t pos = 0;
    value k, v;
    while (d && MPAT(m)->groupindex && dict_next(MPAT(m)->groupindex, &pos, &k, &v)) {
        value s = re_match_group_value(vm, m, (int32_t)v_small(v), dflt);
        if (!s || dict_set(vm, d, k, s) < 0)
            return V_NULL;
    }
    return d;
}

/* start(group=0, /), end, span: the group, or -1 with an error. */
static int32_t group_arg(psvm *vm, value self, const char *fname, int argc, const value *argv, value kw)
{
    char qual[16];
    snprintf(qual, sizeof qual, "Match.%s", fname);
    if (vm_check_no_kw(vm, qual, kw) < 0)
        return -1;
    if (argc > 1) {
        vm_err(vm, &exc_TypeError, "%s expected at most 1 argument, got %d", fname, argc);
        return -1;
    }
    return argc ? group_index(vm, M(self), argv[0]) : 0;
}

static value m_start(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int32_t g = group_arg(vm, self, "start", argc, argv, kw);
    return g < 0 ? V_NULL : int_from_i64(vm, M(self)->off[4 * g]);
}
static value m_end(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int32_t g = group_arg(vm, self, "end", argc, argv, kw);
    return g < 0 ? V_NULL : int_from_i64(vm, M(self)->off[4 * g + 1]);
}
static value span_of(psvm *vm, re_match *m, int32_t g)
{
    value a = int_from_i64(vm, m->off[4 * g]), b = a ? int_from_i64(vm, m->off[4 * g + 1]) : V_NULL;
    return b ? tuple_pack(vm, 2, a, b) : V_NULL;
}
static value m_span(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int32_t g = group_arg(vm, self, "span", argc, argv, kw);
    return g < 0 ? V_NULL : span_of(vm, M(self), g);
}

static value m_expand(psvm *vm, value self, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"template"};
    vm_sig sig = {"expand", names, 1, 1, 1};
    value a[1];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    return re_expand(vm, self, a[0]);
}

static value match_repr(psvm *vm, value self)
{
    re_match *m = M(self);
    value g0 = re_match_group_value(vm, m, 0, V_NONE);
    value r = g0 ? vm_repr(vm, g0) : V_NULL;
    if (!r)
        return V_NULL;
    /* %.50R: the repr cut at 50 characters */
    int64_t cut = AS_STR(r)->cplen > 50 ? str_cp_offset(r, 50) : AS_STR(r)->len;
    sbuf b;
    sb_init(&b, vm);
    sb_addf(&b, "<re.Match object; span=(%lld, %lld), match=", (long long)m->off[0], (long long)m->off[1]);
    sb_add(&b, AS_STR(r)->data, cut);
    sb_addc(&b, '>');
    return sb_finish(&b);
}

static value match_getattr(psvm *vm, value self, value name)
{
    re_match *m = M(self);
    const char *n = str_cstr(name);
    if (!strcmp(n, "string"))
        return m->string;
    if (!strcmp(n, "re"))
        return m->pattern;
    if (!strcmp(n, "pos"))
        return int_from_i64(vm, m->pos);
    if (!strcmp(n, "endpos"))
        return int_from_i64(vm, m->endpos);
    if (!strcmp(n, "lastindex"))
        return m->lastindex < 0 ? V_NONE : v_from_small(m->lastindex);
    if (!strcmp(n, "lastgroup")) {
        value ig = MPAT(m)->indexgroup;
        return ig && m->lastindex >= 0 ? AS_TUPLE(ig)->items[m->lastindex] : V_NONE;
    }
    if (!strcmp(n, "regs")) {
        if (!m->regs) {
            value t = tuple_new(vm, m->ngroups);
            for (int32_t g = 0; t && g < m->ngroups; g++) {
                value s = span_of(vm, m, g);
                if (!s)
                    return V_NULL;
                AS_TUPLE(t)->items[g] = s;
            }
            m->regs = t;
        }
        return m->regs;
    }
    return V_NULL;
}

static const bfunc match_methods[] = {
    BFUNC("group", m_group), BFUNC("groups", m_groups), BFUNC("groupdict", m_groupdict),
    BFUNC("start", m_start), BFUNC("end", m_end), BFUNC("span", m_span), BFUNC("expand", m_expand),
    BFUNC_END,
};

const vtype re_match_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "re.Match", .tflags = TF_NO_SUBCLASS, .repr = match_repr,
    .getitem = match_getitem, .getattr = match_getattr, .methods = match_methods, .trace = match_trace,
};

/* ---- finditer ---------------------------------------------------------- */

/* CPython's finditer is iter(scanner.search, None): a callable_iterator.
 * Each step searches from the end of the last match (PCRE2's
 * NOTEMPTY_ATSTART after an empty one, sre's must_advance). */
typedef struct re_scanner {
    obj h;
    value pattern;
    re_subject sj;        /* its string is traced; its bytes read again at each step */
    int64_t next;         /* byte offset of the next search; -1 when done */
    bool must_advance;
} re_scanner;

static void scanner_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((re_scanner *)o)->pattern);
    gc_mark_value(gc, ((re_scanner *)o)->sj.string);
}

static value scanner_next(psvm *vm, value self)
{
    re_scanner *it = (re_scanner *)v_obj(self);
    if (it->next < 0)
        return V_STOP;
    re_pattern *p = (re_pattern *)v_obj(it->pattern);
    re_subject_refresh(&it->sj);
    int r = re_exec(vm, p, &it->sj, it->next, it->must_advance ? PCRE2_NOTEMPTY_ATSTART : 0);
    if (r <= 0) {
        it->next = -1;
        return r < 0 ? V_NULL : V_STOP;
    }
    const PCRE2_SIZE *ov = re_ovector(p);
    it->must_advance = ov[1] == ov[0];
    it->next = (int64_t)ov[1];
    return re_match_new(vm, p, &it->sj);
}

const vtype re_scanner_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "callable_iterator", .iter = vm_iter_self, .next = scanner_next,
    .trace = scanner_trace,
};

value re_finditer(psvm *vm, re_pattern *p, value string, int64_t pos, int64_t endpos)
{
    re_scanner *it = (re_scanner *)vm_new_obj(vm, &re_scanner_type, sizeof(re_scanner));
    if (!it || re_subject_init(vm, p, string, pos, endpos, &it->sj) < 0)
        return V_NULL;
    it->pattern = v_from_obj(p);
    it->next = it->sj.pos > it->sj.endpos ? -1 : it->sj.bpos;
    return v_from_obj(it);
}
