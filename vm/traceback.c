/*
 * traceback.c - the traceback object, and printing an
 * uncaught exception the way CPython 3.11 does: the chain (cause/context),
 * "Traceback (most recent call last):", each frame's file, line, function
 * and source line, and the last line with its "Did you mean" suggestion.
 */
#include <stdio.h>
#include <string.h>

#include "interp_internal.h"
#include "objects/str_internal.h"

static void tb_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((tbobj *)o)->next);
    gc_mark_value(gc, ((tbobj *)o)->code);
}
const vtype tb_type = {.h = OBJ_STATIC_HEAD(&type_type), .name = "traceback", .trace = tb_trace};

/* ---- suggestions (Levenshtein, CPython's costs and cut-off) -------------- */

static int lev(const char *a, size_t na, const char *b, size_t nb, int maxc)
{
    int row[64];
    if (na > 40 || nb > 40)
        return maxc + 1;
    for (size_t j = 0; j <= nb; j++)
        row[j] = (int)j * 2;
    for (size_t i = 1; i <= na; i++) {
        int prev = row[0];
        row[0] = (int)i * 2;
        for (size_t j = 1; j <= nb; j++) {
            int cost = a[i - 1] == b[j - 1] ? 0 : ((a[i - 1] | 0x20) == (b[j - 1] | 0x20) ? 1 : 2);
            int v = prev + cost;
            if (row[j] + 2 < v) v = row[j] + 2;
            if (row[j - 1] + 2 < v) v = row[j - 1] + 2;
            prev = row[j];
            row[j] = v;
        }
    }
    return row[nb];
}

static void consider(value name, value cand, value *best, int *bestd)
{
    if (!v_is_str(cand) || str_eq(cand, name))
        return;
    size_t na = (size_t)AS_STR(name)->len, nb = (size_t)AS_STR(cand)->len;
    int maxc = (int)((na + nb + 3) * 2 / 6);
    int d = lev(AS_STR(name)->data, na, AS_STR(cand)->data, nb, maxc);
    if (d <= maxc && d < *bestd) {
        *best = cand;
        *bestd = d;
    }
}

value tb_suggest(psvm *vm, value name, value d1, value d2, value list);
value tb_suggest(psvm *vm, value name, value d1, value d2, value list)
{
    value best = V_NULL;
    int bestd = 1 << 30;
    value ds[2] = {d1, d2};
    if (list)
        for (int64_t i = 0; i < AS_TUPLE(list)->len; i++)
            consider(name, AS_TUPLE(list)->items[i], &best, &bestd);
    for (int k = 0; k < 2; k++) {
        int64_t pos = 0;
        value key;
        while (ds[k] && dict_next(ds[k], &pos, &key, NULL))
            consider(name, key, &best, &bestd);
    }
    return best;
}

static value attr_suggest(psvm *vm, value o, value name)
{
    value best = V_NULL;
    int bestd = 1 << 30;
    for (const vtype *t = vm_typeof(o); t; t = t->base)
        if (t->methods)
            for (const bfunc *m = t->methods; m->name; m++) {
                value s = str_from_cstr(vm, m->name);
                if (s)
                    consider(name, s, &best, &bestd);
            }
    if (v_is_type(o, &module_type)) {
        int64_t pos = 0;
        value key;
        while (dict_next(((moduleobj *)v_obj(o))->dict, &pos, &key, NULL))
            consider(name, key, &best, &bestd);
    }
    return best;
}

/* ---- printing ------------------------------------------------------------ */

/* Where a report goes. Inside an exception group CPython indents: at group
 * depth d > 0 a line starts with 2*d spaces and "| " (a group's own
 * traceback header at depth 1 with "+ "), and the rules between members
 * are indented alone. Each exception is printed once (`seen`), as
 * CPython's report does, so a cycle of causes ends. */
enum { TB_MAX_GROUP_DEPTH = 10, TB_MAX_GROUP_WIDTH = 15, TB_MAX_CHAIN = 50, TB_SEEN = 256 };
typedef struct tbout {
    psvm *vm;
    vm_write_fn wr;
    void *ud;
    int depth;         /* exception group nesting */
    bool need_close;   /* the innermost group's closing rule is still due */
    bool bol;          /* at the beginning of a line */
    const char *first; /* the margin of the next line, instead of "| " */
    int nseen;
    value seen[TB_SEEN];
} tbout;

static void put_indent(tbout *o, int depth, const char *margin)
{
    char buf[2 * (TB_MAX_GROUP_DEPTH + 2) + 2];
    int k = 2 * depth;
    memset(buf, ' ', (size_t)k);
    size_t m = strlen(margin);
    memcpy(buf + k, margin, m);
    o->wr(o->ud, buf, (size_t)k + m);
}

/* s, each line after the margin */
static void put(tbout *o, const char *s, size_t n)
{
    while (n) {
        if (o->bol && o->depth > 0)
            put_indent(o, o->depth, o->first ? o->first : "| ");
        o->first = NULL;
        const char *nl = memchr(s, '\n', n);
        size_t k = nl ? (size_t)(nl - s) + 1 : n;
        o->wr(o->ud, s, k);
        o->bol = nl != NULL;
        s += k;
        n -= k;
    }
}

static void w(tbout *o, const char *s) { put(o, s, strlen(s)); }

/* s as it is, with no margin: a message's later lines (CPython's) */
static void put_raw(tbout *o, const char *s, size_t n)
{
    if (!n)
        return;
    o->wr(o->ud, s, n);
    o->bol = s[n - 1] == '\n';
}

static void print_source_line(tbout *o, codeobj *co, int pc)
{
    psvm *vm = o->vm;
    code_pos p = co->pos[pc];
    const char *src = AS_STR(co->source)->data, *end = src + AS_STR(co->source)->len;
    int line = 1;
    const char *s = src;
    while (s < end && line < p.line) {
        if (*s++ == '\n')
            line++;
    }
    const char *e = s;
    while (e < end && *e != '\n')
        e++;
    const char *t = s;
    while (t < e && (*t == ' ' || *t == '\t'))
        t++;
    const char *te = e;
    while (te > t && (te[-1] == ' ' || te[-1] == '\r'))
        te--;
    if (t == te)
        return;
    w(o, "    ");
    put(o, t, (size_t)(te - t));
    w(o, "\n");
    /* Carets, as CPython 3.11: the failing range in '^', except that a
     * binary operation marks its operands '~' and its operator '^', and a
     * subscript its value '~' and its [index] '^' (the anchors come from
     * re-parsing the segment, as CPython does). Elided when plain '^'
     * would span the whole line. */
    int indent = (int)(t - s);
    int linelen = (int)(te - s);
    int c0 = p.col, c1 = p.end_line == p.line ? p.end_col : linelen;
    if (c0 < indent || c1 <= c0 || c1 > (int)(e - s))
        return;
    int la = -1, ra = -1; /* anchors, byte offsets within the segment */
    if (p.end_line == p.line)
        vm_source_anchors(vm, s + c0, (size_t)(c1 - c0), &la, &ra);
    if (la < 0 && c0 == indent && c1 >= linelen)
        return;
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, "    ");
    for (const char *q = t; q < s + c0; q++)
        if ((((unsigned char)*q) & 0xC0) != 0x80)
            sb_addc(&b, ' ');
    for (int i = c0; i < c1; i++) {
        if ((((unsigned char)s[i]) & 0xC0) == 0x80)
            continue;
        int off = i - c0;
        sb_addc(&b, la < 0 ? '^' : (off >= la && off < ra) ? '^' : '~');
    }
    sb_addc(&b, '\n');
    if (!b.failed)
        put(o, b.p, (size_t)b.len);
    sb_free(&b);
}

static void print_repeats(tbout *o, int64_t cnt)
{
    if (cnt <= 3)
        return;
    char buf[100];
    snprintf(buf, sizeof buf, "  [Previous line repeated %lld more time%s]\n", (long long)(cnt - 3), cnt - 3 > 1 ? "s" : "");
    put_raw(o, buf, strlen(buf)); /* with no margin in a group, as CPython 3.11 */
}

/* CPython's layout for a SyntaxError: file and line, the stripped source
 * line, carets from offset to end_offset. */
static void print_syntax_location(tbout *o, excobj *e)
{
    psvm *vm = o->vm;
    char buf[700];
    snprintf(buf, sizeof buf, "  File \"%s\", line %d\n", e->name && v_is_str(e->name) ? str_cstr(e->name) : "<string>",
             e->se_lineno);
    w(o, buf);
    if (!e->se_text || !v_is_str(e->se_text))
        return;
    const char *t = str_cstr(e->se_text);
    size_t n = (size_t)AS_STR(e->se_text)->len;
    while (n && (t[n - 1] == '\n' || t[n - 1] == '\r'))
        n--;
    size_t lead = 0;
    while (lead < n && (t[lead] == ' ' || t[lead] == '\f' || t[lead] == '\t'))
        lead++;
    w(o, "    ");
    put(o, t + lead, n - lead);
    w(o, "\n");
    if (!e->se_offset)
        return;
    int32_t spaces = 0;
    for (size_t i = 0; i < lead; i++)
        spaces++;
    int32_t off = e->se_offset, eoff = e->se_end_offset ? e->se_end_offset : off;
    if (type_is_sub(e->h.type, &exc_IndentationError))
        eoff = off; /* CPython marks one character for these */
    if (e->se_end_lineno && e->se_end_lineno != e->se_lineno)
        eoff = off; /* CPython marks one character for a multi-line range */
    if (off == eoff || eoff == -1)
        eoff = off + 1;
    int32_t col = off - 1 - spaces, ecol = eoff - 1 - spaces;
    if (col < 0)
        return;
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, "    ");
    /* caret space: whitespace characters are kept, others become ' ' */
    int32_t ci = 0;
    for (size_t i = lead; i < n && ci < col; ) {
        int64_t j = (int64_t)i;
        utf8_decode((const unsigned char *)t, (int64_t)n, &j);
        sb_addc(&b, (t[i] == '\t' || t[i] == '\f') ? t[i] : ' ');
        i = (size_t)j;
        ci++;
    }
    for (int32_t k = col; k < ecol; k++)
        sb_addc(&b, '^');
    sb_addc(&b, '\n');
    if (!b.failed)
        put(o, b.p, (size_t)b.len);
    sb_free(&b);
}

/* One exception: its traceback (a group's under CPython's "Exception Group
 * Traceback" header) and its last line. */
static void print_one(tbout *o, value exc, bool group)
{
    psvm *vm = o->vm;
    excobj *e = AS_EXC(exc);
    if (type_is_sub(e->h.type, &exc_SyntaxError) && e->se_lineno > 0) {
        print_syntax_location(o, e);
        w(o, e->h.type->name);
        value m = AS_TUPLE(e->args)->len ? vm_str(vm, AS_TUPLE(e->args)->items[0]) : V_NULL;
        w(o, ": ");
        if (m)
            put_raw(o, AS_STR(m)->data, (size_t)AS_STR(m)->len);
        w(o, "\n");
        return;
    }
    if (e->tb && e->tb != V_NONE) {
        if (group && o->depth == 1)
            o->first = "+ ";
        w(o, group ? "Exception Group Traceback (most recent call last):\n" : "Traceback (most recent call last):\n");
        /* Runs of the same frame line collapse after 3, as CPython's
         * "[Previous line repeated N more times]". */
        value last_code = V_NULL;
        int last_line = -1;
        int64_t cnt = 0;
        for (value t = e->tb; t && t != V_NONE; t = ((tbobj *)v_obj(t))->next) {
            tbobj *tb = (tbobj *)v_obj(t);
            codeobj *co = AS_CODE(tb->code);
            int line = co->pos[tb->pc].line;
            bool same = last_code && (last_code == tb->code ||
                        (str_eq(AS_CODE(last_code)->filename, co->filename) && str_eq(AS_CODE(last_code)->name, co->name))) &&
                        last_line == line;
            if (!same) {
                print_repeats(o, cnt);
                last_code = tb->code;
                last_line = line;
                cnt = 0;
            }
            if (++cnt > 3)
                continue;
            char buf[600];
            snprintf(buf, sizeof buf, "  File \"%s\", line %d, in %s\n", str_cstr(co->filename), line, str_cstr(co->name));
            w(o, buf);
            /* CPython shows no source for "<string>" (python -c) */
            if (str_cstr(co->filename)[0] != '<')
                print_source_line(o, co, tb->pc);
        }
        print_repeats(o, cnt);
    }
    if (e->h.type->tflags & TF_HEAPTYPE) {
        /* a class of the script's: its qualified name, and its module's
         * unless that is __main__ (CPython's traceback module) */
        const classobj *c = (const classobj *)e->h.type;
        if (!str_eq_cstr(c->module, "__main__") && !str_eq_cstr(c->module, "builtins")) {
            w(o, str_cstr(c->module));
            w(o, ".");
        }
        w(o, str_cstr(c->qualname));
    } else {
        if (e->h.type->module) {
            /* a module's own exception type, as CPython names it:
             * json.decoder.JSONDecodeError */
            w(o, e->h.type->module);
            w(o, ".");
        }
        w(o, e->h.type == &exc_LimitError ? "pysafe.LimitError" : e->h.type->name);
    }
    value s = (e->h.type->tflags & TF_HEAPTYPE) ? vm_str(vm, exc) : exc_str(vm, exc);
    if (!s) {
        /* str() of it raised: CPython prints <exception str() failed> */
        vm->exc = V_NULL;
        s = str_from_cstr(vm, "<exception str() failed>");
    }
    if (s && AS_STR(s)->len) {
        w(o, ": ");
        put_raw(o, AS_STR(s)->data, (size_t)AS_STR(s)->len);
    }
    value sug = e->suggestion;
    if (!sug && type_is_sub(e->h.type, &exc_AttributeError) && e->obj_ && e->name)
        sug = attr_suggest(vm, e->obj_, e->name);
    if (sug && v_is_str(sug)) {
        w(o, ". Did you mean: '");
        put_raw(o, AS_STR(sug)->data, (size_t)AS_STR(sug)->len);
        w(o, "'?");
    }
    w(o, "\n");
}

/* The members of exc when it is an exception group (a tuple of
 * exceptions), else V_NULL. Groups are _exceptiongroup.py's classes: none
 * exists before that module is loaded. */
static value group_members(psvm *vm, value exc)
{
    value mn = vm->modules ? str_intern_cstr(vm, "_exceptiongroup") : V_NULL;
    value mod = mn ? dict_get_str(vm, vm->modules, mn) : V_NULL;
    value gn = mod ? str_intern_cstr(vm, "BaseExceptionGroup") : V_NULL;
    value g = gn ? dict_get_str(vm, ((moduleobj *)v_obj(mod))->dict, gn) : V_NULL;
    if (!g || !v_is_type(g, &type_type) || !type_is_sub(v_obj(exc)->type, AS_TYPE(g)))
        return V_NULL;
    value xn = str_intern_cstr(vm, "_exceptions");
    value xs = xn ? vm_getattr(vm, exc, xn) : V_NULL;
    vm->exc = V_NULL;
    if (!xs || !v_is_tuple(xs) || AS_TUPLE(xs)->len == 0)
        return V_NULL;
    for (int64_t i = 0; i < AS_TUPLE(xs)->len; i++) {
        value x = AS_TUPLE(xs)->items[i];
        if (!v_is_obj(x) || !(v_obj(x)->type->tflags & TF_EXC))
            return V_NULL;
    }
    return xs;
}

static bool seen(tbout *o, value exc)
{
    for (int i = 0; i < o->nseen; i++)
        if (o->seen[i] == exc)
            return true;
    return false;
}

static void print_recursive(tbout *o, value exc, int nest);

static void print_chained(tbout *o, value exc, const char *why, int nest)
{
    bool need_close = o->need_close;
    print_recursive(o, exc, nest + 1);
    o->need_close = need_close;
    w(o, "\n");
    w(o, why);
    w(o, "\n");
}

/* The rule above member i of a group at depth d (i == -1: the closing one) */
static void print_rule(tbout *o, int i)
{
    char buf[80];
    if (i < 0)
        snprintf(buf, sizeof buf, "+------------------------------------\n");
    else if (i < TB_MAX_GROUP_WIDTH)
        snprintf(buf, sizeof buf, "%s+---------------- %d ----------------\n", i == 0 ? "+-" : "  ", i + 1);
    else
        snprintf(buf, sizeof buf, "%s+---------------- ... ----------------\n", i == 0 ? "+-" : "  ");
    put_indent(o, o->depth, "");
    put_raw(o, buf, strlen(buf));
}

/* A group, and below it each member (the first 15) in a box, the way
 * CPython 3.11 prints one (its max_group_width 15, max_group_depth 10). */
static void print_group(tbout *o, value exc, value members, int nest)
{
    if (o->depth > TB_MAX_GROUP_DEPTH) {
        char buf[64];
        snprintf(buf, sizeof buf, "... (max_group_depth is %d)\n", TB_MAX_GROUP_DEPTH);
        w(o, buf);
        return;
    }
    bool top = o->depth == 0;
    if (top)
        o->depth = 1;
    print_one(o, exc, true);
    int64_t n = AS_TUPLE(members)->len;
    int shown = n <= TB_MAX_GROUP_WIDTH ? (int)n : TB_MAX_GROUP_WIDTH + 1;
    o->need_close = false;
    for (int i = 0; i < shown; i++) {
        bool last = i == shown - 1;
        if (last)
            o->need_close = true; /* unless a member that is a group closes it */
        print_rule(o, i);
        o->depth++;
        if (i < TB_MAX_GROUP_WIDTH) {
            print_recursive(o, AS_TUPLE(members)->items[i], nest + 1);
        } else {
            char buf[80];
            int64_t more = n - TB_MAX_GROUP_WIDTH;
            snprintf(buf, sizeof buf, "and %lld more exception%s\n", (long long)more, more > 1 ? "s" : "");
            w(o, buf);
        }
        if (last && o->need_close) {
            print_rule(o, -1);
            o->need_close = false;
        }
        o->depth--;
    }
    if (top)
        o->depth = 0;
}

/* exc after what caused it (its __cause__, else its __context__ unless
 * suppressed), each the same way */
static void print_recursive(tbout *o, value exc, int nest)
{
    /* the str() of an exception is the script's code, which may unlink
     * this one (or a group's members) from everything else */
    vm_root_push(o->vm, exc);
    if (o->nseen < TB_SEEN)
        o->seen[o->nseen++] = exc;
    excobj *e = AS_EXC(exc);
    if (nest < TB_MAX_CHAIN) {
        if (e->cause && e->cause != V_NONE) {
            if (!seen(o, e->cause))
                print_chained(o, e->cause, "The above exception was the direct cause of the following exception:\n",
                              nest);
        } else if (e->context && e->context != V_NONE && !e->suppress_context && !seen(o, e->context)) {
            print_chained(o, e->context, "During handling of the above exception, another exception occurred:\n",
                          nest);
        }
    }
    value members = group_members(o->vm, exc);
    if (members) {
        vm_root_push(o->vm, members);
        print_group(o, exc, members, nest);
        vm_root_pop(o->vm, 1);
    } else {
        print_one(o, exc, false);
    }
    vm_root_pop(o->vm, 1);
}

int vm_print_exception(psvm *vm, value exc, vm_write_fn wr, void *ud)
{
    bool saved = vm->unbudgeted;
    value saved_exc = vm->exc;
    vm->unbudgeted = true; /* printing the report must not itself fail */
    vm->exc = V_NULL;
    tbout o = {.vm = vm, .wr = wr, .ud = ud, .bol = true};
    print_recursive(&o, exc, 0);
    vm->exc = saved_exc;
    vm->unbudgeted = saved;
    return 0;
}
