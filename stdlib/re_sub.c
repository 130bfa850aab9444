/*
 * re_sub.c - the scanning operations (findall, sub/subn, split), the
 * replacement templates they and Match.expand use, and re.escape.
 *
 * Every scan is sre's loop: search from the end of the last match, and
 * after an empty match refuse another empty one at the same place
 * (must_advance; PCRE2_NOTEMPTY_ATSTART), so that re.sub('x*', '-', 'abxd')
 * is '-a-b--d-' as in CPython 3.7 and later.
 */
#include "re_internal.h"
#include "objects/str_internal.h"
#include "objects/text/utext.h"

/* ---- templates (re._parser.parse_template) ------------------------------- */

/* A parsed replacement: literal pieces and group numbers in order. */
typedef struct tpl_item {
    int64_t group;    /* -1: a literal */
    int64_t off, len; /* the literal: bytes of lit */
} tpl_item;

typedef struct tpl {
    sbuf lit;         /* the literal text, UTF-8 for str, raw for bytes */
    tpl_item *items;
    int n, cap;
    bool isbytes;
} tpl;

static void tpl_free(tpl *t)
{
    sb_free(&t->lit);
    vm_dealloc(t->lit.vm, t->items);
}

static int tpl_push(tpl *t, int64_t group, int64_t off, int64_t len)
{
    if (t->n == t->cap) {
        int nc = t->cap ? t->cap * 2 : 8;
        tpl_item *np = vm_realloc(t->lit.vm, t->items, (size_t)nc * sizeof *np);
        if (!np)
            return -1;
        t->items = np;
        t->cap = nc;
    }
    t->items[t->n++] = (tpl_item){group, off, len};
    return 0;
}

/* A code point of the literal text. */
static void tpl_put(tpl *t, uint32_t c)
{
    if (t->isbytes) {
        sb_addc(&t->lit, (char)c);
    } else {
        char u[4];
        sb_add(&t->lit, u, utf8_encode(c, u));
    }
}

/* Close the literal run that started at *run (a piece if not empty). */
static int tpl_flush(tpl *t, int64_t *run)
{
    if (t->lit.failed)
        return -1;
    if (t->lit.len > *run && tpl_push(t, -1, *run, t->lit.len - *run) < 0)
        return -1;
    *run = t->lit.len;
    return 0;
}

/* The template's code points (a str decoded, a bytes as latin-1). */
typedef struct tsrc {
    psvm *vm;
    value text;
    uint32_t *s;
    int64_t n, i;
} tsrc;

/* Tokenizer.error for the template. */
static void tpl_error(tsrc *s, const char *msg, int64_t pos)
{
    if (v_is_str(s->text)) {
        re_raise_error(s->vm, msg, s->text, pos);
        return;
    }
    sbuf b;
    sb_init(&b, s->vm);
    const unsigned char *m = (const unsigned char *)msg;
    int64_t n = (int64_t)strlen(msg), i = 0;
    while (i < n) {
        int c = utf8_decode(m, n, &i);
        if (c < 128)
            sb_addc(&b, (char)c);
        else
            sb_addf(&b, "\\x%02x", (unsigned)c & 0xFF);
    }
    sb_addc(&b, 0);
    if (!b.failed)
        re_raise_error(s->vm, b.p, s->text, pos);
    sb_free(&b);
}

static bool oct_at(const tsrc *s, int64_t i) { return i < s->n && s->s[i] >= '0' && s->s[i] <= '7'; }
static bool dig_at(const tsrc *s, int64_t i) { return i < s->n && s->s[i] >= '0' && s->s[i] <= '9'; }

/* The text of s[a, b) as UTF-8 for a message. */
static value src_text(tsrc *s, int64_t a, int64_t b)
{
    sbuf o;
    sb_init(&o, s->vm);
    for (int64_t i = a; i < b; i++) {
        char u[4];
        sb_add(&o, u, utf8_encode(s->s[i], u));
    }
    return sb_finish(&o);
}

/* \g<...>: the name is s[a, b); the '>' is at b. Adds the group. */
static int tpl_named(tpl *t, tsrc *s, re_pattern *p, int64_t a, int64_t b, int64_t *run)
{
    value name = src_text(s, a, b);
    if (!name)
        return -1;
    int64_t index = -1;
    char msg[80];
    if (ut_isidentifier(AS_STR(name)->data, (size_t)AS_STR(name)->len)) {
        value g = p->groupindex ? dict_get(s->vm, p->groupindex, name) : V_NULL;
        if (!g) {
            value r = s->vm->exc ? V_NULL : vm_repr(s->vm, name);
            if (r)
                vm_err(s->vm, &exc_IndexError, "unknown group name %s", str_cstr(r));
            return -1;
        }
        index = v_small(g);
    } else {
        /* int(name) */
        int64_t i = a, e = b, v = 0;
        while (i < e && ut_cp_isspace(s->s[i]))
            i++;
        while (e > i && ut_cp_isspace(s->s[e - 1]))
            e--;
        bool neg = false, ok = true, digits = false;
        if (i < e && (s->s[i] == '+' || s->s[i] == '-'))
            neg = s->s[i++] == '-';
        for (int64_t k = i; k < e; k++) {
            int d = ut_cp_decimal(s->s[k]);
            if (d >= 0) {
                v = v > RE_MAXGROUPS ? v : v * 10 + d;
                digits = true;
            } else if (!(s->s[k] == '_' && k > i && k + 1 < e && ut_cp_decimal(s->s[k - 1]) >= 0 &&
                         ut_cp_decimal(s->s[k + 1]) >= 0)) {
                ok = false;
            }
        }
        if (!ok || !digits || (neg && v)) {
            value r = vm_repr(s->vm, name);
            if (!r)
                return -1;
            sbuf m;
            sb_init(&m, s->vm);
            sb_adds(&m, "bad character in group name ");
            sb_add(&m, AS_STR(r)->data, AS_STR(r)->len);
            sb_addc(&m, 0);
            if (!m.failed)
                tpl_error(s, m.p, a);
            sb_free(&m);
            return -1;
        }
        if (v >= RE_MAXGROUPS) {
            snprintf(msg, sizeof msg, "invalid group reference %lld", (long long)v);
            tpl_error(s, msg, a);
            return -1;
        }
        index = v;
    }
    if (index > p->groups) {
        snprintf(msg, sizeof msg, "invalid group reference %lld", (long long)index);
        tpl_error(s, msg, a);
        return -1;
    }
    if (tpl_flush(t, run) < 0 || tpl_push(t, index, 0, 0) < 0)
        return -1;
    return 0;
}

/* Parse repl for pattern p. 0 or -1 (an error raised). */
static int tpl_parse(psvm *vm, re_pattern *p, value repl, tpl *t)
{
    memset(t, 0, sizeof *t);
    sb_init(&t->lit, vm);
    t->isbytes = !v_is_str(repl);
    tsrc s = {vm, repl, NULL, 0, 0};
    bool isstr = v_is_str(repl);
    const unsigned char *raw = isstr ? (const unsigned char *)AS_STR(repl)->data : ((bytesobj *)v_obj(repl))->data;
    int64_t rawlen = isstr ? AS_STR(repl)->len : ((bytesobj *)v_obj(repl))->len;
    s.n = isstr ? AS_STR(repl)->cplen : rawlen;
    if (!vm_charge(vm, s.n / 4) || !(s.s = vm_alloc(vm, (size_t)(s.n ? s.n : 1) * sizeof *s.s)))
        return -1;
    for (int64_t i = 0, k = 0; i < rawlen; k++)
        s.s[k] = isstr ? (uint32_t)utf8_decode(raw, rawlen, &i) : raw[i++];
    int64_t run = 0;
    int rc = -1;
    char msg[96];
    while (s.i < s.n) {
        uint32_t c = s.s[s.i++];
        if (c != '\\') {
            tpl_put(t, c);
            continue;
        }
        if (s.i >= s.n) {
            tpl_error(&s, "bad escape (end of pattern)", s.n - 1);
            goto done;
        }
        int64_t at = s.i - 1; /* the backslash */
        c = s.s[s.i++];
        if (c == 'g') {
            if (s.i >= s.n || s.s[s.i] != '<') {
                tpl_error(&s, "missing <", s.i);
                goto done;
            }
            int64_t a = ++s.i, b = a;
            /* getuntil('>', 'group name'), over tokens: a backslash takes
             * the next code point with it */
            for (;;) {
                if (b >= s.n) {
                    if (b == a)
                        tpl_error(&s, "missing group name", b);
                    else
                        tpl_error(&s, "missing >, unterminated name", a);
                    goto done;
                }
                if (s.s[b] == '>')
                    break;
                if (s.s[b] == '\\') {
                    if (b + 1 >= s.n) {
                        tpl_error(&s, "bad escape (end of pattern)", s.n - 1);
                        goto done;
                    }
                    b++;
                }
                b++;
            }
            if (b == a) {
                tpl_error(&s, "missing group name", b);
                goto done;
            }
            s.i = b + 1;
            if (tpl_named(t, &s, p, a, b, &run) < 0)
                goto done;
        } else if (c == '0') {
            uint32_t v = 0;
            for (int k = 0; k < 2 && oct_at(&s, s.i); k++)
                v = v * 8 + (s.s[s.i++] - '0');
            tpl_put(t, v & 0xFF);
        } else if (c >= '0' && c <= '9') {
            bool octal = false;
            if (dig_at(&s, s.i)) {
                uint32_t d2 = s.s[s.i++];
                if (c <= '7' && d2 <= '7' && oct_at(&s, s.i)) {
                    uint32_t d3 = s.s[s.i++];
                    uint32_t v = (c - '0') * 64 + (d2 - '0') * 8 + (d3 - '0');
                    octal = true;
                    if (v > 0377) {
                        snprintf(msg, sizeof msg, "octal escape value \\%c%c%c outside of range 0-0o377", (char)c,
                                 (char)d2, (char)d3);
                        tpl_error(&s, msg, at);
                        goto done;
                    }
                    tpl_put(t, v);
                }
            }
            if (!octal) {
                int64_t index = 0;
                for (int64_t k = at + 1; k < s.i; k++)
                    index = index * 10 + (s.s[k] - '0');
                if (index > p->groups) {
                    snprintf(msg, sizeof msg, "invalid group reference %lld", (long long)index);
                    tpl_error(&s, msg, at + 1);
                    goto done;
                }
                if (tpl_flush(t, &run) < 0 || tpl_push(t, index, 0, 0) < 0)
                    goto done;
            }
        } else {
            static const char from[] = "abfnrtv\\";
            static const char to[] = "\a\b\f\n\r\t\v\\";
            const char *e = c < 128 ? strchr(from, (int)c) : NULL;
            if (e && c) {
                tpl_put(t, (uint32_t)(unsigned char)to[e - from]);
            } else if ((c | 32) >= 'a' && (c | 32) <= 'z') {
                snprintf(msg, sizeof msg, "bad escape \\%c", (char)c);
                tpl_error(&s, msg, at);
                goto done;
            } else {
                /* an unknown escape of a non-letter keeps its backslash */
                tpl_put(t, '\\');
                tpl_put(t, c);
            }
        }
    }
    if (tpl_flush(t, &run) < 0)
        goto done;
    rc = 0;
done:
    vm_dealloc(vm, s.s);
    if (rc < 0) {
        if (!vm->exc)
            vm_err_nomem(vm);
        tpl_free(t);
    }
    return rc;
}

/* Append the expansion of t for the match in the ovector to out. */
static void tpl_expand(const tpl *t, const char *subject, const PCRE2_SIZE *ov, sbuf *out)
{
    for (int i = 0; i < t->n; i++) {
        const tpl_item *it = &t->items[i];
        if (it->group < 0)
            sb_add(out, t->lit.p + it->off, it->len);
        else if (ov[2 * it->group] != PCRE2_UNSET)
            sb_add(out, subject + ov[2 * it->group], (int64_t)(ov[2 * it->group + 1] - ov[2 * it->group]));
    }
}

/* A template of the other kind than the subject: expand_template's join
 * fails at its first literal piece (a template of groups alone joins). */
static value tpl_kind_error(psvm *vm, const tpl *t, bool sbytes)
{
    for (int i = 0; i < t->n; i++)
        if (t->items[i].group < 0)
            return sbytes ? vm_err(vm, &exc_TypeError, "sequence item %d: expected a bytes-like object, str found", i)
                          : vm_err(vm, &exc_TypeError, "sequence item %d: expected str instance, bytes found", i);
    return V_NONE;
}

static value finish(psvm *vm, sbuf *b, bool isbytes)
{
    if (!isbytes)
        return sb_finish(b);
    if (b->failed) {
        sb_free(b);
        return V_NULL;
    }
    value r = bytes_new(vm, b->p ? b->p : "", b->len);
    sb_free(b);
    return r;
}

value re_expand(psvm *vm, value match, value template_)
{
    re_match *m = (re_match *)v_obj(match);
    re_pattern *p = (re_pattern *)v_obj(m->pattern);
    if (!v_is_str(template_) && !v_is_type(template_, &bytes_type))
        return vm_err(vm, &exc_TypeError, "decoding to str: need a bytes-like object, %s found",
                      vm_type_name(template_));
    bool sbytes = !v_is_str(m->string);
    tpl t;
    if (tpl_parse(vm, p, template_, &t) < 0)
        return V_NULL;
    if (t.isbytes != sbytes && tpl_kind_error(vm, &t, sbytes) != V_NONE) {
        tpl_free(&t);
        return V_NULL;
    }
    PCRE2_SIZE *ov = vm_alloc(vm, sizeof(PCRE2_SIZE) * 2 * (size_t)m->ngroups);
    if (!ov) {
        tpl_free(&t);
        return V_NULL;
    }
    for (int32_t g = 0; g < m->ngroups; g++) {
        ov[2 * g] = m->off[4 * g + 2] < 0 ? PCRE2_UNSET : (PCRE2_SIZE)m->off[4 * g + 2];
        ov[2 * g + 1] = m->off[4 * g + 3] < 0 ? PCRE2_UNSET : (PCRE2_SIZE)m->off[4 * g + 3];
    }
    const char *s = sbytes ? (const char *)((bytesobj *)v_obj(m->string))->data : AS_STR(m->string)->data;
    sbuf out;
    sb_init(&out, vm);
    tpl_expand(&t, s, ov, &out);
    vm_dealloc(vm, ov);
    tpl_free(&t);
    return finish(vm, &out, sbytes);
}

/* ---- sub / subn ---------------------------------------------------------- */

static bool has_backslash(value v)
{
    if (v_is_str(v))
        return memchr(AS_STR(v)->data, '\\', (size_t)AS_STR(v)->len) != NULL;
    return memchr(((bytesobj *)v_obj(v))->data, '\\', (size_t)((bytesobj *)v_obj(v))->len) != NULL;
}

value re_sub(psvm *vm, re_pattern *p, value repl, value string, int64_t count, bool subn)
{
    const vtype *rt = vm_typeof(repl);
    bool callable = rt->call || rt == &func_type;
    bool rstr = v_is_str(repl), rbytes = v_is_type(repl, &bytes_type);
    tpl t;
    bool have_tpl = false;
    if (!callable && !rstr && !rbytes) {
        /* CPython hands it to the template compiler, which cannot read it */
        if ((rt == &list_type || rt == &dict_type || rt == &set_type))
            return vm_err(vm, &exc_TypeError, "unhashable type: '%s'", rt->name);
        return vm_err(vm, &exc_TypeError, "decoding to str: need a bytes-like object, %s found", rt->name);
    }
    if (!callable && (rstr || rbytes) && has_backslash(repl)) {
        if (tpl_parse(vm, p, repl, &t) < 0)
            return V_NULL;
        have_tpl = true;
    }
    re_subject sj;
    if (re_subject_init(vm, p, string, 0, INT64_MAX, &sj) < 0) {
        if (have_tpl)
            tpl_free(&t);
        return V_NULL;
    }
    bool sbytes = sj.isbytes;
    /* a replacement of the wrong kind: the join's error, found at the end
     * as CPython finds it (after every callback has run) */
    int64_t bad_item = -1, npieces = 0;
    const char *bad_type = NULL;
    sbuf out;
    sb_init(&out, vm);
    int64_t n = 0, last = 0, start = 0;
    bool must = false;
    vm_root_push(vm, v_from_obj(p));
    vm_root_push(vm, string);
    vm_root_push(vm, repl);
    value result = V_NULL;
    while (!count || n < count) {
        if (start > sj.bendpos)
            break;
        int r = re_exec(vm, p, &sj, start, must ? PCRE2_NOTEMPTY_ATSTART : 0);
        if (r < 0)
            goto done;
        if (!r)
            break;
        const PCRE2_SIZE *ov = re_ovector(p);
        int64_t b = (int64_t)ov[0], e = (int64_t)ov[1];
        if (last < b) {
            sb_add(&out, sj.s + last, b - last);
            npieces++;
        }
        if (callable) {
            value m = re_match_new(vm, p, &sj);
            value item = m ? vm_call1(vm, repl, m) : V_NULL;
            if (!item)
                goto done;
            re_subject_refresh(&sj);
            if (item != V_NONE) {
                bool ok = sbytes ? v_is_type(item, &bytes_type) : v_is_str(item);
                if (ok && sbytes)
                    sb_add(&out, (const char *)((bytesobj *)v_obj(item))->data, ((bytesobj *)v_obj(item))->len);
                else if (ok)
                    sb_add(&out, AS_STR(item)->data, AS_STR(item)->len);
                else if (bad_item < 0) {
                    bad_item = npieces;
                    bad_type = vm_type_name(item);
                }
                npieces++;
            }
        } else if (have_tpl) {
            if (t.isbytes != sbytes && tpl_kind_error(vm, &t, sbytes) != V_NONE)
                goto done;
            tpl_expand(&t, sj.s, ov, &out);
            npieces++;
        } else {
            bool ok = sbytes ? rbytes : rstr;
            if (ok && rbytes)
                sb_add(&out, (const char *)((bytesobj *)v_obj(repl))->data, ((bytesobj *)v_obj(repl))->len);
            else if (ok)
                sb_add(&out, AS_STR(repl)->data, AS_STR(repl)->len);
            else if (bad_item < 0) {
                bad_item = npieces;
                bad_type = vm_type_name(repl);
            }
            npieces++;
        }
        if (out.failed)
            goto done;
        last = e;
        n++;
        must = e == b;
        start = e;
    }
    if (last < sj.bendpos)
        sb_add(&out, sj.s + last, sj.bendpos - last);
    if (bad_item >= 0) {
        if (sbytes)
            vm_err(vm, &exc_TypeError, "sequence item %lld: expected a bytes-like object, %s found",
                   (long long)bad_item, bad_type);
        else
            vm_err(vm, &exc_TypeError, "sequence item %lld: expected str instance, %s found", (long long)bad_item,
                   bad_type);
        goto done;
    }
    if (!vm_charge(vm, out.len / 64))
        goto done;
    result = finish(vm, &out, sbytes);
    if (result && subn) {
        value k = int_from_i64(vm, n);
        result = k ? tuple_pack(vm, 2, result, k) : V_NULL;
    }
done:
    vm_root_pop(vm, 3);
    if (!result)
        sb_free(&out);
    if (have_tpl)
        tpl_free(&t);
    return result;
}

/* ---- split, findall ------------------------------------------------------ */

value re_split(psvm *vm, re_pattern *p, value string, int64_t maxsplit)
{
    re_subject sj;
    if (re_subject_init(vm, p, string, 0, INT64_MAX, &sj) < 0)
        return V_NULL;
    value list = list_new(vm, 0);
    if (!list)
        return V_NULL;
    int64_t n = 0, last = 0, start = 0;
    bool must = false;
    while (!maxsplit || n < maxsplit) {
        if (start > sj.bendpos)
            break;
        int r = re_exec(vm, p, &sj, start, must ? PCRE2_NOTEMPTY_ATSTART : 0);
        if (r < 0)
            return V_NULL;
        if (!r)
            break;
        const PCRE2_SIZE *ov = re_ovector(p);
        int64_t b = (int64_t)ov[0], e = (int64_t)ov[1];
        value piece = re_slice(vm, &sj, last, b);
        if (!piece || list_append(vm, list, piece) < 0)
            return V_NULL;
        for (int32_t g = 1; g <= p->groups; g++) {
            ov = re_ovector(p);
            value v = ov[2 * g] == PCRE2_UNSET ? V_NONE : re_slice(vm, &sj, (int64_t)ov[2 * g], (int64_t)ov[2 * g + 1]);
            if (!v || list_append(vm, list, v) < 0)
                return V_NULL;
        }
        n++;
        must = e == b;
        last = start = e;
    }
    value tail = re_slice(vm, &sj, last, sj.bendpos);
    if (!tail || list_append(vm, list, tail) < 0)
        return V_NULL;
    return list;
}

value re_findall(psvm *vm, re_pattern *p, value string, int64_t pos, int64_t endpos)
{
    re_subject sj;
    if (re_subject_init(vm, p, string, pos, endpos, &sj) < 0)
        return V_NULL;
    value list = list_new(vm, 0);
    if (!list)
        return V_NULL;
    int64_t start = sj.bpos;
    bool must = false;
    if (sj.pos > sj.endpos)
        return list;
    while (start <= sj.bendpos) {
        int r = re_exec(vm, p, &sj, start, must ? PCRE2_NOTEMPTY_ATSTART : 0);
        if (r < 0)
            return V_NULL;
        if (!r)
            break;
        const PCRE2_SIZE *ov = re_ovector(p);
        int64_t b = (int64_t)ov[0], e = (int64_t)ov[1];
        value item;
        if (p->groups == 0) {
            item = re_slice(vm, &sj, b, e);
        } else if (p->groups == 1) {
            item = ov[2] == PCRE2_UNSET ? re_slice(vm, &sj, 0, 0) : re_slice(vm, &sj, (int64_t)ov[2], (int64_t)ov[3]);
        } else {
            item = tuple_new(vm, p->groups);
            for (int32_t g = 1; item && g <= p->groups; g++) {
                value v = ov[2 * g] == PCRE2_UNSET ? re_slice(vm, &sj, 0, 0)
                                                   : re_slice(vm, &sj, (int64_t)ov[2 * g], (int64_t)ov[2 * g + 1]);
                if (!v)
                    return V_NULL;
                AS_TUPLE(item)->items[g - 1] = v;
            }
        }
        if (!item || list_append(vm, list, item) < 0)
            return V_NULL;
        must = e == b;
        start = e;
    }
    return list;
}

/* ---- escape ---------------------------------------------------------------- */

value re_escape(psvm *vm, value pattern)
{
    static const char special[] = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f";
    bool isstr = v_is_str(pattern);
    if (!isstr && !v_is_type(pattern, &bytes_type))
        return vm_err(vm, &exc_TypeError, "decoding to str: need a bytes-like object, %s found",
                      vm_type_name(pattern));
    const char *s = isstr ? AS_STR(pattern)->data : (const char *)((bytesobj *)v_obj(pattern))->data;
    int64_t n = isstr ? AS_STR(pattern)->len : ((bytesobj *)v_obj(pattern))->len;
    if (!vm_charge(vm, n / 16))
        return V_NULL;
    sbuf b;
    sb_init(&b, vm);
    for (int64_t i = 0; i < n; i++) {
        if (s[i] && memchr(special, s[i], sizeof special - 1))
            sb_addc(&b, '\\');
        sb_addc(&b, s[i]);
    }
    return finish(vm, &b, !isstr);
}
