/*
 * ast_dump.c - the text of CPython 3.11's
 *     ast.dump(tree, include_attributes=True)
 * so that tests can compare our tree with python3's byte for byte.
 *
 * 3.11's rules: every field in ASDL order as name=value; a `T?` field that
 * is None is left out; lists are printed even when empty; positions follow
 * the fields for nodes that have them. Constants print as Python's repr
 * (shortest round-trip floats, str/bytes with Python's quoting).
 *
 * The walk recurses, with a depth guard: the tree's depth is bounded by the
 * source (a 400 KB `1+1+...` line is 200,000 levels), and python3's own
 * ast.dump gives up at its recursion limit well before our guard.
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "parse.h"
#include "unicode_ident.h"

enum { DUMP_MAX_DEPTH = 5000, INT_REPR_MAX_DIGITS = 4300 };

typedef struct dumper {
    ast_write_fn write;
    void *ud;
    int depth;
    bool failed;
    bool refused; /* the tree is one python3's ast.dump cannot print either */
} dumper;

static void out(dumper *d, const char *s, size_t n)
{
    if (!d->failed && d->write(d->ud, s, n) != 0)
        d->failed = true;
}

static void outs(dumper *d, const char *s)
{
    out(d, s, strlen(s));
}

static void outf(dumper *d, const char *unused, int v)
{
    (void)unused;
    char buf[32];
    int n = snprintf(buf, sizeof buf, "%d", v);
    out(d, buf, (size_t)n);
}

/* ---- reprs --------------------------------------------------------------- */

static bool is_printable(int32_t cp)
{
    if (cp == ' ')
        return true;
    if (lex_assigned_after_14(cp)) /* unassigned for CPython 3.11 */
        return false;
    switch (utf8proc_category(cp)) {
    case UTF8PROC_CATEGORY_CC: case UTF8PROC_CATEGORY_CF: case UTF8PROC_CATEGORY_CS:
    case UTF8PROC_CATEGORY_CO: case UTF8PROC_CATEGORY_CN: case UTF8PROC_CATEGORY_ZL:
    case UTF8PROC_CATEGORY_ZP: case UTF8PROC_CATEGORY_ZS:
        return false;
    default:
        return true;
    }
}

static void repr_str(dumper *d, const char *s, size_t n, bool bytes)
{
    bool sq = memchr(s, '\'', n) != NULL, dq = memchr(s, '"', n) != NULL;
    char quote = sq && !dq ? '"' : '\'';
    if (bytes)
        out(d, "b", 1);
    out(d, &quote, 1);
    size_t i = 0;
    char buf[16];
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\\' || c == (unsigned char)quote) {
            buf[0] = '\\', buf[1] = (char)c;
            out(d, buf, 2);
            i++;
        } else if (c == '\n') {
            outs(d, "\\n"), i++;
        } else if (c == '\r') {
            outs(d, "\\r"), i++;
        } else if (c == '\t') {
            outs(d, "\\t"), i++;
        } else if (c < 0x20 || c == 0x7f || (bytes && c >= 0x80)) {
            snprintf(buf, sizeof buf, "\\x%02x", c);
            outs(d, buf), i++;
        } else if (c < 0x80) {
            out(d, (const char *)&c, 1), i++;
        } else if (c == 0xED && i + 2 < n && ((unsigned char)s[i + 1] & 0xE0) == 0xA0 &&
                   ((unsigned char)s[i + 2] & 0xC0) == 0x80) {
            /* a lone surrogate ("\ud800" in a literal): strlit encodes it
             * as its 3-byte form, which utf8proc rejects; repr escapes it */
            unsigned cp = 0xD000u | (((unsigned char)s[i + 1] & 0x3Fu) << 6) |
                          ((unsigned char)s[i + 2] & 0x3Fu);
            snprintf(buf, sizeof buf, "\\u%04x", cp);
            outs(d, buf), i += 3;
        } else {
            utf8proc_int32_t cp;
            utf8proc_ssize_t k = utf8proc_iterate((const utf8proc_uint8_t *)s + i, (utf8proc_ssize_t)(n - i), &cp);
            if (k <= 0) { /* not produced by the parser; print the byte */
                snprintf(buf, sizeof buf, "\\x%02x", c);
                outs(d, buf), i++;
                continue;
            }
            if (is_printable(cp))
                out(d, s + i, (size_t)k);
            else {
                if (cp < 0x100)
                    snprintf(buf, sizeof buf, "\\x%02x", (unsigned)cp);
                else if (cp < 0x10000)
                    snprintf(buf, sizeof buf, "\\u%04x", (unsigned)cp);
                else
                    snprintf(buf, sizeof buf, "\\U%08x", (unsigned)cp);
                outs(d, buf);
            }
            i += (size_t)k;
        }
    }
    out(d, &quote, 1);
}

/* Python's repr(float): the shortest digits that read back the same, in
 * fixed notation for exponents -4 <= e < 16, else d.ddde+XX. `complex`
 * drops the ".0" that float adds. */
static void repr_float(dumper *d, double v, bool complex)
{
    if (isnan(v)) { outs(d, "nan"); return; }
    if (isinf(v)) { outs(d, v < 0 ? "-inf" : "inf"); return; }
    char buf[64];
    int prec;
    for (prec = 1; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
        if (strtod(buf, NULL) == v)
            break;
    }
    /* buf: [-]d.ddde[+-]XX */
    char digits[32];
    int nd = 0;
    const char *c = buf;
    bool neg = *c == '-';
    if (neg) c++;
    for (; *c && *c != 'e'; c++)
        if (*c >= '0' && *c <= '9')
            digits[nd++] = *c;
    int exp = atoi(c + 1);
    while (nd > 1 && digits[nd - 1] == '0')
        nd--;
    digits[nd] = 0;
    char o[80];
    int w = 0;
    if (neg) o[w++] = '-';
    if (exp >= -5 + 1 && exp < 16) {
        if (exp < 0) {
            o[w++] = '0', o[w++] = '.';
            for (int i = 0; i < -exp - 1; i++) o[w++] = '0';
            for (int i = 0; i < nd; i++) o[w++] = digits[i];
        } else {
            for (int i = 0; i <= exp; i++) o[w++] = i < nd ? digits[i] : '0';
            if (nd > exp + 1) {
                o[w++] = '.';
                for (int i = exp + 1; i < nd; i++) o[w++] = digits[i];
            } else if (!complex) {
                o[w++] = '.', o[w++] = '0';
            }
        }
    } else {
        o[w++] = digits[0];
        if (nd > 1) {
            o[w++] = '.';
            for (int i = 1; i < nd; i++) o[w++] = digits[i];
        }
        w += snprintf(o + w, sizeof o - (size_t)w, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
    }
    out(d, o, (size_t)w);
}

/* An int literal in base 2/8/16 that does not fit int64: convert to decimal
 * in base-10^9 limbs (quadratic, but bounded by INT_REPR_MAX_DIGITS). */
static void repr_bigint(dumper *d, const ast_constant *c)
{
    if (c->u.i.base == 10) {
        out(d, c->u.i.digits, c->u.i.ndigits);
        return;
    }
    if (c->u.i.fits) {
        char buf[32];
        int n = snprintf(buf, sizeof buf, "%lld", (long long)c->u.i.small);
        out(d, buf, (size_t)n);
        return;
    }
    double dec = (double)c->u.i.ndigits * log10((double)c->u.i.base);
    if (dec > INT_REPR_MAX_DIGITS) {
        d->failed = d->refused = true; /* python3's repr refuses too (ValueError) */
        return;
    }
    enum { LIMBS = INT_REPR_MAX_DIGITS / 9 + 3 };
    unsigned limb[LIMBS] = {0};
    size_t cap = LIMBS, n = 1;
    for (size_t i = 0; i < c->u.i.ndigits; i++) {
        char ch = c->u.i.digits[i];
        unsigned long long carry = (unsigned long long)(ch <= '9' ? ch - '0' : ch - 'a' + 10);
        for (size_t k = 0; k < n; k++) {
            unsigned long long v = (unsigned long long)limb[k] * (unsigned)c->u.i.base + carry;
            limb[k] = (unsigned)(v % 1000000000u);
            carry = v / 1000000000u;
        }
        while (carry && n < cap) {
            limb[n++] = (unsigned)(carry % 1000000000u);
            carry /= 1000000000u;
        }
    }
    char buf[16];
    int w = snprintf(buf, sizeof buf, "%u", limb[n - 1]);
    out(d, buf, (size_t)w);
    for (size_t k = n - 1; k-- > 0;) {
        w = snprintf(buf, sizeof buf, "%09u", limb[k]);
        out(d, buf, (size_t)w);
    }
}

static void repr_const(dumper *d, const ast_constant *c)
{
    switch (c->kind) {
    case AST_CONST_NONE: outs(d, "None"); break;
    case AST_CONST_TRUE: outs(d, "True"); break;
    case AST_CONST_FALSE: outs(d, "False"); break;
    case AST_CONST_ELLIPSIS: outs(d, "Ellipsis"); break;
    case AST_CONST_INT: repr_bigint(d, c); break;
    case AST_CONST_FLOAT: repr_float(d, c->u.f, false); break;
    case AST_CONST_IMAG: repr_float(d, c->u.f, true); outs(d, "j"); break;
    case AST_CONST_STR: repr_str(d, c->u.s.data, c->u.s.len, false); break;
    case AST_CONST_BYTES: repr_str(d, c->u.s.data, c->u.s.len, true); break;
    }
}

/* ---- nodes --------------------------------------------------------------- */

static void expr(dumper *d, const ast_expr *e);
static void stmt(dumper *d, const ast_stmt *s);
static void pattern(dumper *d, const ast_pattern *p);

/* field separator state: the first field of a node gets no ", " */
typedef struct node {
    dumper *d;
    bool first;
} node;

static node open_node(dumper *d, const char *name)
{
    outs(d, name);
    out(d, "(", 1);
    return (node){d, true};
}

static void fname(node *n, const char *name)
{
    if (!n->first)
        out(n->d, ", ", 2);
    n->first = false;
    outs(n->d, name);
    out(n->d, "=", 1);
}

static void pos(node *n, int l, int c, int el, int ec)
{
    fname(n, "lineno"), outf(n->d, "%d", l);
    fname(n, "col_offset"), outf(n->d, "%d", c);
    fname(n, "end_lineno"), outf(n->d, "%d", el);
    fname(n, "end_col_offset"), outf(n->d, "%d", ec);
}

#define POS(n, x) pos((n), (x)->lineno, (x)->col_offset, (x)->end_lineno, (x)->end_col_offset)

static void f_expr(node *n, const char *name, const ast_expr *e, bool optional)
{
    if (!e && optional)
        return;
    fname(n, name);
    if (e)
        expr(n->d, e);
    else
        outs(n->d, "None");
}

static void f_ident(node *n, const char *name, const char *id, bool optional)
{
    if (!id && optional)
        return;
    fname(n, name);
    if (id)
        repr_str(n->d, id, strlen(id), false);
    else
        outs(n->d, "None");
}

static void f_int(node *n, const char *name, int v)
{
    fname(n, name);
    outf(n->d, "%d", v);
}

static void f_enum(node *n, const char *name, const char *v)
{
    fname(n, name);
    outs(n->d, v);
    outs(n->d, "()");
}

static void f_exprs(node *n, const char *name, ast_expr_seq s)
{
    fname(n, name);
    out(n->d, "[", 1);
    for (int i = 0; i < s.count; i++) {
        if (i)
            out(n->d, ", ", 2);
        if (s.items[i])
            expr(n->d, s.items[i]);
        else
            outs(n->d, "None");
    }
    out(n->d, "]", 1);
}

static void f_stmts(node *n, const char *name, ast_stmt_seq s)
{
    fname(n, name);
    out(n->d, "[", 1);
    for (int i = 0; i < s.count; i++) {
        if (i)
            out(n->d, ", ", 2);
        stmt(n->d, s.items[i]);
    }
    out(n->d, "]", 1);
}

static void f_pats(node *n, const char *name, ast_pattern_seq s)
{
    fname(n, name);
    out(n->d, "[", 1);
    for (int i = 0; i < s.count; i++) {
        if (i)
            out(n->d, ", ", 2);
        pattern(n->d, s.items[i]);
    }
    out(n->d, "]", 1);
}

static void f_idents(node *n, const char *name, ast_identifier_seq s)
{
    fname(n, name);
    out(n->d, "[", 1);
    for (int i = 0; i < s.count; i++) {
        if (i)
            out(n->d, ", ", 2);
        repr_str(n->d, s.items[i], strlen(s.items[i]), false);
    }
    out(n->d, "]", 1);
}

static void close_node(node *n)
{
    out(n->d, ")", 1);
}

static void arg(dumper *d, const ast_arg *a)
{
    node n = open_node(d, "arg");
    f_ident(&n, "arg", a->arg, false);
    f_expr(&n, "annotation", a->annotation, true);
    POS(&n, a);
    close_node(&n);
}

static void f_args(node *n, const char *name, ast_arg_seq s)
{
    fname(n, name);
    out(n->d, "[", 1);
    for (int i = 0; i < s.count; i++) {
        if (i)
            out(n->d, ", ", 2);
        arg(n->d, s.items[i]);
    }
    out(n->d, "]", 1);
}

static void arguments(dumper *d, const ast_arguments *a)
{
    static const ast_arguments empty;
    if (!a)
        a = &empty;
    node n = open_node(d, "arguments");
    f_args(&n, "posonlyargs", a->posonlyargs);
    f_args(&n, "args", a->args);
    if (a->vararg)
        fname(&n, "vararg"), arg(d, a->vararg);
    f_args(&n, "kwonlyargs", a->kwonlyargs);
    f_exprs(&n, "kw_defaults", a->kw_defaults);
    if (a->kwarg)
        fname(&n, "kwarg"), arg(d, a->kwarg);
    f_exprs(&n, "defaults", a->defaults);
    close_node(&n);
}

static void f_keywords(node *n, const char *name, ast_keyword_seq s)
{
    fname(n, name);
    out(n->d, "[", 1);
    for (int i = 0; i < s.count; i++) {
        const ast_keyword *k = s.items[i];
        if (i)
            out(n->d, ", ", 2);
        node kn = open_node(n->d, "keyword");
        f_ident(&kn, "arg", k->arg, true);
        f_expr(&kn, "value", k->value, false);
        POS(&kn, k);
        close_node(&kn);
    }
    out(n->d, "]", 1);
}

static void f_comps(node *n, const char *name, ast_comprehension_seq s)
{
    fname(n, name);
    out(n->d, "[", 1);
    for (int i = 0; i < s.count; i++) {
        const ast_comprehension *c = s.items[i];
        if (i)
            out(n->d, ", ", 2);
        node cn = open_node(n->d, "comprehension");
        f_expr(&cn, "target", c->target, false);
        f_expr(&cn, "iter", c->iter, false);
        f_exprs(&cn, "ifs", c->ifs);
        f_int(&cn, "is_async", c->is_async);
        close_node(&cn);
    }
    out(n->d, "]", 1);
}

static void f_aliases(node *n, const char *name, ast_alias_seq s)
{
    fname(n, name);
    out(n->d, "[", 1);
    for (int i = 0; i < s.count; i++) {
        const ast_alias *a = s.items[i];
        if (i)
            out(n->d, ", ", 2);
        node an = open_node(n->d, "alias");
        f_ident(&an, "name", a->name, false);
        f_ident(&an, "asname", a->asname, true);
        POS(&an, a);
        close_node(&an);
    }
    out(n->d, "]", 1);
}

static bool enter(dumper *d)
{
    if (++d->depth > DUMP_MAX_DEPTH) {
        d->failed = d->refused = true;
        return false;
    }
    return !d->failed;
}

static void expr(dumper *d, const ast_expr *e)
{
    if (!enter(d)) {
        d->depth--;
        return;
    }
    node n = open_node(d, ast_expr_kind_name(e->kind));
    switch (e->kind) {
    case AST_BoolOp:
        f_enum(&n, "op", ast_boolop_name(e->v.boolop.op));
        f_exprs(&n, "values", e->v.boolop.values);
        break;
    case AST_NamedExpr:
        f_expr(&n, "target", e->v.namedexpr.target, false);
        f_expr(&n, "value", e->v.namedexpr.value, false);
        break;
    case AST_BinOp:
        f_expr(&n, "left", e->v.binop.left, false);
        f_enum(&n, "op", ast_operator_name(e->v.binop.op));
        f_expr(&n, "right", e->v.binop.right, false);
        break;
    case AST_UnaryOp:
        f_enum(&n, "op", ast_unaryop_name(e->v.unaryop.op));
        f_expr(&n, "operand", e->v.unaryop.operand, false);
        break;
    case AST_Lambda:
        fname(&n, "args"), arguments(d, e->v.lambda.args);
        f_expr(&n, "body", e->v.lambda.body, false);
        break;
    case AST_IfExp:
        f_expr(&n, "test", e->v.ifexp.test, false);
        f_expr(&n, "body", e->v.ifexp.body, false);
        f_expr(&n, "orelse", e->v.ifexp.orelse, false);
        break;
    case AST_Dict:
        f_exprs(&n, "keys", e->v.dict.keys);
        f_exprs(&n, "values", e->v.dict.values);
        break;
    case AST_Set:
        f_exprs(&n, "elts", e->v.set.elts);
        break;
    case AST_ListComp:
    case AST_SetComp:
    case AST_GeneratorExp:
        f_expr(&n, "elt", e->v.comp.elt, false);
        f_comps(&n, "generators", e->v.comp.generators);
        break;
    case AST_DictComp:
        f_expr(&n, "key", e->v.dictcomp.key, false);
        f_expr(&n, "value", e->v.dictcomp.value, false);
        f_comps(&n, "generators", e->v.dictcomp.generators);
        break;
    case AST_Await:
        f_expr(&n, "value", e->v.await.value, false);
        break;
    case AST_Yield:
        f_expr(&n, "value", e->v.yield.value, true);
        break;
    case AST_YieldFrom:
        f_expr(&n, "value", e->v.yieldfrom.value, false);
        break;
    case AST_Compare: {
        f_expr(&n, "left", e->v.compare.left, false);
        fname(&n, "ops");
        out(d, "[", 1);
        for (int i = 0; i < e->v.compare.ops.count; i++) {
            if (i)
                out(d, ", ", 2);
            outs(d, ast_cmpop_name(e->v.compare.ops.items[i]));
            outs(d, "()");
        }
        out(d, "]", 1);
        f_exprs(&n, "comparators", e->v.compare.comparators);
        break;
    }
    case AST_Call:
        f_expr(&n, "func", e->v.call.func, false);
        f_exprs(&n, "args", e->v.call.args);
        f_keywords(&n, "keywords", e->v.call.keywords);
        break;
    case AST_FormattedValue:
        f_expr(&n, "value", e->v.formattedvalue.value, false);
        f_int(&n, "conversion", e->v.formattedvalue.conversion);
        f_expr(&n, "format_spec", e->v.formattedvalue.format_spec, true);
        break;
    case AST_JoinedStr:
        f_exprs(&n, "values", e->v.joinedstr.values);
        break;
    case AST_Constant:
        fname(&n, "value");
        repr_const(d, &e->v.constant.value);
        f_ident(&n, "kind", e->v.constant.kind, true);
        break;
    case AST_Attribute:
        f_expr(&n, "value", e->v.attribute.value, false);
        f_ident(&n, "attr", e->v.attribute.attr, false);
        f_enum(&n, "ctx", ast_context_name(e->v.attribute.ctx));
        break;
    case AST_Subscript:
        f_expr(&n, "value", e->v.subscript.value, false);
        f_expr(&n, "slice", e->v.subscript.slice, false);
        f_enum(&n, "ctx", ast_context_name(e->v.subscript.ctx));
        break;
    case AST_Starred:
        f_expr(&n, "value", e->v.starred.value, false);
        f_enum(&n, "ctx", ast_context_name(e->v.starred.ctx));
        break;
    case AST_Name:
        f_ident(&n, "id", e->v.name.id, false);
        f_enum(&n, "ctx", ast_context_name(e->v.name.ctx));
        break;
    case AST_List:
        f_exprs(&n, "elts", e->v.list.elts);
        f_enum(&n, "ctx", ast_context_name(e->v.list.ctx));
        break;
    case AST_Tuple:
        f_exprs(&n, "elts", e->v.tuple.elts);
        f_enum(&n, "ctx", ast_context_name(e->v.tuple.ctx));
        break;
    case AST_Slice:
        f_expr(&n, "lower", e->v.slice.lower, true);
        f_expr(&n, "upper", e->v.slice.upper, true);
        f_expr(&n, "step", e->v.slice.step, true);
        break;
    }
    POS(&n, e);
    close_node(&n);
    d->depth--;
}

static void handler(dumper *d, const ast_excepthandler *h)
{
    node n = open_node(d, "ExceptHandler");
    f_expr(&n, "type", h->v.excepthandler.type, true);
    f_ident(&n, "name", h->v.excepthandler.name, true);
    f_stmts(&n, "body", h->v.excepthandler.body);
    POS(&n, h);
    close_node(&n);
}

static void stmt(dumper *d, const ast_stmt *s)
{
    if (!enter(d)) {
        d->depth--;
        return;
    }
    node n = open_node(d, ast_stmt_kind_name(s->kind));
    switch (s->kind) {
    case AST_FunctionDef:
    case AST_AsyncFunctionDef:
        f_ident(&n, "name", s->v.functiondef.name, false);
        fname(&n, "args"), arguments(d, s->v.functiondef.args);
        f_stmts(&n, "body", s->v.functiondef.body);
        f_exprs(&n, "decorator_list", s->v.functiondef.decorator_list);
        f_expr(&n, "returns", s->v.functiondef.returns, true);
        break;
    case AST_ClassDef:
        f_ident(&n, "name", s->v.classdef.name, false);
        f_exprs(&n, "bases", s->v.classdef.bases);
        f_keywords(&n, "keywords", s->v.classdef.keywords);
        f_stmts(&n, "body", s->v.classdef.body);
        f_exprs(&n, "decorator_list", s->v.classdef.decorator_list);
        break;
    case AST_Return:
        f_expr(&n, "value", s->v.return_.value, true);
        break;
    case AST_Delete:
        f_exprs(&n, "targets", s->v.delete_.targets);
        break;
    case AST_Assign:
        f_exprs(&n, "targets", s->v.assign.targets);
        f_expr(&n, "value", s->v.assign.value, false);
        break;
    case AST_AugAssign:
        f_expr(&n, "target", s->v.augassign.target, false);
        f_enum(&n, "op", ast_operator_name(s->v.augassign.op));
        f_expr(&n, "value", s->v.augassign.value, false);
        break;
    case AST_AnnAssign:
        f_expr(&n, "target", s->v.annassign.target, false);
        f_expr(&n, "annotation", s->v.annassign.annotation, false);
        f_expr(&n, "value", s->v.annassign.value, true);
        f_int(&n, "simple", s->v.annassign.simple);
        break;
    case AST_For:
    case AST_AsyncFor:
        f_expr(&n, "target", s->v.for_.target, false);
        f_expr(&n, "iter", s->v.for_.iter, false);
        f_stmts(&n, "body", s->v.for_.body);
        f_stmts(&n, "orelse", s->v.for_.orelse);
        break;
    case AST_While:
        f_expr(&n, "test", s->v.while_.test, false);
        f_stmts(&n, "body", s->v.while_.body);
        f_stmts(&n, "orelse", s->v.while_.orelse);
        break;
    case AST_If:
        f_expr(&n, "test", s->v.if_.test, false);
        f_stmts(&n, "body", s->v.if_.body);
        f_stmts(&n, "orelse", s->v.if_.orelse);
        break;
    case AST_With:
    case AST_AsyncWith:
        fname(&n, "items");
        out(d, "[", 1);
        for (int i = 0; i < s->v.with.items.count; i++) {
            const ast_withitem *w = s->v.with.items.items[i];
            if (i)
                out(d, ", ", 2);
            node wn = open_node(d, "withitem");
            f_expr(&wn, "context_expr", w->context_expr, false);
            f_expr(&wn, "optional_vars", w->optional_vars, true);
            close_node(&wn);
        }
        out(d, "]", 1);
        f_stmts(&n, "body", s->v.with.body);
        break;
    case AST_Match:
        f_expr(&n, "subject", s->v.match.subject, false);
        fname(&n, "cases");
        out(d, "[", 1);
        for (int i = 0; i < s->v.match.cases.count; i++) {
            const ast_match_case *c = s->v.match.cases.items[i];
            if (i)
                out(d, ", ", 2);
            node cn = open_node(d, "match_case");
            fname(&cn, "pattern"), pattern(d, c->pattern);
            f_expr(&cn, "guard", c->guard, true);
            f_stmts(&cn, "body", c->body);
            close_node(&cn);
        }
        out(d, "]", 1);
        break;
    case AST_Raise:
        f_expr(&n, "exc", s->v.raise.exc, true);
        f_expr(&n, "cause", s->v.raise.cause, true);
        break;
    case AST_Try:
    case AST_TryStar:
        f_stmts(&n, "body", s->v.try_.body);
        fname(&n, "handlers");
        out(d, "[", 1);
        for (int i = 0; i < s->v.try_.handlers.count; i++) {
            if (i)
                out(d, ", ", 2);
            handler(d, s->v.try_.handlers.items[i]);
        }
        out(d, "]", 1);
        f_stmts(&n, "orelse", s->v.try_.orelse);
        f_stmts(&n, "finalbody", s->v.try_.finalbody);
        break;
    case AST_Assert:
        f_expr(&n, "test", s->v.assert_.test, false);
        f_expr(&n, "msg", s->v.assert_.msg, true);
        break;
    case AST_Import:
        f_aliases(&n, "names", s->v.import.names);
        break;
    case AST_ImportFrom:
        f_ident(&n, "module", s->v.importfrom.module, true);
        f_aliases(&n, "names", s->v.importfrom.names);
        f_int(&n, "level", s->v.importfrom.level);
        break;
    case AST_Global:
        f_idents(&n, "names", s->v.global.names);
        break;
    case AST_Nonlocal:
        f_idents(&n, "names", s->v.nonlocal.names);
        break;
    case AST_Expr:
        f_expr(&n, "value", s->v.expr.value, false);
        break;
    case AST_Pass:
    case AST_Break:
    case AST_Continue:
        break;
    }
    POS(&n, s);
    close_node(&n);
    d->depth--;
}

static void pattern(dumper *d, const ast_pattern *p)
{
    if (!enter(d)) {
        d->depth--;
        return;
    }
    node n = open_node(d, ast_pattern_kind_name(p->kind));
    switch (p->kind) {
    case AST_MatchValue:
        f_expr(&n, "value", p->v.matchvalue.value, false);
        break;
    case AST_MatchSingleton:
        fname(&n, "value");
        repr_const(d, &p->v.matchsingleton.value);
        break;
    case AST_MatchSequence:
        f_pats(&n, "patterns", p->v.matchsequence.patterns);
        break;
    case AST_MatchMapping:
        f_exprs(&n, "keys", p->v.matchmapping.keys);
        f_pats(&n, "patterns", p->v.matchmapping.patterns);
        f_ident(&n, "rest", p->v.matchmapping.rest, true);
        break;
    case AST_MatchClass:
        f_expr(&n, "cls", p->v.matchclass.cls, false);
        f_pats(&n, "patterns", p->v.matchclass.patterns);
        f_idents(&n, "kwd_attrs", p->v.matchclass.kwd_attrs);
        f_pats(&n, "kwd_patterns", p->v.matchclass.kwd_patterns);
        break;
    case AST_MatchStar:
        f_ident(&n, "name", p->v.matchstar.name, true);
        break;
    case AST_MatchAs:
        if (p->v.matchas.pattern)
            fname(&n, "pattern"), pattern(d, p->v.matchas.pattern);
        f_ident(&n, "name", p->v.matchas.name, true);
        break;
    case AST_MatchOr:
        f_pats(&n, "patterns", p->v.matchor.patterns);
        break;
    }
    POS(&n, p);
    close_node(&n);
    d->depth--;
}

int ast_dump(const ast_mod *mod, ast_write_fn write, void *ud)
{
    dumper d = {write, ud, 0, false, false};
    switch (mod->kind) {
    case AST_Module: {
        node n = open_node(&d, "Module");
        f_stmts(&n, "body", mod->v.module.body);
        fname(&n, "type_ignores");
        outs(&d, "[]");
        close_node(&n);
        break;
    }
    case AST_Interactive: {
        node n = open_node(&d, "Interactive");
        f_stmts(&n, "body", mod->v.interactive.body);
        close_node(&n);
        break;
    }
    case AST_Expression: {
        node n = open_node(&d, "Expression");
        f_expr(&n, "body", mod->v.expression.body, false);
        close_node(&n);
        break;
    }
    }
    return d.refused ? -2 : d.failed ? -1 : 0;
}
