/*
 * json_decode.c - json.loads: the document's text to values, with the
 * grammar, leniencies, error messages and error positions of CPython
 * 3.11's C scanner (Modules/_json.c, scan_once_unicode and friends).
 *
 * The text is the str's UTF-8. Everything the grammar looks at is ASCII,
 * so the parser works on bytes and only an error converts its byte offset
 * into CPython's code-point position (json_decode_error).
 *
 * Nesting never recurses in C: the parser is one loop over an explicit
 * stack. Values whose container is still open wait on a value stack; an
 * array or object is made once, at its closing bracket, at its final size.
 * Each open container counts one level of the sandbox's recursion depth,
 * as _Py_EnterRecursiveCall counts it in CPython, so a hook called from a
 * deep document runs that much deeper.
 *
 * Hooks (object_hook, parse_float, ...) are Python code, and a collection
 * may run inside them. Everything the parser holds lives in one traced
 * object (jdec) on the root stack: the value stack, the key memo, the
 * document.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "objects/str_internal.h"
#include "json_internal.h"

/* Object keys are made once per distinct text (CPython's memo dict): a
 * document of records repeats the same few keys, whose strs, with their
 * hashes already set, every dict then shares. */
typedef struct memo_slot {
    int64_t hash;
    value s; /* V_NULL: empty */
} memo_slot;

typedef struct dframe {
    int64_t start; /* where the container's values begin on the value stack */
    bool obj;      /* an object: keys and values alternate */
} dframe;

typedef struct jdec {
    obj h;
    value doc;
    value object_hook, pairs_hook, parse_float, parse_int, parse_constant; /* V_NULL: the default */
    value *vals; /* values of the open containers */
    int64_t nvals, vcap;
    dframe *frames;
    int64_t nframes, fcap;
    memo_slot *memo;
    int64_t nmemo, memo_mask;
    char *tmp; /* the text of a string with escapes */
    int64_t tcap;
} jdec;

static void jdec_trace(gc_state *gc, obj *o)
{
    jdec *d = (jdec *)o;
    gc_mark_value(gc, d->doc);
    gc_mark_value(gc, d->object_hook);
    gc_mark_value(gc, d->pairs_hook);
    gc_mark_value(gc, d->parse_float);
    gc_mark_value(gc, d->parse_int);
    gc_mark_value(gc, d->parse_constant);
    for (int64_t i = 0; i < d->nvals; i++)
        gc_mark_value(gc, d->vals[i]);
    if (d->memo)
        for (int64_t i = 0; i <= d->memo_mask; i++)
            gc_mark_value(gc, d->memo[i].s);
}

/* The buffers go back as soon as the parse ends (jdec_release); this is
 * for a parse that never got there. */
static void jdec_free(psvm *vm, obj *o)
{
    jdec *d = (jdec *)o;
    vm_dealloc(vm, d->vals);
    vm_dealloc(vm, d->frames);
    vm_dealloc(vm, d->memo);
    vm_dealloc(vm, d->tmp);
    d->vals = NULL;
    d->frames = NULL;
    d->memo = NULL;
    d->tmp = NULL;
    d->nvals = d->nframes = 0;
}

static const vtype jdec_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "json decoder state", /* never a value a script sees */
    .trace = jdec_trace,
    .free = jdec_free,
};

/* The parse in progress: the state object and the text it reads. */
typedef struct parser {
    psvm *vm;
    jdec *d;
    const unsigned char *s;
    int64_t n;
    bool strict;
    int depth0;      /* vm->depth on entry */
    int64_t charged; /* text up to here has been charged to the fuel budget */
} parser;

static value fail(parser *p, const char *msg, int64_t at)
{
    return json_decode_error(p->vm, msg, p->d->doc, at);
}

static inline int64_t skip_ws(const parser *p, int64_t i)
{
    while (i < p->n && (p->s[i] == ' ' || p->s[i] == '\n' || p->s[i] == '\r' || p->s[i] == '\t'))
        i++;
    return i;
}

/* ---- the value and frame stacks ------------------------------------------ */

static bool grow(psvm *vm, void **buf, int64_t *cap, int64_t need, size_t item)
{
    if (need <= *cap)
        return true;
    int64_t ncap = *cap ? *cap * 2 : 64;
    while (ncap < need)
        ncap *= 2;
    void *nb = vm_realloc(vm, *buf, (size_t)ncap * item);
    if (!nb)
        return false;
    *buf = nb;
    *cap = ncap;
    return true;
}

static inline bool push_val(parser *p, value v)
{
    jdec *d = p->d;
    if (d->nvals == d->vcap && !grow(p->vm, (void **)&d->vals, &d->vcap, d->nvals + 1, sizeof(value)))
        return false;
    d->vals[d->nvals++] = v;
    return true;
}

/* Work is charged as it is done: the text read since the last charge (a
 * fuel unit per 4 bytes) and one unit per value of the container closed.
 * A container is where the parse can be stopped in proportion. */
static bool charge(parser *p, int64_t pos, int64_t values)
{
    int64_t bytes = pos - p->charged;
    p->charged = pos;
    return vm_charge(p->vm, bytes / 4 + values + 1);
}

/* '{' or '[': one level deeper, as CPython's _Py_EnterRecursiveCall. */
static bool enter(parser *p, bool is_obj, int64_t start)
{
    psvm *vm = p->vm;
    if (vm->depth >= vm->limits.depth) {
        vm_err(vm, &exc_RecursionError, "maximum recursion depth exceeded while decoding a JSON %s from a unicode string",
               is_obj ? "object" : "array");
        return false;
    }
    jdec *d = p->d;
    if (d->nframes == d->fcap && !grow(vm, (void **)&d->frames, &d->fcap, d->nframes + 1, sizeof(dframe)))
        return false;
    d->frames[d->nframes++] = (dframe){start, is_obj};
    vm->depth++;
    return true;
}

/* ---- strings ------------------------------------------------------------- */

#define ONES 0x0101010101010101u
#define HIGHS 0x8080808080808080u

/* The first index from i where s[i] is '"', '\\' or (strict) a control
 * character, or n. Eight bytes at a time: a word with none of them is
 * stepped over whole (the tests may flag a byte wrongly after a real hit,
 * never miss one, and the hit is found byte by byte). */
static inline int64_t find_special(const unsigned char *s, int64_t i, int64_t n, bool strict)
{
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        uint64_t q = w ^ (ONES * '"'), b = w ^ (ONES * '\\');
        uint64_t hit = ((q - ONES) & ~q) | ((b - ONES) & ~b);
        if (strict)
            hit |= (w - ONES * 0x20) & ~w;
        if (hit & HIGHS)
            break;
    }
    for (; i < n; i++) {
        unsigned char c = s[i];
        if (c == '"' || c == '\\' || (c < 0x20 && strict))
            return i;
    }
    return n;
}

static bool tmp_add(parser *p, int64_t *len, const void *src, int64_t k)
{
    jdec *d = p->d;
    if (k == 0)
        return true;
    if (*len + k > d->tcap && !grow(p->vm, (void **)&d->tmp, &d->tcap, *len + k, 1))
        return false;
    memcpy(d->tmp + *len, src, (size_t)k);
    *len += k;
    return true;
}

/* A code point as the str holds it: UTF-8, and a lone surrogate in its
 * three-byte form, as chr() and string literals make it. */
static int put_cp(unsigned cp, char *out)
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* Four hex digits at s[i]; -1 if any is not one. */
static int hex4(const unsigned char *s, int64_t i)
{
    int v = 0;
    for (int k = 0; k < 4; k++) {
        unsigned char c = s[i + k];
        int h = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (h < 0)
            return -1;
        v = v << 4 | h;
    }
    return v;
}

/* The str of an object key: the memo's, or a new one with its hash set. */
static value memo_key(parser *p, const char *text, int64_t len)
{
    jdec *d = p->d;
    int64_t h = bytes_hash_raw(text, len);
    if (d->memo) {
        for (uint64_t i = (uint64_t)h & (uint64_t)d->memo_mask;; i = (i + 1) & (uint64_t)d->memo_mask) {
            memo_slot *m = &d->memo[i];
            if (!m->s)
                break;
            if (m->hash == h && AS_STR(m->s)->len == len && !memcmp(AS_STR(m->s)->data, text, (size_t)len))
                return m->s;
        }
    }
    value s = str_new(p->vm, text, len);
    if (!s)
        return V_NULL;
    AS_STR(s)->hash = h;
    if ((d->nmemo + 1) * 2 > d->memo_mask + 1) {
        /* half full at most: a miss stops at an empty slot soon */
        int64_t ncap = d->memo ? (d->memo_mask + 1) * 2 : 64;
        memo_slot *nm = vm_alloc(p->vm, (size_t)ncap * sizeof *nm);
        if (!nm)
            return V_NULL;
        memset(nm, 0, (size_t)ncap * sizeof *nm);
        for (int64_t k = 0; d->memo && k <= d->memo_mask; k++) {
            if (!d->memo[k].s)
                continue;
            uint64_t j = (uint64_t)d->memo[k].hash & (uint64_t)(ncap - 1);
            while (nm[j].s)
                j = (j + 1) & (uint64_t)(ncap - 1);
            nm[j] = d->memo[k];
        }
        vm_dealloc(p->vm, d->memo);
        d->memo = nm;
        d->memo_mask = ncap - 1;
    }
    uint64_t i = (uint64_t)h & (uint64_t)d->memo_mask;
    while (d->memo[i].s)
        i = (i + 1) & (uint64_t)d->memo_mask;
    d->memo[i] = (memo_slot){h, s};
    d->nmemo++;
    return s;
}

static value make_str(parser *p, const char *text, int64_t len, bool key)
{
    if (key)
        return memo_key(p, text, len);
    if (len == 1)
        return str_char(p->vm, text, 1);
    return str_new(p->vm, text, len);
}

/* The string whose opening quote is at start - 1; *end: the index after
 * its closing quote. CPython's scanstring_unicode, message for message
 * and position for position (the positions are where its index stands). */
static value scan_string(parser *p, int64_t start, int64_t *end, bool key)
{
    const unsigned char *s = p->s;
    int64_t n = p->n, begin = start - 1, chunk = start;
    int64_t i = find_special(s, start, n, p->strict);
    if (i < n && s[i] == '"') {
        *end = i + 1;
        return make_str(p, (const char *)s + start, i - start, key);
    }
    int64_t len = 0;
    for (;;) {
        if (i >= n)
            return fail(p, "Unterminated string starting at", begin);
        if (s[i] < 0x20)
            return fail(p, "Invalid control character at", i);
        if (!tmp_add(p, &len, s + chunk, i - chunk))
            return V_NULL;
        if (s[i] == '"')
            break;
        if (++i >= n)
            return fail(p, "Unterminated string starting at", begin);
        char c = (char)s[i];
        if (c != 'u') {
            switch (c) {
            case '"': case '\\': case '/': break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'n': c = '\n'; break;
            case 'r': c = '\r'; break;
            case 't': c = '\t'; break;
            default: return fail(p, "Invalid \\escape", i - 1);
            }
            if (!tmp_add(p, &len, &c, 1))
                return V_NULL;
            i++;
        } else {
            /* four digits and at least one character after them */
            if (i + 5 >= n)
                return fail(p, "Invalid \\uXXXX escape", i);
            int cp = hex4(s, i + 1);
            if (cp < 0)
                return fail(p, "Invalid \\uXXXX escape", i);
            i += 5;
            if (cp >= 0xD800 && cp <= 0xDBFF && i + 6 < n && s[i] == '\\' && s[i + 1] == 'u') {
                int lo = hex4(s, i + 2);
                if (lo < 0)
                    return fail(p, "Invalid \\uXXXX escape", i + 1);
                if (lo >= 0xDC00 && lo <= 0xDFFF) {
                    cp = 0x10000 + ((cp - 0xD800) << 10 | (lo - 0xDC00));
                    i += 6;
                }
                /* else the second escape is read again on its own */
            }
            char u[4];
            if (!tmp_add(p, &len, u, put_cp((unsigned)cp, u)))
                return V_NULL;
        }
        chunk = i;
        i = find_special(s, i, n, p->strict);
    }
    *end = i + 1;
    return make_str(p, p->d->tmp, len, key);
}

/* ---- numbers and constants ----------------------------------------------- */

static value call_hook(parser *p, value hook, const char *text, int64_t len)
{
    value arg = str_new(p->vm, text, len);
    return arg ? vm_call1(p->vm, hook, arg) : V_NULL;
}

/* Digits, '.', 'e' at s[a, b): the double, correctly rounded. Clinger's
 * fast path when the digits and the power of ten are both exact doubles
 * (one IEEE operation rounds once); the VM's float() parser otherwise. */
static double parse_double(const unsigned char *s, int64_t a, int64_t b)
{
    static const double pow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    int64_t i = a;
    bool neg = s[i] == '-';
    if (neg)
        i++;
    uint64_t m = 0;
    int digits = 0, frac = 0;
    bool point = false;
    for (; i < b && s[i] != 'e' && s[i] != 'E'; i++) {
        if (s[i] == '.') {
            point = true;
            continue;
        }
        if (m || s[i] != '0')
            digits++;
        m = m * 10 + (uint64_t)(s[i] - '0');
        frac += point;
        if (digits > 15)
            goto slow;
    }
    int64_t e = 0;
    if (i < b) {
        i++;
        bool eneg = s[i] == '-';
        if (s[i] == '-' || s[i] == '+')
            i++;
        for (; i < b; i++) {
            e = e * 10 + (s[i] - '0');
            if (e > 1000)
                goto slow;
        }
        if (eneg)
            e = -e;
    }
    e -= frac;
    if (e >= -22 && e <= 22) {
        double d = (double)m;
        d = e < 0 ? d / pow10[-e] : d * pow10[e];
        return neg ? -d : d;
    }
slow:;
    /* strtod on the digits without their point ("DIGITSe-N", which no
     * locale reads differently), for text of a usual length */
    char buf[72];
    if (b - a > 48) {
        double d = 0;
        nf_parse_float((const char *)s + a, (size_t)(b - a), &d);
        return d;
    }
    int k = 0, fdigits = 0;
    bool after = false;
    for (i = a; i < b && s[i] != 'e' && s[i] != 'E'; i++) {
        if (s[i] == '.')
            after = true;
        else {
            buf[k++] = (char)s[i];
            fdigits += after;
        }
    }
    int64_t ex = 0;
    if (i < b) {
        i++;
        bool eneg = s[i] == '-';
        if (s[i] == '-' || s[i] == '+')
            i++;
        for (; i < b && ex < 100000; i++)
            ex = ex * 10 + (s[i] - '0');
        if (eneg)
            ex = -ex;
    }
    ex -= fdigits;
    buf[k++] = 'e';
    if (ex < 0) {
        buf[k++] = '-';
        ex = -ex;
    }
    char ed[8];
    int nd = 0;
    do
        ed[nd++] = (char)('0' + ex % 10);
    while ((ex /= 10) != 0);
    while (nd)
        buf[k++] = ed[--nd];
    buf[k] = 0;
    return strtod(buf, NULL);
}

/* The number at s[start] (CPython's _match_number_unicode): V_UNBOUND when
 * there is none, which the caller reports as "Expecting value". */
static value scan_number(parser *p, int64_t start, int64_t *end)
{
    const unsigned char *s = p->s;
    int64_t n = p->n, i = start;
    if (s[i] == '-' && ++i >= n)
        return V_UNBOUND;
    if (s[i] >= '1' && s[i] <= '9') {
        i++;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++;
    } else if (s[i] == '0') {
        i++;
    } else {
        return V_UNBOUND;
    }
    int64_t int_end = i;
    bool is_float = false;
    if (i + 1 < n && s[i] == '.' && s[i + 1] >= '0' && s[i + 1] <= '9') {
        is_float = true;
        i += 2;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++;
    }
    if (i + 1 < n && (s[i] == 'e' || s[i] == 'E')) {
        int64_t e_start = i++;
        if (i + 1 < n && (s[i] == '-' || s[i] == '+'))
            i++;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++;
        if (s[i - 1] >= '0' && s[i - 1] <= '9')
            is_float = true;
        else
            i = e_start;
    }
    *end = i;
    jdec *d = p->d;
    if (is_float) {
        if (d->parse_float)
            return call_hook(p, d->parse_float, (const char *)s + start, i - start);
        return v_from_float(parse_double(s, start, i));
    }
    if (d->parse_int)
        return call_hook(p, d->parse_int, (const char *)s + start, i - start);
    if (int_end - start <= 18) {
        int64_t v = 0;
        for (int64_t k = s[start] == '-' ? start + 1 : start; k < int_end; k++)
            v = v * 10 + (s[k] - '0');
        return int_from_i64(p->vm, s[start] == '-' ? -v : v);
    }
    return int_parse(p->vm, (const char *)s + start, int_end - start, 10);
}

/* "NaN", "Infinity", "-Infinity" at s[i], if the text is that word. */
static value scan_constant(parser *p, int64_t i, const char *word, double v, int64_t *end)
{
    int64_t k = (int64_t)strlen(word);
    if (i + k > p->n || memcmp(p->s + i, word, (size_t)k))
        return V_UNBOUND;
    *end = i + k;
    if (p->d->parse_constant)
        return call_hook(p, p->d->parse_constant, word, k);
    return v_from_float(v);
}

static bool word_at(const parser *p, int64_t i, const char *word, int64_t k)
{
    return i + k <= p->n && !memcmp(p->s + i, word, (size_t)k);
}

/* ---- containers ---------------------------------------------------------- */

static value close_array(parser *p, int64_t start)
{
    jdec *d = p->d;
    int64_t k = d->nvals - start;
    value l = list_new(p->vm, k);
    if (!l)
        return V_NULL;
    vm_copy(AS_LIST(l)->items, d->vals + start, (size_t)k * sizeof(value));
    d->nvals = start;
    return l;
}

/* The object whose keys and values alternate on the stack from start:
 * object_pairs_hook(list of pairs) if there is one, else the dict, passed
 * through object_hook if there is one. */
static value close_object(parser *p, int64_t start)
{
    psvm *vm = p->vm;
    jdec *d = p->d;
    int64_t k = (d->nvals - start) / 2;
    value r, hook;
    if (d->pairs_hook) {
        r = list_new(vm, k);
        for (int64_t i = 0; r && i < k; i++) {
            value t = tuple_pack(vm, 2, d->vals[start + 2 * i], d->vals[start + 2 * i + 1]);
            if (!t)
                return V_NULL;
            AS_LIST(r)->items[i] = t;
        }
        hook = d->pairs_hook;
    } else {
        r = k <= 5 ? dict_new_small(vm) : dict_new_sized(vm, k);
        for (int64_t i = 0; r && i < k; i++)
            if (dict_set(vm, r, d->vals[start + 2 * i], d->vals[start + 2 * i + 1]) < 0)
                return V_NULL;
        hook = d->object_hook;
    }
    if (!r)
        return V_NULL;
    d->nvals = start;
    return hook ? vm_call1(vm, hook, r) : r;
}

/* After '{' or ',' in an object: skip to the key, read it and the ':'
 * after it, and stop where its value starts (*pos). */
static bool read_key(parser *p, int64_t *pos)
{
    int64_t i = *pos;
    if (i >= p->n || p->s[i] != '"') {
        fail(p, "Expecting property name enclosed in double quotes", i);
        return false;
    }
    value key = scan_string(p, i + 1, &i, true);
    if (!key || !push_val(p, key))
        return false;
    i = skip_ws(p, i);
    if (i >= p->n || p->s[i] != ':') {
        fail(p, "Expecting ':' delimiter", i);
        return false;
    }
    *pos = skip_ws(p, i + 1);
    return true;
}

/* One JSON value from pos: the loop that replaces scan_once_unicode's
 * recursion. *end: the index after it. */
static value parse_value(parser *p, int64_t pos, int64_t *end)
{
    jdec *d = p->d;
    const unsigned char *s = p->s;
    for (;;) {
        value v = V_UNBOUND;
        int64_t at = pos;
        if (pos >= p->n)
            return fail(p, "Expecting value", pos);
        switch (s[pos]) {
        case '"':
            v = scan_string(p, pos + 1, &pos, false);
            break;
        case '{':
        case '[': {
            bool is_obj = s[pos] == '{';
            if (!enter(p, is_obj, d->nvals))
                return V_NULL;
            pos = skip_ws(p, pos + 1);
            if (pos < p->n && s[pos] == (is_obj ? '}' : ']')) {
                pos++;
                d->nframes--;
                p->vm->depth--;
                v = is_obj ? close_object(p, d->nvals) : list_new(p->vm, 0);
                break;
            }
            if (is_obj && !read_key(p, &pos))
                return V_NULL;
            continue; /* the first value */
        }
        case 'n':
            if (word_at(p, pos, "null", 4)) {
                v = V_NONE;
                pos += 4;
            }
            break;
        case 't':
            if (word_at(p, pos, "true", 4)) {
                v = V_TRUE;
                pos += 4;
            }
            break;
        case 'f':
            if (word_at(p, pos, "false", 5)) {
                v = V_FALSE;
                pos += 5;
            }
            break;
        case 'N':
            v = scan_constant(p, pos, "NaN", NAN, &pos);
            break;
        case 'I':
            v = scan_constant(p, pos, "Infinity", INFINITY, &pos);
            break;
        case '-':
            v = scan_constant(p, pos, "-Infinity", -INFINITY, &pos);
            break;
        default:
            break;
        }
        /* not a string, container or named constant: a number, or nothing */
        if (v == V_UNBOUND && s[at] != '"')
            v = scan_number(p, at, &pos);
        if (v == V_UNBOUND)
            return fail(p, "Expecting value", at);
        if (!v)
            return V_NULL;
        /* v is complete: it goes into the innermost open container, which
         * it may close, and so on outwards */
        for (;;) {
            if (d->nframes == 0) {
                *end = pos;
                return v;
            }
            if (!push_val(p, v))
                return V_NULL;
            dframe *f = &d->frames[d->nframes - 1];
            pos = skip_ws(p, pos);
            char close = f->obj ? '}' : ']';
            if (pos < p->n && s[pos] == close) {
                pos++;
                int64_t start = f->start;
                bool is_obj = f->obj;
                d->nframes--;
                p->vm->depth--;
                if (!charge(p, pos, d->nvals - start))
                    return V_NULL;
                v = is_obj ? close_object(p, start) : close_array(p, start);
                if (!v)
                    return V_NULL;
                continue;
            }
            if (pos >= p->n || s[pos] != ',')
                return fail(p, "Expecting ',' delimiter", pos);
            pos = skip_ws(p, pos + 1);
            if (f->obj && !read_key(p, &pos))
                return V_NULL;
            break;
        }
    }
}

/* The document's value from byte `from`: the whole document (whole: the
 * spaces around it skipped, nothing after it), or one value and where it
 * ends (raw_decode). */
static value decode(psvm *vm, value doc, const json_dopts *o, int64_t from, bool whole, int64_t *end_out)
{
    jdec *d = (jdec *)vm_new_obj(vm, &jdec_type, sizeof(jdec));
    if (!d)
        return V_NULL;
    d->doc = doc;
    d->object_hook = o->object_hook;
    d->pairs_hook = o->object_pairs_hook;
    d->parse_float = o->parse_float;
    d->parse_int = o->parse_int;
    d->parse_constant = o->parse_constant;
    vm_root_push(vm, v_from_obj(d));
    parser p = {vm, d, (const unsigned char *)AS_STR(doc)->data, AS_STR(doc)->len, o->strict, vm->depth, from};
    int64_t end = 0;
    value r = parse_value(&p, whole ? skip_ws(&p, from) : from, &end);
    if (r && whole) {
        end = skip_ws(&p, end);
        if (end != p.n)
            r = fail(&p, "Extra data", end);
    }
    if (r && !charge(&p, end, 0))
        r = V_NULL;
    *end_out = end;
    vm->depth = p.depth0;
    jdec_free(vm, &d->h);
    vm_root_pop(vm, 1);
    return r;
}

value json_decode(psvm *vm, value doc, const json_dopts *o)
{
    int64_t end;
    return decode(vm, doc, o, 0, true, &end);
}

value json_raw_decode(psvm *vm, value doc, const json_dopts *o, int64_t from, int64_t *end)
{
    return decode(vm, doc, o, from, false, end);
}
