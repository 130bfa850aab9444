/*
 * compiler.c - the compiler's entry: source text to a code object
 * (parser/ -> AST -> compiler/), with SyntaxError's filename, line,
 * offsets and source text set as CPython sets them.
 */
#include <string.h>

#include "compile_internal.h"
#include "objects/str_internal.h"
#include "parser/parse.h"

static void *arena_alloc_cb(void *ud, size_t n) { psvm *vm = ud; void *p = vm_alloc_temp(vm, n); if (!p) vm->exc = V_NULL; return p; }
static void arena_free_cb(void *ud, void *p) { vm_dealloc((psvm *)ud, p); }

/* Byte column (0-based) on a line to a 1-based character offset. */
static int32_t char_offset(const char *line, size_t linelen, int byte_col)
{
    int32_t n = 1;
    for (int i = 0; i < byte_col && (size_t)i < linelen; i++)
        if ((((unsigned char)line[i]) & 0xC0) != 0x80)
            n++;
    return n;
}

/* The SyntaxError's filename, positions and source line (CPython's
 * attributes). Compiler errors come as 0-based byte columns, the parser's
 * as 1-based character offsets already. */
static void set_syntax_fields(psvm *vm, const char *src, size_t len, const char *filename, int line, int col,
                              int end_line, int end_col, bool byte_cols)
{
    if (!vm->exc || AS_EXC(vm->exc)->limit || line <= 0)
        return;
    excobj *e = AS_EXC(vm->exc);
    const char *s = src, *end = src + len;
    for (int l = 1; l < line && s < end; s++)
        if (*s == '\n')
            l++;
    const char *eol = s;
    while (eol < end && *eol != '\n')
        eol++;
    e->name = str_from_cstr(vm, filename);
    e->se_text = str_new(vm, s, (int64_t)(eol - s + (eol < end ? 1 : 0)));
    e->se_lineno = line;
    e->se_end_lineno = end_line;
    if (byte_cols) {
        e->se_offset = char_offset(s, (size_t)(eol - s), col);
        e->se_end_offset = end_line == line ? char_offset(s, (size_t)(eol - s), end_col) : 0;
    } else {
        e->se_offset = col;
        e->se_end_offset = end_col;
    }
    vm->exc = V_NULL; /* the allocations above may have failed harmlessly */
    vm->exc = v_from_obj(e);
}

value vm_compile(psvm *vm, const char *src, size_t len, const char *filename, int mode)
{
    ps_allocator al = {arena_alloc_cb, arena_free_cb, vm};
    ps_arena *a = arena_new(&al);
    if (!a)
        return vm_err_nomem(vm);
    /* what is read when the parse fails, set here as well as by
     * parse_source: its 240-byte message is not cleared for nothing */
    ps_diag diag;
    diag_clear(&diag);
    parse_status st = PARSE_OK;
    ast_mod *mod = parse_source(a, src, len, filename, mode & 3, &diag, &st);
    if (!mod) {
        arena_free(a);
        if (st == PARSE_NO_MEMORY)
            return vm_err_nomem(vm);
        const vtype *t = !strcmp(diag.kind ? diag.kind : "", "IndentationError") ? &exc_IndentationError
                       : !strcmp(diag.kind ? diag.kind : "", "TabError") ? &exc_TabError : &exc_SyntaxError;
        vm_err(vm, t, "%s", diag.msg);
        set_syntax_fields(vm, src, len, filename, diag.lineno, diag.offset, diag.end_lineno, diag.end_offset, false);
        return V_NULL;
    }
    /* field by field: err_msg (200 bytes) is written before it is read
     * (cmp_error), and a compile per script would clear it for nothing */
    compiler c;
    c.vm = vm;
    c.arena = a;
    c.failed = c.nomem = false;
    c.err_msg[0] = 0;
    c.err_line = c.err_col = c.err_end_line = c.err_end_col = 0;
    c.pos = (code_pos){0};
    c.depth = 0;
    c.keep_result = (mode & VM_COMPILE_RESULT) != 0;
    c.result_stmt = NULL;
    c.filename = str_from_cstr(vm, filename);
    c.source = str_new(vm, src, (int64_t)len);
    value code = V_NULL;
    if (c.filename && c.source)
        code = cmp_module(&c, mod);
    arena_free(a);
    if (!code) {
        if (c.nomem || !c.filename || !c.source)
            return vm_err_nomem(vm);
        if (vm->exc)
            return V_NULL;
        vm_err(vm, &exc_SyntaxError, "%s", c.err_msg);
        set_syntax_fields(vm, src, len, filename, c.err_line, c.err_col, c.err_end_line, c.err_end_col, true);
        return V_NULL;
    }
    return code;
}

value vm_run_string(psvm *vm, const char *src, size_t len, const char *filename)
{
    value code = vm_compile(vm, src, len, filename, 0);
    if (!code)
        return V_NULL;
    if (!vm_main_globals(vm))
        return V_NULL;
    return vm_run_code(vm, code, vm->main_globals);
}

/* The anchors of a traceback's caret line (vm/traceback.c): where the
 * operator of a one-line binary operation, or the [index] of a subscript,
 * starts and ends in seg, found by parsing the segment as CPython does.
 * Left unchanged when seg is not such an expression. */
void vm_source_anchors(psvm *vm, const char *seg, size_t n, int *la, int *ra)
{
    ps_allocator al = {arena_alloc_cb, arena_free_cb, vm};
    ps_arena *a = arena_new(&al);
    if (!a)
        return;
    ps_diag diag;
    parse_status st;
    value saved = vm->exc;
    ast_mod *m = parse_source(a, seg, n, "<segment>", PARSE_FILE, &diag, &st);
    vm->exc = saved;
    if (m && m->v.module.body.count == 1 && m->v.module.body.items[0]->kind == AST_Expr) {
        ast_expr *x = m->v.module.body.items[0]->v.expr.value;
        if (x->kind == AST_BinOp && x->lineno == 1) {
            ast_expr *l = x->v.binop.left, *r = x->v.binop.right;
            for (int i = l->end_col_offset; l->end_lineno == 1 && r->lineno == 1 && i < r->col_offset; i++) {
                if (seg[i] == ' ' || seg[i] == '\t' || seg[i] == '\f')
                    continue;
                *la = i;
                *ra = i + 1;
                if (i + 1 < r->col_offset && seg[i + 1] != ' ' && seg[i + 1] != '\t')
                    (*ra)++;
                if (i + 1 < r->col_offset && seg[i] == ')')
                    continue;
                break;
            }
        } else if (x->kind == AST_Subscript && x->v.subscript.value->end_lineno == 1 &&
                   x->v.subscript.slice->end_lineno == 1) {
            *la = x->v.subscript.value->end_col_offset;
            *ra = x->v.subscript.slice->end_col_offset + 1;
        }
    }
    arena_free(a);
}
