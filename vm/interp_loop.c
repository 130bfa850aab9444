/*
 * interp_loop.c - the dispatch loop (a switch; the X-macro list in opcodes.h
 * is ready for a computed-goto table).
 *
 * Runs vm->frame until the frame marked `entry` returns. Errors jump to
 * `error`, which records a traceback entry and unwinds through the block
 * stack and then the frames; a limit error skips every handler.
 */
#include <string.h>

#include "interp_internal.h"
#include "objects/str_internal.h"
#include "vm/match.h"

/* The value stack through `sp`, a register of interp_run; f->sp is
 * written back at every instruction's start (see the loop). In a
 * PS_ASSERTS build every access is checked against the frame's share (its locals below, its block records above): the compiler's
 * stack-depth count is a trust point, and a wrong count would otherwise
 * overwrite a local or a block record without a word. */
#define STACK_ROOM() PS_ASSERT(sp < locals + f->stack_base + co->stacksize)
#define STACK_HAS(n) PS_ASSERT(sp - (ptrdiff_t)(n) >= locals + f->stack_base)
#define PUSH(v) (*(STACK_ROOM(), sp++) = (v))
#define POP() (*(STACK_HAS(1), --sp))
#define TOP() (*(STACK_HAS(1), sp - 1))
#define PEEK(n) (*(STACK_HAS(n), sp - (ptrdiff_t)(n)))

static int add_tb(psvm *vm, frame *f)
{
    if (!vm->exc || AS_EXC(vm->exc)->limit)
        return 0;
    tbobj *tb = (tbobj *)vm_new_obj(vm, &tb_type, sizeof(tbobj));
    if (!tb)
        return -1;
    tb->code = v_from_obj(f->code);
    tb->pc = f->pc - 1; /* the instruction running: pc has moved past it */
    tb->next = AS_EXC(vm->exc)->tb;
    AS_EXC(vm->exc)->tb = v_from_obj(tb);
    return 0;
}

/* The name of cell or free variable i (LOAD_DEREF's numbering: the cells,
 * then the frees). */
static value deref_name(const codeobj *co, int i)
{
    return i < co->ncells ? AS_TUPLE(co->cellvars)->items[i] : AS_TUPLE(co->freevars)->items[i - co->ncells];
}

/* Cell or free variable i read or deleted while unbound: CPython's
 * NameError for a local or for a free variable. */
static void unbound_deref(psvm *vm, const codeobj *co, int i)
{
    vm_err_name(vm, deref_name(co, i), i < co->ncells ? NAME_UNBOUND_LOCAL : NAME_UNBOUND_FREE, V_NULL);
}

static value name_error(psvm *vm, frame *f, value name)
{
    /* "Did you mean": the closest global or builtin, found now while the
     * namespaces are at hand (traceback.c prints it). */
    extern value tb_suggest(psvm * vm, value name, value d1, value d2, value list);
    if (blt_install_all(vm) < 0) /* the candidates are every builtin, not the cached few */
        return V_NULL;
    value sug = tb_suggest(vm, name, f->globals, vm->builtins, f->code->varnames);
    return vm_err_name(vm, name, NAME_UNDEFINED, sug);
}

static value do_raise(psvm *vm, value exc, value cause)
{
    if (v_is_type(exc, &type_type)) {
        if (!(AS_TYPE(exc)->tflags & TF_EXC))
            return vm_err(vm, &exc_TypeError, "exceptions must derive from BaseException");
        exc = vm_call0(vm, exc);
        if (!exc)
            return V_NULL;
    }
    if (!v_is_obj(exc) || !(v_obj(exc)->type->tflags & TF_EXC))
        return vm_err(vm, &exc_TypeError, "exceptions must derive from BaseException");
    if (cause) {
        if (v_is_type(cause, &type_type) && (AS_TYPE(cause)->tflags & TF_EXC)) {
            cause = vm_call0(vm, cause);
            if (!cause)
                return V_NULL;
        } else if (cause != V_NONE && !(v_is_obj(cause) && (v_obj(cause)->type->tflags & TF_EXC)))
            return vm_err(vm, &exc_TypeError, "exception causes must derive from BaseException");
        AS_EXC(exc)->cause = cause;
        AS_EXC(exc)->suppress_context = 1;
    }
    return vm_err_value(vm, exc);
}

/* Is t what an except clause may name: an exception class, or a tuple of
 * them? */
static bool valid_catch_type(value t)
{
    if (v_is_tuple(t)) {
        for (int64_t i = 0; i < AS_TUPLE(t)->len; i++) {
            value c = AS_TUPLE(t)->items[i];
            if (!v_is_type(c, &type_type) || !(AS_TYPE(c)->tflags & TF_EXC))
                return false;
        }
        return true;
    }
    return v_is_type(t, &type_type) && (AS_TYPE(t)->tflags & TF_EXC);
}

/* EXCEPT_STAR_HELPER: the function of _exceptiongroup.py that an except*
 * statement calls, 0 _star_match (after CPython's checks of the clause's
 * type, `types`), 1 _star_reraise. Loading the module (once) runs it in a
 * nested loop, as the builtins' ExceptionGroup does (blt_lookup). */
static value except_star_helper(psvm *vm, int which, value types)
{
    if (which == 0 && !valid_catch_type(types))
        return vm_err(vm, &exc_TypeError, "catching classes that do not inherit from BaseException is not allowed");
    value mn = str_intern_cstr(vm, "_exceptiongroup");
    value mod = mn ? vm_import(vm, mn) : V_NULL;
    if (!mod)
        return V_NULL;
    if (which == 0) {
        value gn = str_intern_cstr(vm, "BaseExceptionGroup");
        value g = gn ? vm_getattr(vm, mod, gn) : V_NULL;
        if (!g)
            return V_NULL;
        int64_t n = v_is_tuple(types) ? AS_TUPLE(types)->len : 1;
        for (int64_t i = 0; i < n; i++) {
            value t = v_is_tuple(types) ? AS_TUPLE(types)->items[i] : types;
            if (v_is_type(g, &type_type) && type_is_sub(AS_TYPE(t), AS_TYPE(g)))
                return vm_err(vm, &exc_TypeError,
                              "catching ExceptionGroup with except* is not allowed. Use except instead.");
        }
    }
    value fn = str_intern_cstr(vm, which == 0 ? "_star_match" : "_star_reraise");
    return fn ? vm_getattr(vm, mod, fn) : V_NULL;
}

/* A context manager's __enter__ or __exit__, looked up on its type as
 * CPython looks up special methods, bound to it; V_NULL without an error
 * when the type has none. */
static value with_method(psvm *vm, value mgr, int sp, const char *name)
{
    const vtype *t = vm_typeof(mgr);
    value m;
    if (t->tflags & TF_HEAPTYPE)
        m = ((const classobj *)t)->special[sp];
    else {
        value n = str_intern_cstr(vm, name);
        if (!n)
            return V_NULL;
        m = class_lookup(vm, t, n);
    }
    return m ? vm_descr_get(vm, m, mgr, v_from_obj((obj *)&t->h)) : V_NULL;
}

/* `yield from` over an iterator that is not a generator: its send(v). */
/* CPython's name for the callable in the errors of a call's * and **
 * arguments: "module.qualname()" ("__main__.f()", "__main__.C.m()",
 * "__main__.C()"), with no module for builtins ("print()",
 * "list.append()"). Into buf, which it returns. */
static const char *callable_str(psvm *vm, value fn, char *buf, size_t size)
{
    while (v_is_type(fn, &boundmethod_type))
        fn = ((const boundmethod *)v_obj(fn))->func;
    if (v_is_type(fn, &builtin_method_type)) {
        /* a built-in type's method, named after its self's type as
         * CPython's __qualname__ of a bound built-in method is
         * ("list.append()", "dict.fromkeys()", "L.append()" for a class
         * L deriving from list) */
        const boundmethod *bm = (const boundmethod *)v_obj(fn);
        const vtype *t = v_is_type(bm->self, &type_type) ? (const vtype *)v_obj(bm->self) : vm_typeof(bm->self);
        if (v_is_type(bm->func, &bfunc_type)) {
            snprintf(buf, size, "%s.%s()", t->name, ((const bfunc *)v_obj(bm->func))->name);
            return buf;
        }
        fn = bm->func;
    }
    value module = V_NULL, qualname = V_NULL;
    if (v_is_type(fn, &func_type)) {
        module = AS_FUNC(fn)->module; /* its __module__, as CPython's _PyObject_FunctionStr reads it */
        qualname = AS_FUNC(fn)->qualname;
    } else if (v_is_class(fn)) {
        module = ((const classobj *)v_obj(fn))->module;
        qualname = ((const classobj *)v_obj(fn))->qualname;
    }
    if (qualname && v_is_str(qualname)) {
        if (module && v_is_str(module) && !str_eq_cstr(module, "builtins"))
            snprintf(buf, size, "%s.%s()", str_cstr(module), str_cstr(qualname));
        else
            snprintf(buf, size, "%s()", str_cstr(qualname));
    } else if (v_is_type(fn, &bfunc_type)) {
        const bfunc *b = (const bfunc *)v_obj(fn);
        snprintf(buf, size, "%s()", b->qualname ? b->qualname : b->name);
    } else if (v_is_type(fn, &type_type))
        snprintf(buf, size, "%s()", ((const vtype *)v_obj(fn))->name);
    else
        snprintf(buf, size, "%s object", vm_type_name(fn));
    return buf;
}

static value call_send(psvm *vm, value it, value v)
{
    value name = str_intern_cstr(vm, "send");
    value m = name ? vm_getattr(vm, it, name) : V_NULL;
    return m ? vm_call1(vm, m, v) : V_NULL;
}

/* The loop's fast paths are used by two or three handlers each; GCC would
 * otherwise call them out of line. */
#if defined(__GNUC__) || defined(__clang__)
#define HOT_INLINE static inline __attribute__((always_inline))
#else
#define HOT_INLINE static inline
#endif

/* A call from the loop. A Python function gets a frame pushed on `cur`
 * (returned in *pushed, the loop continues there); anything else runs to
 * its result. `cur` is not passed by address so that the loop's frame
 * pointer can stay in a register. */
HOT_INLINE value call_value(psvm *vm, frame *cur, value fn, int argc, value *argv, value kw, frame **pushed,
                            bool slot_before)
{
    *pushed = NULL;
    value init_self = V_NULL;
    if (slot_before && v_is_obj(fn)) {
        /* argv[-1] is a stack slot of the caller (the callable's, or the
         * empty self of CALL_METHOD): a bound Python method puts its self
         * there, a class the new instance for its __init__, and the call
         * goes on as a plain function call in this loop */
        const vtype *ft = v_obj(fn)->type;
        if (ft == &boundmethod_type && v_is_type(((boundmethod *)v_obj(fn))->func, &func_type)) {
            argv[-1] = ((boundmethod *)v_obj(fn))->self;
            fn = ((boundmethod *)v_obj(fn))->func;
            argv--;
            argc++;
        } else if (ft == &type_type && (AS_TYPE(fn)->tflags & TF_HEAPTYPE)) {
            classobj *c = AS_CLASS(fn);
            value init = c->special[SP_INIT];
            if (init && v_is_type(init, &func_type) && !c->special[SP_NEW] && c->layout == &object_type) {
                value inst = class_alloc(vm, c, V_NULL);
                if (!inst)
                    return V_NULL;
                argv[-1] = init_self = inst;
                fn = init;
                argv--;
                argc++;
            }
        }
    }
    if (v_is_type(fn, &func_type)) {
        funcobj *fo = AS_FUNC(fn);
        if (vm->depth >= vm->limits.depth)
            return vm_err(vm, &exc_RecursionError, "maximum recursion depth exceeded");
        codeobj *co = AS_CODE(fo->code);
        frame *nf = frame_push_bare(vm, co, fn, fo->globals);
        if (!nf)
            return V_NULL;
        if (frame_args(vm, nf, fo, argc, argv, kw) < 0) {
            frame_pop(vm, nf);
            return V_NULL;
        }
        nf->prev = cur;
        nf->init_self = init_self;
        vm->frame = nf;
        vm->depth++;
        *pushed = nf;
        return V_NONE;
    }
    if (v_is_type(fn, &bfunc_type))
        return ((const bfunc *)v_obj(fn))->fn(vm, V_NULL, argc, argv, kw);
    if (v_is_type(fn, &tool_type)) /* called by the loop itself: may pause at C depth 0 */
        return tool_call(vm, fn, argc, argv, kw, vm->c_depth == 0);
    return vm_call(vm, fn, argc, argv, kw);
}

static int unpack(psvm *vm, value seq, value *out, int before, int after, bool star)
{
    value items_l = V_NULL;
    value *items;
    int64_t n;
    if (v_is_tuple(seq)) {
        items = AS_TUPLE(seq)->items;
        n = AS_TUPLE(seq)->len;
    } else if (v_is_list(seq) && !star) {
        items = AS_LIST(seq)->items;
        n = AS_LIST(seq)->len;
    } else {
        if (!vm_typeof(seq)->iter) {
            vm_err(vm, &exc_TypeError, "cannot unpack non-iterable %s object", vm_type_name(seq));
            return -1;
        }
        /* As CPython: the items one by one, and without a star only one
         * past the targets (an endless iterator is "too many values", and
         * __next__ runs no more often than there); with a star, the rest
         * as list() of the iterator. Iterator and items stay rooted while
         * __next__ runs Python code. */
        value it = vm_iter(vm, seq);
        if (!it)
            return -1;
        vm_root_push(vm, it);
        items_l = list_new(vm, 0);
        vm_root_push(vm, items_l);
        int rc = items_l ? 0 : -1;
        for (int64_t k = 0; rc == 0 && k < (star ? before : before + 1); k++) {
            value x = vm_next(vm, it);
            if (x == V_STOP)
                break;
            rc = x ? list_append(vm, items_l, x) : -1;
        }
        if (rc == 0 && star && AS_LIST(items_l)->len == before)
            rc = list_extend(vm, items_l, it);
        vm_root_pop(vm, 2);
        if (rc < 0)
            return -1;
        items = AS_LIST(items_l)->items;
        n = AS_LIST(items_l)->len;
    }
    if (!star) {
        if (n != before) {
            if (n > before)
                vm_err(vm, &exc_ValueError, "too many values to unpack (expected %d)", before);
            else
                vm_err(vm, &exc_ValueError, "not enough values to unpack (expected %d, got %lld)", before, (long long)n);
            return -1;
        }
        for (int i = 0; i < before; i++)
            out[before - 1 - i] = items[i];
        return 0;
    }
    if (n < before + after) {
        vm_err(vm, &exc_ValueError, "not enough values to unpack (expected at least %d, got %lld)", before + after, (long long)n);
        return -1;
    }
    int total = before + after + 1;
    for (int i = 0; i < before; i++)
        out[total - 1 - i] = items[i];
    value mid = list_new(vm, n - before - after);
    if (!mid)
        return -1;
    for (int64_t i = 0; i < n - before - after; i++)
        AS_LIST(mid)->items[i] = items[before + i];
    out[total - 1 - before] = mid;
    for (int i = 0; i < after; i++)
        out[after - 1 - i] = items[n - after + i];
    return 0;
}

static value format_value(psvm *vm, value v, int flags, value spec)
{
    int conv = flags & 3;
    if (conv == FV_STR)
        v = vm_str(vm, v);
    else if (conv == FV_REPR || conv == FV_ASCII)
        v = vm_repr(vm, v);
    if (!v)
        return V_NULL;
    if (!spec && v_is_str(v))
        return v;
    if (!spec && class_has_special(v, SP_FORMAT))
        spec = str_intern_cstr(vm, ""); /* f"{x}" is format(x, ''): the class's __format__ */
    if (!spec)
        return vm_str(vm, v);
    return fmt_format(vm, v, spec);
}

/* Arithmetic the loop finishes inline: small ints whose result is a small
 * int, and float + - * / (a nonzero divisor: no error is possible; inf on
 * overflow, as in CPython). Anything else is false, for binop_slow. */
HOT_INLINE bool binop_fast(int op, value a, value b, value *r)
{
    if (v_is_small(a) && v_is_small(b)) {
        /* 48-bit operands: + - cannot overflow int64, nor / (no INT64_MIN) */
        int64_t x = v_small(a), y = v_small(b), z;
        switch (op) {
        case BOP_ADD: z = x + y; break;
        case BOP_SUB: z = x - y; break;
        case BOP_MUL:
            if (__builtin_mul_overflow(x, y, &z))
                return false;
            break;
        case BOP_FLOORDIV:
            if (y == 0)
                return false;
            z = x / y;
            if (x % y != 0 && (x < 0) != (y < 0))
                z--;
            break;
        case BOP_MOD:
            if (y == 0)
                return false;
            z = x % y;
            if (z != 0 && (z < 0) != (y < 0))
                z += y;
            break;
        case BOP_AND: z = x & y; break;
        case BOP_OR: z = x | y; break;
        case BOP_XOR: z = x ^ y; break;
        default: return false;
        }
        if (!v_fits_small(z))
            return false;
        *r = v_from_small(z);
        return true;
    }
    if (v_is_float(a) && v_is_float(b)) {
        double x = v_float(a), y = v_float(b);
        switch (op) {
        case BOP_ADD: *r = v_from_float(x + y); return true;
        case BOP_SUB: *r = v_from_float(x - y); return true;
        case BOP_MUL: *r = v_from_float(x * y); return true;
        case BOP_TRUEDIV:
            if (y == 0)
                return false;
            *r = v_from_float(x / y);
            return true;
        default: return false;
        }
    }
    return false;
}

/* obj.m(...) whose arguments need vm_method_args's word (keywords, or a
 * count out of the method's range): out of the loop, which calls fn
 * directly for the rest. */
__attribute__((noinline)) static value method_call_checked(psvm *vm, const bfunc *m, value self, int argc,
                                                           const value *args, value kw)
{
    if (vm_method_args(vm, m, self, argc, kw, false) < 0)
        return V_NULL;
    return m->fn(vm, self, argc, args, kw);
}

/* The rest of BINARY_OP; `arg` keeps the in-place flag for vm_binop. */
static value binop_slow(psvm *vm, uint32_t arg, value a, value b)
{
    int op = (int)arg & ~BOP_INPLACE;
    /* int_binop_i answers NotImplemented for @: vm_binop raises it */
    if (v_is_small(a) && v_is_small(b) && op != BOP_MATMUL)
        return int_binop_i(vm, op, v_small(a), v_small(b));
    if (v_is_float(a) && v_is_float(b) && op <= BOP_POW && op != BOP_MATMUL)
        return float_binop_d(vm, op, v_float(a), v_float(b));
    return vm_binop(vm, (int)arg, a, b);
}

/* o[k]: list[int] and dict[key] without the type's slot. */
HOT_INLINE value subscr(psvm *vm, value o, value k)
{
    if (v_is_list(o) && v_is_small(k)) {
        int64_t i = v_small(k);
        if (i < 0)
            i += AS_LIST(o)->len;
        if (i >= 0 && i < AS_LIST(o)->len)
            return AS_LIST(o)->items[i];
    }
    if (v_is_dict(o)) {
        /* no type dispatch; dict_get settles str keys by identity or
         * cached hash before comparing bytes */
        value r = dict_get(vm, o, k);
        if (!r && !vm->exc)
            vm_err_key(vm, k);
        return r;
    }
    return vm_getitem(vm, o, k);
}

/* The next item for FOR_ITER: ranges and lists inline, the rest (and an
 * exhausted list iterator, which lets go of its list) through vm_next. */
HOT_INLINE value iter_next(psvm *vm, value it)
{
    if (v_is_obj(it)) {
        const vtype *t = v_obj(it)->type;
        if (t == &rangeiter_type) {
            seqiter *ri = (seqiter *)v_obj(it);
            rangeobj *r = (rangeobj *)v_obj(ri->seq);
            if (ri->i >= r->len)
                return V_STOP;
            int64_t x = r->start + (ri->i++) * r->step;
            return v_fits_small(x) ? v_from_small(x) : int_from_i64(vm, x); /* past 48 bits: a heap int */
        }
        if (t == &seqiter_type) {
            seqiter *li = (seqiter *)v_obj(it);
            if (li->seq && li->i < AS_LIST(li->seq)->len)
                return AS_LIST(li->seq)->items[li->i++];
        }
    }
    return vm_next(vm, it);
}

/* What a class's MRO gives for a name (V_NULL: nothing), remembered in
 * the instruction's cache entry while the class's version holds (the
 * entry's mtype/meth/mver, shared with LOAD_METHOD's: same meaning). */
HOT_INLINE value class_attr_cached(psvm *vm, classobj *c, gcache_entry *ce, value name)
{
    if (ce->mtype == &c->t && ce->mver == c->version)
        return ce->meth;
    value m = class_lookup(vm, &c->t, name);
    if (!m && vm->exc)
        return V_NULL;
    ce->mtype = &c->t;
    ce->mver = c->version;
    ce->meth = m;
    return m;
}

/* Computed goto where the compiler has it (GNU C), a switch otherwise;
 * -DPS_NO_COMPUTED_GOTO forces the switch. */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(PS_NO_COMPUTED_GOTO)
#define PS_COMPUTED_GOTO 1
#define TARGET(n) L_##n: case OP_##n:
#else
#define PS_COMPUTED_GOTO 0
#define TARGET(n) case OP_##n:
#endif

/* GCC would merge the handlers' identical dispatch tails back into one
 * (cross-jumping, GCSE), undoing DISPATCH(). */
#if PS_COMPUTED_GOTO && defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("no-crossjumping", "no-gcse")))
#endif
static value interp_loop(psvm *vm)
{
#if PS_COMPUTED_GOTO
#define X(n, ...) __extension__ && L_##n,
    static const void *const dispatch[OP__COUNT] = {OPCODES(X)};
#undef X
#endif
    frame *f = vm->frame;
    codeobj *co = f->code;
    uint32_t *code = co->code;
    value *consts = AS_TUPLE(co->consts)->items;
    value *names = AS_TUPLE(co->names)->items;
    value *locals = f->slots;
    /* The next instruction, in a register; f->pc is written back before
     * anything that reads it: a call (the caller's resume point), and the
     * error path (tracebacks). */
    uint32_t *ip = code + f->pc;
    value *sp = f->sp;
    bool reraise = false;
    value retval; /* RETURN_VALUE's, RETURN_GENERATOR's, YIELD_VALUE's */
    genobj *resume_g; /* resume_inline's generator, and who resumes it */
    int resume_by;
    /* A run or a resume from the host: the host may have changed a limit or
     * the deadline, so the first safepoint reads them afresh. (A nested
     * loop started by a builtin keeps the mark: nothing changed.) */
    if (vm->c_depth == 0)
        vm->fuel_fast_until = -1;
    if (vm->resume_raise) {
        /* resuming a paused run with an exception for the tool call that
         * paused it: raised at that call (f->lasti), handlers apply */
        vm->resume_raise = false;
        goto error;
    }

#define RELOAD()                                   \
    do {                                           \
        co = f->code;                              \
        code = co->code;                           \
        consts = AS_TUPLE(co->consts)->items;      \
        names = AS_TUPLE(co->names)->items;        \
        locals = f->slots;                         \
        ip = code + f->pc;                         \
        sp = f->sp;                                \
    } while (0)
#define SAVE_PC() (f->pc = (int)(ip - code))
/* A test followed by POP_JUMP_IF_FALSE/TRUE (the usual `if` and `while`)
 * runs the jump at once, with the test's result already popped: one
 * dispatch fewer, the same fuel (the jump is counted), the same safepoint
 * on a backward jump. */
#define BRANCH_ON(res)                                                        \
    do {                                                                      \
        uint32_t nw_ = *ip;                                                   \
        if (I_OP(nw_) == OP_POP_JUMP_IF_FALSE || I_OP(nw_) == OP_POP_JUMP_IF_TRUE) { \
            ip++;                                                             \
            vm->fuel_used++;                                                  \
            if ((res) == (I_OP(nw_) == OP_POP_JUMP_IF_TRUE)) {                \
                uint32_t t_ = I_ARG(nw_);                                     \
                if (code + t_ < ip) {                                         \
                    f->sp = sp;                                               \
                    if (!budget_ok(vm))                                       \
                        goto error;                                           \
                }                                                             \
                JUMP_TO(t_);                                                  \
            }                                                                 \
            DISPATCH();                                                       \
        }                                                                     \
    } while (0)
#define JUMP_TO(t) (ip = code + (t))

    /* The collector (at a safepoint here or in a nested loop a builtin
     * starts) marks slots below f->sp: as of an instruction's start, every
     * value it works on is covered. An instruction that pushes and then may
     * run Python code writes f->sp itself. Every instruction costs one unit
     * of fuel. */
#define FETCH()                  \
    do {                         \
        f->sp = sp;              \
        w = *ip++;               \
        arg = I_ARG(w);          \
        vm->fuel_used++;         \
    } while (0)
#if PS_COMPUTED_GOTO
    /* Each handler ends in its own indirect jump to the next one (no
     * bounds check, no jump back to a shared dispatch point, so the branch
     * predictor sees each opcode's successors; GCC/Clang "labels as
     * values"). */
#define DISPATCH()                                     \
    do {                                               \
        FETCH();                                       \
        __extension__({ goto *dispatch[I_OP(w)]; });   \
    } while (0)
#else
#define DISPATCH() continue
#endif
    uint32_t w, arg;
    for (;;) {
        FETCH();
#if PS_COMPUTED_GOTO
        __extension__({ goto *dispatch[I_OP(w)]; });
#endif
        switch (I_OP(w)) {
        TARGET(NOP) DISPATCH();
        TARGET(POP_TOP) sp--; DISPATCH();
        TARGET(DUP_TOP) { value v = TOP(); PUSH(v); DISPATCH(); }
        TARGET(DUP_TOP_TWO) { value a = PEEK(2), b = PEEK(1); PUSH(a); PUSH(b); DISPATCH(); }
        TARGET(ROT_TWO) { value a = PEEK(1); PEEK(1) = PEEK(2); PEEK(2) = a; DISPATCH(); }
        TARGET(ROT_THREE) { value a = PEEK(1); PEEK(1) = PEEK(2); PEEK(2) = PEEK(3); PEEK(3) = a; DISPATCH(); }
        TARGET(ROT_FOUR) { value a = PEEK(1); PEEK(1) = PEEK(2); PEEK(2) = PEEK(3); PEEK(3) = PEEK(4); PEEK(4) = a; DISPATCH(); }
        TARGET(LOAD_CONST) PUSH(consts[arg]); DISPATCH();
        TARGET(LOAD_FAST) {
            value v = locals[arg];
            if (v == V_UNBOUND)
                goto unbound_local;
            PUSH(v);
            DISPATCH();
        }
        TARGET(STORE_FAST) locals[arg] = POP(); DISPATCH();
        TARGET(DELETE_FAST)
            if (locals[arg] == V_UNBOUND) {
                vm_err_name(vm, AS_TUPLE(co->varnames)->items[arg],
                            NAME_UNBOUND_LOCAL, V_NULL);
                goto error;
            }
            locals[arg] = V_UNBOUND;
            DISPATCH();
        TARGET(LOAD_DEREF) {
            value v = AS_CELL(locals[co->nlocals + arg])->v;
            if (v == V_UNBOUND) {
                unbound_deref(vm, co, (int)arg);
                goto error;
            }
            PUSH(v);
            DISPATCH();
        }
        TARGET(STORE_DEREF) AS_CELL(locals[co->nlocals + arg])->v = POP(); DISPATCH();
        TARGET(DELETE_DEREF) {
            cellobj *c = AS_CELL(locals[co->nlocals + arg]);
            if (c->v == V_UNBOUND) { /* already deleted: LOAD_DEREF's error */
                unbound_deref(vm, co, (int)arg);
                goto error;
            }
            c->v = V_UNBOUND;
            DISPATCH();
        }
        TARGET(LOAD_CLOSURE) PUSH(locals[co->nlocals + arg]); DISPATCH();
        TARGET(LOAD_GLOBAL) {
            gcache_entry *ce = &co->gcache[arg];
            dictobj *g = AS_DICT(f->globals), *b = AS_DICT(vm->builtins);
            if (ce->where && ce->globals == g && ce->gver == g->version && ce->bver == b->version) {
                PUSH(ce->where == 1 ? g->entries[ce->idx].val : b->entries[ce->idx].val);
                DISPATCH();
            }
            int64_t idx;
            value v = dict_lookup_str_index(f->globals, names[arg], &idx);
            int8_t where = 1;
            if (!v) {
                v = dict_lookup_str_index(vm->builtins, names[arg], &idx);
                where = 2;
                /* builtins are cached on first use (stdlib/builtins.c, blt_lookup) */
                if (!v && blt_lookup(vm, names[arg]))
                    v = dict_lookup_str_index(vm->builtins, names[arg], &idx);
                if (!v && vm->exc)
                    goto error;
            }
            if (!v) {
                name_error(vm, f, names[arg]);
                goto error;
            }
            ce->globals = g;
            ce->gver = g->version;
            ce->bver = b->version;
            ce->idx = idx;
            ce->where = where;
            PUSH(v);
            DISPATCH();
        }
        TARGET(STORE_GLOBAL) {
            /* A name LOAD_GLOBAL or STORE_GLOBAL found in these globals,
             * unchanged in shape since (the version moves on insertion and
             * deletion only): its entry is assigned in place. */
            gcache_entry *ce = &co->gcache[arg];
            dictobj *g = AS_DICT(f->globals);
            if (ce->where == 1 && ce->globals == g && ce->gver == g->version) {
                g->entries[ce->idx].val = POP();
                DISPATCH();
            }
            if (dict_set(vm, f->globals, names[arg], TOP()) < 0)
                goto error;
            sp--;
            int64_t idx;
            if (dict_lookup_str_index(f->globals, names[arg], &idx)) {
                ce->globals = g;
                ce->gver = g->version;
                ce->bver = AS_DICT(vm->builtins)->version;
                ce->idx = idx;
                ce->where = 1;
            }
            DISPATCH();
        }
        TARGET(DELETE_GLOBAL) {
            int r = dict_del(vm, f->globals, names[arg]);
            if (r < 0)
                goto error;
            if (r == 1) {
                name_error(vm, f, names[arg]);
                goto error;
            }
            DISPATCH();
        }
        TARGET(LOAD_ATTR) {
            value o = TOP();
            if (v_is_obj(o) && (v_obj(o)->type->tflags & TF_HEAPTYPE)) {
                /* an instance's own attribute: the class's answer for the
                 * name cached while its version holds (a data descriptor
                 * there rules over the instance dict), then the dict */
                classobj *c = (classobj *)v_obj(o)->type;
                value attr = class_attr_cached(vm, c, &co->gcache[arg], names[arg]);
                if (!attr && vm->exc)
                    goto error;
                if (attr && v_is_type(attr, &slotdescr_type)) {
                    /* a __slots__ member of a class in the MRO: its word in
                     * the instance */
                    value v = *(value *)((char *)v_obj(o) + ((slotdescr *)v_obj(attr))->offset);
                    if (v != V_UNBOUND) {
                        TOP() = v;
                        DISPATCH();
                    }
                } else if (c->dict_offset && (!attr || !class_is_data_descr(attr))) {
                    value d = *(value *)((char *)v_obj(o) + c->dict_offset);
                    value v = d ? dict_get_str(vm, d, names[arg]) : V_NULL;
                    if (v) {
                        TOP() = v;
                        DISPATCH();
                    }
                }
            }
            value v = vm_getattr(vm, o, names[arg]);
            if (!v)
                goto error;
            TOP() = v;
            DISPATCH();
        }
        TARGET(STORE_ATTR) {
            value o = POP(), v = POP();
            if (v_is_obj(o) && (v_obj(o)->type->tflags & TF_HEAPTYPE)) {
                /* self.x = v: straight into the instance dict when the
                 * class has no __setattr__ and no data descriptor for x
                 * (dunder names take the general path) */
                classobj *c = (classobj *)v_obj(o)->type;
                const strobj *nm = AS_STR(names[arg]);
                if (!c->special[SP_SETATTR] && !(c->t.tflags & TF_EXC) &&
                    !(nm->len > 1 && nm->data[0] == '_' && nm->data[1] == '_')) {
                    value attr = class_attr_cached(vm, c, &co->gcache[arg], names[arg]);
                    if (!attr && vm->exc)
                        goto error;
                    if (attr && v_is_type(attr, &slotdescr_type)) {
                        *(value *)((char *)v_obj(o) + ((slotdescr *)v_obj(attr))->offset) = v;
                        DISPATCH();
                    }
                    if (c->dict_offset && (!attr || !class_is_data_descr(attr))) {
                        value *d = (value *)((char *)v_obj(o) + c->dict_offset);
                        if (!*d && !(*d = dict_new(vm)))
                            goto error;
                        if (dict_set(vm, *d, names[arg], v) < 0)
                            goto error;
                        DISPATCH();
                    }
                }
            }
            if (vm_setattr(vm, o, names[arg], v) < 0)
                goto error;
            DISPATCH();
        }
        TARGET(DELETE_ATTR) {
            value o = POP();
            if (vm_setattr(vm, o, names[arg], V_NULL) < 0)
                goto error;
            break;
        }
        TARGET(LOAD_METHOD) {
            value o = TOP();
            const vtype *t = vm_typeof(o);
            gcache_entry *ce = &co->gcache[arg];
            value m;
            if (t->tflags & TF_HEAPTYPE) {
                /* an instance of a class: the function found along the
                 * MRO (cached while the class's version holds), unless the
                 * instance's own dict has the name */
                classobj *c = (classobj *)t;
                m = class_attr_cached(vm, c, ce, names[arg]);
                if (!m && vm->exc)
                    goto error;
                if (m && v_is_type(m, &func_type)) {
                    value d = c->dict_offset ? *(value *)((char *)v_obj(o) + c->dict_offset) : V_NULL;
                    if (!d || !dict_get_str(vm, d, names[arg])) {
                        TOP() = m;
                        PUSH(o);
                        DISPATCH();
                    }
                }
                value v = vm_getattr(vm, o, names[arg]);
                if (!v)
                    goto error;
                TOP() = v;
                PUSH(V_NULL);
                DISPATCH();
            }
            if (ce->mtype == t)
                m = ce->meth;
            else if (t == &type_type || t == &module_type) {
                m = V_NULL;
            } else {
                /* What the type's getattr slot knows (x.real, an
                 * exception's own attributes) comes first, as in
                 * vm_getattr_opt; then a method is called directly, as
                 * CPython calls its descriptor, with no bound object */
                bool slot = t->getattr && t != &str_type && t != &list_type;
                if (slot) {
                    value a = t->getattr(vm, o, names[arg]);
                    if (a) {
                        TOP() = a;
                        PUSH(V_NULL);
                        DISPATCH();
                    }
                    if (vm->exc)
                        goto error;
                }
                m = vm_lookup_method(vm, t, names[arg]);
                /* a class method is called with the type: vm_getattr binds it */
                if (m && (((const bfunc *)v_obj(m))->flags & BF_CLASSMETHOD))
                    m = V_NULL;
                if (m && !slot && (t->h.flags & OBJ_STATIC)) {
                    ce->mtype = t;
                    ce->meth = m;
                }
            }
            if (m) {
                TOP() = m;
                PUSH(o);
            } else {
                value v = vm_getattr(vm, o, names[arg]);
                if (!v)
                    goto error;
                TOP() = v;
                PUSH(V_NULL);
            }
            DISPATCH();
        }
        TARGET(CALL_METHOD)
        TARGET(CALL_METHOD_KW) {
            value kw = V_NULL;
            if (I_OP(w) == OP_CALL_METHOD_KW)
                kw = POP();
            int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
            int argc = (int)arg - nkw;
            value *args = sp - arg;
            value self = args[-1], fn = args[-2];
            if (!budget_ok(vm))
                goto error;
            value r;
            if (self != V_NULL && argc == 1 && !kw && v_is_type(fn, &bfunc_type) &&
                gen_is_send_method((const bfunc *)v_obj(fn)) && v_is_coro_like(self)) {
                /* coro.send(v) from Python code (an event loop's task
                 * step) runs the coroutine inline, like a call: no nested
                 * loop, so a tool call inside it may pause the run */
                genobj *g = (genobj *)v_obj(self);
                value v = args[0];
                if (g->state == GEN_SUSPENDED || (g->state == GEN_CREATED && v == V_NONE)) {
                    if (!budget_ok(vm))
                        goto error;
                    sp -= arg + 2;
                    retval = v;
                    resume_g = g;
                    resume_by = GEN_RESUMER_CALL;
                    goto resume_inline;
                }
            }
            if (self != V_NULL && v_is_type(fn, &bfunc_type) && !BFUNC_ARGS_ODD((const bfunc *)v_obj(fn), argc, kw)) {
                /* obj.m(...) whose arguments fit the method's entry */
                r = ((const bfunc *)v_obj(fn))->fn(vm, self, argc, args, kw);
                sp -= arg + 2;
            } else if (self != V_NULL && v_is_type(fn, &bfunc_type)) {
                r = method_call_checked(vm, (const bfunc *)v_obj(fn), self, argc, args, kw);
                sp -= arg + 2;
            } else {
                frame *pushed;
                value *a = self != V_NULL ? args - 1 : args;
                int ac = self != V_NULL ? argc + 1 : argc;
                SAVE_PC();
                r = call_value(vm, f, fn, ac, a, kw, &pushed, true);
                sp -= arg + 2;
                f->sp = sp;
                if (pushed) {
                    f = pushed;
                    RELOAD();
                    DISPATCH();
                }
                if (r == V_PAUSE) /* a deferred tool call: the host resumes with its result */
                    return V_PAUSE;
            }
            if (!r)
                goto error;
            PUSH(r);
            DISPATCH();
        }
        TARGET(CALL)
        TARGET(CALL_KW) {
            value kw = V_NULL;
            if (I_OP(w) == OP_CALL_KW)
                kw = POP();
            int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
            int argc = (int)arg - nkw;
            value *args = sp - arg;
            value fn = args[-1];
            if (!budget_ok(vm))
                goto error;
            frame *pushed;
            SAVE_PC();
            value r = call_value(vm, f, fn, argc, args, kw, &pushed, true);
            sp -= arg + 1;
            f->sp = sp;
            if (pushed) {
                f = pushed;
                RELOAD();
                DISPATCH();
            }
            if (r == V_PAUSE)
                return V_PAUSE;
            if (!r)
                goto error;
            PUSH(r);
            DISPATCH();
        }
        TARGET(CALL_EX) {
            /* the safepoint comes first, while the operands are still on
             * the stack (rooted) */
            if (!budget_ok(vm))
                goto error;
            /* operands stay on the stack (rooted) until the call returns;
             * the code's stack size has room for the two pushed below */
            int nops = arg & 1 ? 3 : 2;
            value kwargs = arg & 1 ? PEEK(1) : V_NULL;
            value args = PEEK(nops - 1), fn = PEEK(nops);
            int64_t na = AS_TUPLE(args)->len, nk = kwargs ? AS_DICT(kwargs)->used : 0;
            value buf = tuple_new(vm, na + nk), kwn = nk ? tuple_new(vm, nk) : V_NULL;
            if (!buf || (nk && !kwn))
                goto error;
            vm_copy(AS_TUPLE(buf)->items, AS_TUPLE(args)->items, sizeof(value) * (size_t)na);
            int64_t pos = 0, i = 0;
            value k, v;
            while (kwargs && dict_next(kwargs, &pos, &k, &v)) {
                if (!v_is_str(k)) {
                    vm_err(vm, &exc_TypeError, "keywords must be strings");
                    goto error;
                }
                AS_TUPLE(kwn)->items[i] = k;
                AS_TUPLE(buf)->items[na + i++] = v;
            }
            PUSH(buf);
            PUSH(kwn ? kwn : V_NONE);
            f->sp = sp; /* buf and kwn rooted during the call */
            frame *pushed;
            SAVE_PC();
            value r = call_value(vm, f, fn, (int)na, AS_TUPLE(buf)->items, kwn, &pushed, false);
            sp -= 2 + nops;
            f->sp = sp;
            if (pushed) {
                f = pushed;
                RELOAD();
                DISPATCH();
            }
            if (r == V_PAUSE)
                return V_PAUSE;
            if (!r)
                goto error;
            PUSH(r);
            DISPATCH();
        }
        TARGET(BINARY_SUBSCR) {
            value k = POP(), r = subscr(vm, TOP(), k);
            if (!r)
                goto error;
            TOP() = r;
            DISPATCH();
        }
        TARGET(STORE_SUBSCR) {
            value k = POP(), o = POP(), v = POP();
            if (v_is_list(o) && v_is_small(k)) {
                int64_t i = v_small(k);
                if (i < 0)
                    i += AS_LIST(o)->len;
                if (i >= 0 && i < AS_LIST(o)->len) {
                    AS_LIST(o)->items[i] = v;
                    DISPATCH();
                }
            }
            if (v_is_dict(o)) {
                if (dict_set(vm, o, k, v) < 0)
                    goto error;
                DISPATCH();
            }
            if (vm_setitem(vm, o, k, v) < 0)
                goto error;
            DISPATCH();
        }
        TARGET(DELETE_SUBSCR) {
            value k = POP(), o = POP();
            if (vm_delitem(vm, o, k) < 0)
                goto error;
            DISPATCH();
        }
        TARGET(BINARY_OP) {
            value b = POP(), a = TOP(), r;
            if (!binop_fast((int)arg & ~BOP_INPLACE, a, b, &r) && !(r = binop_slow(vm, arg, a, b)))
                goto error;
            TOP() = r;
            DISPATCH();
        }
        TARGET(UNARY_NEGATIVE) TARGET(UNARY_POSITIVE) TARGET(UNARY_INVERT) {
            int op = I_OP(w) == OP_UNARY_NEGATIVE ? UOP_NEG : I_OP(w) == OP_UNARY_POSITIVE ? UOP_POS : UOP_INVERT;
            value r = vm_unop(vm, op, TOP());
            if (!r)
                goto error;
            TOP() = r;
            DISPATCH();
        }
        TARGET(UNARY_NOT) {
            int t = vm_truth(vm, TOP());
            if (t < 0)
                goto error;
            TOP() = v_bool(!t);
            DISPATCH();
        }
        TARGET(COMPARE_OP) {
            value b = POP(), a = TOP();
            value r;
            if (v_is_small(a) && v_is_small(b)) {
                int64_t x = v_small(a), y = v_small(b);
                bool res;
                switch (arg) {
                case CMP_LT: res = x < y; break;
                case CMP_LE: res = x <= y; break;
                case CMP_EQ: res = x == y; break;
                case CMP_NE: res = x != y; break;
                case CMP_GT: res = x > y; break;
                default: res = x >= y; break;
                }
                sp--;
                BRANCH_ON(res);
                PUSH(v_bool(res));
                DISPATCH();
            }
            if ((v_is_float(a) || v_is_small(a)) && (v_is_float(b) || v_is_small(b))) {
                /* a float against a float or a small int: a 48-bit int
                 * converts to a double exactly; nan compares false */
                double x = v_is_float(a) ? v_float(a) : (double)v_small(a);
                double y = v_is_float(b) ? v_float(b) : (double)v_small(b);
                bool res;
                switch (arg) {
                case CMP_LT: res = x < y; break;
                case CMP_LE: res = x <= y; break;
                case CMP_EQ: res = x == y; break;
                case CMP_NE: res = x != y; break;
                case CMP_GT: res = x > y; break;
                default: res = x >= y; break;
                }
                sp--;
                BRANCH_ON(res);
                PUSH(v_bool(res));
                DISPATCH();
            }
            r = vm_compare(vm, a, b, (int)arg);
            if (!r)
                goto error;
            if (r == V_TRUE || r == V_FALSE) {
                sp--;
                BRANCH_ON(r == V_TRUE);
                sp++;
            }
            TOP() = r;
            DISPATCH();
        }
        TARGET(IS_OP) {
            value b = POP(), a = TOP();
            bool res = arg ? a != b : a == b;
            sp--;
            BRANCH_ON(res);
            PUSH(v_bool(res));
            DISPATCH();
        }
        TARGET(CONTAINS_OP) {
            value c = POP(), x = TOP();
            int r;
            if (v_is_dict(c)) {
                r = dict_get(vm, c, x) ? 1 : vm->exc ? -1 : 0;
            } else {
                r = vm_contains(vm, c, x);
            }
            if (r < 0)
                goto error;
            bool res = arg ? !r : r;
            sp--;
            BRANCH_ON(res);
            PUSH(v_bool(res));
            DISPATCH();
        }
        TARGET(JUMP)
            if (code + arg < ip && !budget_ok(vm))
                goto error;
            JUMP_TO(arg);
            DISPATCH();
        TARGET(POP_JUMP_IF_FALSE) TARGET(POP_JUMP_IF_TRUE) {
            value v = POP();
            int t = v == V_TRUE ? 1 : v == V_FALSE ? 0 : vm_truth(vm, v);
            if (t < 0)
                goto error;
            if (t == (I_OP(w) == OP_POP_JUMP_IF_TRUE)) {
                if (code + arg < ip && !budget_ok(vm))
                    goto error;
                JUMP_TO(arg);
            }
            DISPATCH();
        }
        TARGET(JUMP_IF_FALSE_OR_POP) TARGET(JUMP_IF_TRUE_OR_POP) {
            int t = vm_truth(vm, TOP());
            if (t < 0)
                goto error;
            if (t == (I_OP(w) == OP_JUMP_IF_TRUE_OR_POP))
                JUMP_TO(arg);
            else
                sp--;
            DISPATCH();
        }
        TARGET(GET_ITER) {
            value it = vm_iter(vm, TOP());
            if (!it)
                goto error;
            TOP() = it;
            DISPATCH();
        }
        TARGET(FOR_ITER)
        TARGET(FOR_ITER_STORE_FAST) { /* the second: fused with the loop variable's store */
            if (v_is_type(TOP(), &gen_type)) {
                genobj *g = (genobj *)v_obj(TOP());
                if (g->state == GEN_CREATED || g->state == GEN_SUSPENDED) {
                    retval = V_NONE;
                    resume_g = g;
                    resume_by = GEN_RESUMER_LOOP;
                    goto resume_inline;
                }
            }
            value v = iter_next(vm, TOP());
            if (!v)
                goto error;
            if (v == V_STOP) {
                sp--;
                JUMP_TO(arg);
            } else if (I_OP(w) == OP_FOR_ITER_STORE_FAST) {
                vm->fuel_used++;
                locals[I_ARG(*ip++)] = v;
            } else
                PUSH(v);
            DISPATCH();
        }
        TARGET(BUILD_TUPLE) TARGET(BUILD_LIST) {
            bool tup = I_OP(w) == OP_BUILD_TUPLE;
            value r = tup ? tuple_new(vm, arg) : list_new(vm, arg);
            if (!r)
                goto error;
            value *dst = tup ? AS_TUPLE(r)->items : AS_LIST(r)->items;
            sp -= arg;
            vm_copy(dst, sp, sizeof(value) * arg);
            PUSH(r);
            DISPATCH();
        }
        TARGET(BUILD_SET) {
            /* the new set is on no stack yet: rooted while the items'
             * __hash__ and __eq__ run Python code (which may collect) */
            value s = set_new(vm, &set_type);
            if (!s)
                goto error;
            vm_root_push(vm, s);
            int rc = 0;
            for (uint32_t i = 0; i < arg && rc == 0; i++)
                rc = set_add(vm, s, sp[(int)i - (int)arg]);
            vm_root_pop(vm, 1);
            if (rc < 0)
                goto error;
            sp -= arg;
            PUSH(s);
            DISPATCH();
        }
        TARGET(BUILD_MAP) {
            value d = dict_new_sized(vm, arg); /* rooted as BUILD_SET's set */
            if (!d)
                goto error;
            vm_root_push(vm, d);
            int rc = 0;
            for (uint32_t i = 0; i < arg && rc == 0; i++)
                rc = dict_set(vm, d, sp[2 * (int)i - 2 * (int)arg], sp[2 * (int)i - 2 * (int)arg + 1]);
            vm_root_pop(vm, 1);
            if (rc < 0)
                goto error;
            sp -= 2 * arg;
            PUSH(d);
            DISPATCH();
        }
        TARGET(BUILD_SLICE) {
            value c = arg == 3 ? POP() : V_NONE;
            value b = POP(), a = TOP();
            value s = slice_new(vm, a, b, c);
            if (!s)
                goto error;
            TOP() = s;
            DISPATCH();
        }
        TARGET(BUILD_STRING) {
            /* an f-string's pieces, joined in one allocation */
            value r = str_join_array(vm, V_NULL, sp - arg, (int64_t)arg);
            if (!r)
                goto error;
            sp -= arg;
            PUSH(r);
            DISPATCH();
        }
        TARGET(LIST_APPEND) {
            value v = POP();
            listobj *l = AS_LIST(PEEK(arg)); /* the comprehension's own list */
            if (l->len < l->cap)
                l->items[l->len++] = v;
            else if (list_append(vm, PEEK(arg), v) < 0)
                goto error;
            DISPATCH();
        }
        TARGET(SET_ADD) {
            value v = POP();
            if (set_add(vm, PEEK(arg), v) < 0)
                goto error;
            DISPATCH();
        }
        TARGET(MAP_ADD) {
            value v = POP(), k = POP();
            if (dict_set(vm, PEEK(arg), k, v) < 0)
                goto error;
            DISPATCH();
        }
        TARGET(LIST_EXTEND) {
            value v = POP();
            if (list_extend(vm, PEEK(arg), v) < 0) {
                if (vm_err_occurred_is(vm, &exc_TypeError) && !vm_typeof(v)->iter) {
                    vm->exc = V_NULL;
                    vm_err(vm, &exc_TypeError, "Value after * must be an iterable, not %s", vm_type_name(v));
                }
                goto error;
            }
            DISPATCH();
        }
        TARGET(SET_UPDATE) {
            value v = POP();
            if (set_update(vm, PEEK(arg), v) < 0)
                goto error;
            DISPATCH();
        }
        TARGET(DICT_UPDATE) TARGET(DICT_MERGE) {
            value v = POP(), d = PEEK(arg);
            if (!v_is_dict(v)) {
                if (I_OP(w) == OP_DICT_MERGE)
                {
                    char name[300];
                    vm_err(vm, &exc_TypeError, "%s argument after ** must be a mapping, not %s",
                           callable_str(vm, PEEK(arg + 2), name, sizeof name), vm_type_name(v));
                }
                else
                    vm_err(vm, &exc_TypeError, "'%s' object is not a mapping", vm_type_name(v));
                goto error;
            }
            /* the stored hashes, as CPython: no key's __hash__ runs */
            value dup = V_NULL;
            int r = I_OP(w) == OP_DICT_MERGE ? dict_merge_nodup(vm, d, v, &dup) : dict_update_from(vm, d, v);
            if (r > 0) {
                char name[300];
                vm_err(vm, &exc_TypeError, "%s got multiple values for keyword argument '%s'",
                       callable_str(vm, PEEK(arg + 2), name, sizeof name), str_cstr(dup));
            }
            if (r)
                goto error;
            DISPATCH();
        }
        TARGET(LIST_TO_TUPLE) {
            /* arg 1: a call's sole *args, any iterable, under the callable */
            if (arg == 1 && !vm_typeof(TOP())->iter && !vm_typeof(TOP())->getitem) {
                char name[300];
                vm_err(vm, &exc_TypeError, "%s argument after * must be an iterable, not %s",
                       callable_str(vm, PEEK(2), name, sizeof name), vm_type_name(TOP()));
                goto error;
            }
            value t = tuple_from_iter(vm, TOP());
            if (!t)
                goto error;
            TOP() = t;
            DISPATCH();
        }
        TARGET(UNPACK_SEQUENCE) {
            value s = POP();
            if (unpack(vm, s, sp, (int)arg, 0, false) < 0)
                goto error;
            sp += arg;
            DISPATCH();
        }
        TARGET(UNPACK_EX) {
            value s = POP();
            int before = (int)(arg & 0xFF), after = (int)(arg >> 8);
            if (unpack(vm, s, sp, before, after, true) < 0)
                goto error;
            sp += before + after + 1;
            DISPATCH();
        }
        TARGET(MAKE_FUNCTION) {
            value qn = POP(), code_v = POP();
            value closure = arg & MF_CLOSURE ? POP() : V_NULL;
            value kwd = arg & MF_KWDEFAULTS ? POP() : V_NULL;
            value defs = arg & MF_DEFAULTS ? POP() : V_NULL;
            value fn = func_new(vm, code_v, f->globals, qn);
            if (!fn)
                goto error;
            AS_FUNC(fn)->closure = closure;
            AS_FUNC(fn)->kwdefaults = kwd;
            AS_FUNC(fn)->defaults = defs;
            PUSH(fn);
            DISPATCH();
        }
        TARGET(BEFORE_WITH) {
            value mgr = TOP();
            value enter = with_method(vm, mgr, SP_ENTER, "__enter__");
            if (!enter) {
                if (!vm->exc)
                    vm_err(vm, &exc_TypeError, "'%s' object does not support the context manager protocol",
                           vm_type_name(mgr));
                goto error;
            }
            PUSH(enter); /* rooted while __exit__ is bound */
            value exitm = with_method(vm, mgr, SP_EXIT, "__exit__");
            if (!exitm) {
                if (!vm->exc)
                    vm_err(vm, &exc_TypeError,
                           "'%s' object does not support the context manager protocol (missed __exit__ method)",
                           vm_type_name(mgr));
                goto error;
            }
            PEEK(2) = exitm;
            f->sp = sp;
            value r = vm_call0(vm, enter);
            if (!r)
                goto error;
            TOP() = r;
            DISPATCH();
        }
        TARGET(WITH_EXCEPT_START) {
            /* exit(type, exc, tb): the traceback is None, as a script's
             * exc.__traceback__ reads (docs/language.md) */
            value exc = TOP();
            value args[3] = {v_from_obj((obj *)&v_obj(exc)->type->h), exc, V_NONE};
            value r = vm_call(vm, PEEK(3), 3, args, V_NULL);
            if (!r)
                goto error;
            if (arg == 1) { /* async with: __aexit__'s awaitable, awaited next */
                PUSH(r);
                DISPATCH();
            }
            int t = vm_truth(vm, r);
            if (t < 0)
                goto error;
            PUSH(v_bool(t));
            DISPATCH();
        }
        TARGET(MATCH_SEQUENCE) TARGET(MATCH_MAPPING) {
            int r = I_OP(w) == OP_MATCH_SEQUENCE ? vm_match_sequence(vm, TOP()) : vm_match_mapping(vm, TOP());
            if (r < 0)
                goto error;
            PUSH(v_bool(r));
            DISPATCH();
        }
        TARGET(GET_LEN) {
            int64_t n = vm_len(vm, TOP());
            value v = n < 0 ? V_NULL : int_from_i64(vm, n);
            if (!v)
                goto error;
            PUSH(v);
            DISPATCH();
        }
        TARGET(MATCH_KEYS) {
            value v = vm_match_keys(vm, PEEK(2), TOP());
            if (!v)
                goto error;
            PUSH(v);
            DISPATCH();
        }
        TARGET(MATCH_REST) {
            value v = vm_match_rest(vm, PEEK(2), TOP());
            if (!v)
                goto error;
            sp--;
            TOP() = v;
            DISPATCH();
        }
        TARGET(MATCH_CLASS) {
            value v = vm_match_class(vm, PEEK(3), PEEK(2), (int)arg, TOP());
            if (!v)
                goto error;
            sp -= 2;
            TOP() = v;
            DISPATCH();
        }
        TARGET(RETURN_GENERATOR) {
            /* the call's frame, arguments bound, becomes the generator's */
            SAVE_PC();
            f->sp = sp;
            retval = gen_make(vm, f);
            if (!retval)
                goto error;
            goto plain_return;
        }
        TARGET(YIELD_VALUE) {
            retval = POP();
            SAVE_PC();
            f->sp = sp;
            frame *done = f;
            gen_suspend(vm, done, arg == 1);
            f = f->prev;
            vm->frame = f;
            vm->depth--;
            bool entry = done->entry;
            frame_pop(vm, done);
            if (entry)
                return retval;
            /* resumed inline by FOR_ITER or SEND: the item is theirs */
            RELOAD();
            PUSH(retval);
            DISPATCH();
        }
        TARGET(GET_YIELD_FROM_ITER) {
            value o = TOP();
            if (v_is_type(o, &coro_type)) {
                vm_err(vm, &exc_TypeError, "cannot 'yield from' a coroutine object in a non-coroutine generator");
                goto error;
            }
            if (!v_is_type(o, &gen_type)) {
                value it = vm_iter(vm, o);
                if (!it)
                    goto error;
                TOP() = it;
            }
            DISPATCH();
        }
        TARGET(SEND) {
            value v = TOP(), it = PEEK(2);
            if (v_is_coro_like(it)) {
                genobj *g = (genobj *)v_obj(it);
                if ((g->state == GEN_CREATED && v == V_NONE) || g->state == GEN_SUSPENDED) {
                    retval = v;
                    sp--;
                    resume_g = g;
                    resume_by = GEN_RESUMER_LOOP;
                    goto resume_inline;
                }
            }
            /* anything else through its send(), or next() for None */
            value r;
            bool done = false;
            if (v_is_coro_like(it)) {
                r = gen_send(vm, it, v); /* running: ValueError; closed: StopIteration */
            } else if (v == V_NONE && class_has_special(it, SP_NEXT)) {
                /* a class's __next__ directly: its StopIteration(value) is
                 * the result of the yield from (vm_next would drop it) */
                r = class_special_call(vm, it, SP_NEXT, 0, NULL);
            } else if (v == V_NONE) {
                r = vm_next(vm, it);
                if (r == V_STOP) {
                    r = V_NONE;
                    done = true;
                }
            } else
                r = call_send(vm, it, v);
            if (!r) {
                if (!vm_err_occurred_is(vm, &exc_StopIteration))
                    goto error;
                r = AS_EXC(vm->exc)->value ? AS_EXC(vm->exc)->value : V_NONE;
                vm->exc = V_NULL;
                done = true;
            }
            if (done) {
                sp--;
                TOP() = r;
                JUMP_TO(arg);
            } else
                TOP() = r;
            DISPATCH();
        }
        TARGET(GET_AWAITABLE) {
            value it = vm_get_awaitable(vm, TOP(), (int)arg);
            if (!it)
                goto error;
            TOP() = it;
            DISPATCH();
        }
        TARGET(GET_AITER) {
            value it = vm_get_aiter(vm, TOP());
            if (!it)
                goto error;
            TOP() = it;
            DISPATCH();
        }
        TARGET(GET_ANEXT) {
            f->sp = sp;
            value aw = vm_get_anext(vm, TOP());
            if (!aw)
                goto error;
            PUSH(aw);
            DISPATCH();
        }
        TARGET(END_ASYNC_FOR) {
            value exc = TOP();
            if (v_is_obj(exc) && !AS_EXC(exc)->limit && type_is_sub(v_obj(exc)->type, &exc_StopAsyncIteration)) {
                sp -= 2;
                DISPATCH();
            }
            vm->exc = exc;
            sp -= 2;
            reraise = true;
            goto error;
        }
        TARGET(BEFORE_ASYNC_WITH) {
            value mgr = TOP();
            PUSH(V_NONE);
            f->sp = sp; /* what it binds and makes goes straight into these two slots: rooted */
            if (vm_before_async_with(vm, mgr, sp - 2) < 0)
                goto error;
            DISPATCH();
        }
        TARGET(RETURN_VALUE) {
            retval = POP();
            if (f->gen) {
                /* a generator's end: StopIteration for a resumer in C,
                 * the end of the loop or the `yield from` for the loop */
                f->sp = sp;
                frame *done = f;
                gen_finish(vm, done);
                f = f->prev;
                vm->frame = f;
                vm->depth--;
                bool entry = done->entry;
                bool by_call = ((genobj *)v_obj(done->gen))->resumer == GEN_RESUMER_CALL;
                frame_pop(vm, done);
                if (entry)
                    return retval;
                RELOAD();
                if (by_call) {
                    /* its send() call raises StopIteration(value) */
                    gen_result(vm, retval, true);
                    goto error;
                }
                uint32_t cw = ip[-1];
                if (I_OP(cw) == OP_SEND)
                    TOP() = retval;
                else
                    sp--;
                JUMP_TO(I_ARG(cw));
                DISPATCH();
            }
        plain_return:;
            value r = retval;
            frame *done = f;
            f = f->prev;
            vm->frame = f;
            vm->depth--;
            bool entry = done->entry;
            value init_self = done->init_self;
            frame_pop(vm, done);
            if (init_self) {
                /* C(...) ran C.__init__ in this loop: the call's value is
                 * the instance */
                if (r != V_NONE) {
                    RELOAD();
                    vm_err(vm, &exc_TypeError, "__init__() should return None, not '%s'", vm_type_name(r));
                    goto error;
                }
                r = init_self;
            }
            if (entry)
                return r;
            RELOAD();
            PUSH(r);
            DISPATCH();
        }
        /* the block records: as many as the compiler counted (co->nblocks),
         * each a handler inside the code and a stack level inside the frame */
        TARGET(SETUP_FINALLY)
            PS_ASSERT(f->nblocks < co->nblocks && (int32_t)arg < co->ncode);
            f->blocks[f->nblocks++] = (fblock_rt){(int32_t)arg, (int32_t)(sp - locals)};
            DISPATCH();
        TARGET(SETUP_CLEANUP)
            PS_ASSERT(f->nblocks < co->nblocks && (int32_t)arg < co->ncode && sp - locals > f->stack_base);
            f->blocks[f->nblocks++] = (fblock_rt){(int32_t)arg, (int32_t)(sp - locals) - 1};
            DISPATCH();
        TARGET(POP_BLOCK)
            PS_ASSERT(f->nblocks > 0);
            f->nblocks--;
            DISPATCH();
        TARGET(PUSH_EXC_INFO) {
            value e = POP();
            PS_ASSERT(v_is_exc(e));
            PS_ASSERT(!vm->exc_info || v_is_exc(vm->exc_info));
            PUSH(vm->exc_info ? vm->exc_info : V_NONE);
            PUSH(e);
            vm->exc_info = e;
            if (f->gen)
                f->handlers++;
            DISPATCH();
        }
        TARGET(POP_EXCEPT) {
            value prev = POP();
            PS_ASSERT(prev == V_NONE || v_is_exc(prev));
            vm->exc_info = prev == V_NONE ? V_NULL : prev;
            gen_leave_handler(vm, f);
            DISPATCH();
        }
        TARGET(POP_EXCEPT_RERAISE) {
            value e = POP(), prev = POP();
            PS_ASSERT(v_is_exc(e) && (prev == V_NONE || v_is_exc(prev)));
            vm->exc_info = prev == V_NONE ? V_NULL : prev;
            gen_leave_handler(vm, f);
            vm->exc = e;
            reraise = true;
            goto error;
        }
        TARGET(CHECK_EXC_MATCH) {
            value t = POP();
            value e = TOP();
            if (!valid_catch_type(t)) {
                vm_err(vm, &exc_TypeError, "catching classes that do not inherit from BaseException is not allowed");
                goto error;
            }
            PUSH(v_bool(vm_exc_matches(vm, e, t)));
            DISPATCH();
        }
        TARGET(EXCEPT_STAR_HELPER) {
            SAVE_PC();
            value h = except_star_helper(vm, (int)arg, TOP());
            if (!h)
                goto error;
            sp[0] = sp[-1];
            sp[-1] = sp[-2];
            sp[-2] = h;
            sp++;
            DISPATCH();
        }
        TARGET(EXCEPT_STAR_MATCHED) {
            value m = TOP();
            if (m == V_NONE) {
                sp--;
                JUMP_TO(arg);
                DISPATCH();
            }
            if (!v_is_obj(m) || !(v_obj(m)->type->tflags & TF_EXC)) {
                vm_err(vm, &exc_TypeError, "exceptions must derive from BaseException");
                goto error;
            }
            /* CPython's CHECK_EG_MATCH: the part is the handled exception
             * (a bare `raise` re-raises it) until the next one, and the
             * statement's POP_EXCEPT restores the one before */
            vm->exc_info = m;
            DISPATCH();
        }
        TARGET(RERAISE)
            vm->exc = POP();
            reraise = true;
            goto error;
        TARGET(RAISE) {
            if (arg == 0) {
                if (!vm->exc_info || vm->exc_info == V_NONE) {
                    vm_err(vm, &exc_RuntimeError, "No active exception to reraise");
                    goto error;
                }
                vm->exc = vm->exc_info;
                reraise = true;
                goto error;
            }
            value cause = arg == 2 ? POP() : V_NULL;
            value e = POP();
            do_raise(vm, e, cause);
            goto error;
        }
        TARGET(FORMAT_VALUE) {
            value spec = arg & FV_SPEC ? POP() : V_NULL;
            value r = format_value(vm, TOP(), (int)arg, spec);
            if (!r)
                goto error;
            TOP() = r;
            DISPATCH();
        }
        TARGET(IMPORT_NAME) {
            value m = vm_import(vm, names[arg]);
            if (!m)
                goto error;
            PUSH(m);
            DISPATCH();
        }
        TARGET(IMPORT_FROM) {
            moduleobj *m = (moduleobj *)v_obj(TOP());
            value v = dict_get_str(vm, m->dict, names[arg]);
            if (!v && m->missing && !(v = m->missing(vm, TOP(), names[arg])) && vm->exc)
                goto error;
            if (!v) {
                vm_err(vm, &exc_ImportError, "cannot import name '%s' from '%s' (unknown location)",
                       str_cstr(names[arg]), str_cstr(m->name));
                goto error;
            }
            PUSH(v);
            DISPATCH();
        }
        TARGET(IMPORT_STAR) {
            f->sp = sp; /* the module stays rooted */
            if (vm_import_star(vm, TOP(), f->globals) < 0)
                goto error;
            sp--;
            DISPATCH();
        }
        TARGET(LOAD_ASSERTION_ERROR) PUSH(v_from_obj(&exc_AssertionError)); DISPATCH();
        /* A class body's names: its namespace (local 0), then the globals
         * and the builtins (compile.c, cmp_make_class_body). */
        TARGET(LOAD_NAME) {
            value v = dict_get_str(vm, locals[0], names[arg]);
            if (!v)
                v = dict_get_str(vm, f->globals, names[arg]);
            if (!v) {
                v = dict_get_str(vm, vm->builtins, names[arg]);
                if (!v && !(v = blt_lookup(vm, names[arg])) && vm->exc)
                    goto error;
            }
            if (!v) {
                name_error(vm, f, names[arg]);
                goto error;
            }
            PUSH(v);
            DISPATCH();
        }
        TARGET(STORE_NAME) {
            if (dict_set(vm, locals[0], names[arg], TOP()) < 0)
                goto error;
            sp--;
            DISPATCH();
        }
        TARGET(DELETE_NAME) {
            int r = dict_del(vm, locals[0], names[arg]);
            if (r < 0)
                goto error;
            if (r == 1) {
                name_error(vm, f, names[arg]);
                goto error;
            }
            DISPATCH();
        }
        TARGET(LOAD_CLASSDEREF) {
            /* a name of an enclosing function read in a class body: the
             * class namespace first */
            value nm = deref_name(co, (int)arg);
            value v = dict_get_str(vm, locals[0], nm);
            if (!v) {
                v = AS_CELL(locals[co->nlocals + arg])->v;
                if (v == V_UNBOUND) {
                    vm_err_name(vm, nm, NAME_UNBOUND_FREE, V_NULL);
                    goto error;
                }
            }
            PUSH(v);
            DISPATCH();
        }
        TARGET(BUILD_CLASS) {
            /* name, bases..., [keywords], namespace: they stay on the
             * stack (rooted) while the class is made, which may run
             * __set_name__ and __init_subclass__ */
            int nb = (int)(arg & 0xFFFF);
            bool haskw = (arg & BC_KEYWORDS) != 0;
            value ns = PEEK(1);
            value kwd = haskw ? PEEK(2) : V_NULL;
            value *bases = sp - 1 - haskw - nb;
            value name = bases[-1];
            SAVE_PC();
            /* the sandbox's own Python modules run as "<pysafe:NAME>" */
            bool trusted = !strncmp(str_cstr(co->filename), "<pysafe:", 8);
            value cls = v_is_dict(ns) && class_keep_builtins(vm, ns) < 0 ? V_NULL
                                                                        : class_build(vm, name, bases, nb, kwd, ns, trusted);
            if (!cls)
                goto error;
            sp -= nb + haskw + 2;
            PUSH(cls);
            DISPATCH();
        }

        /* Superinstructions (superinstr.c): the first word of a pair; the
         * second is read at ip and stepped over, charged one unit of fuel
         * (NEXT_WORD_ARG: each use consumes one more word).
         * A failure in the second half steps onto its word first, so that
         * the traceback points at it. */
#define NEXT_WORD_ARG() (vm->fuel_used++, I_ARG(*ip++))
        TARGET(LOAD_FAST_LOAD_FAST) {
            value a = locals[arg];
            if (a == V_UNBOUND)
                goto unbound_local;
            arg = NEXT_WORD_ARG();
            value b = locals[arg];
            if (b == V_UNBOUND)
                goto unbound_local;
            PUSH(a);
            PUSH(b);
            DISPATCH();
        }
        TARGET(LOAD_FAST_LOAD_CONST) {
            value a = locals[arg];
            if (a == V_UNBOUND)
                goto unbound_local;
            PUSH(a);
            PUSH(consts[NEXT_WORD_ARG()]);
            DISPATCH();
        }
        TARGET(STORE_FAST_LOAD_FAST) {
            locals[arg] = POP();
            arg = NEXT_WORD_ARG();
            value v = locals[arg];
            if (v == V_UNBOUND)
                goto unbound_local;
            PUSH(v);
            DISPATCH();
        }
        TARGET(STORE_FAST_STORE_FAST)
            locals[arg] = sp[-1];
            locals[NEXT_WORD_ARG()] = sp[-2];
            sp -= 2;
            DISPATCH();
        TARGET(LOAD_CONST_BINARY_OP) {
            value b = consts[arg], a = TOP(), r;
            arg = NEXT_WORD_ARG();
            if (!binop_fast((int)arg & ~BOP_INPLACE, a, b, &r) && !(r = binop_slow(vm, arg, a, b)))
                goto error;
            TOP() = r;
            DISPATCH();
        }
        TARGET(LOAD_FAST_CONST_BINARY_OP) {
            value a = locals[arg], r;
            if (a == V_UNBOUND)
                goto unbound_local;
            value b = consts[NEXT_WORD_ARG()];
            arg = NEXT_WORD_ARG();
            if (!binop_fast((int)arg & ~BOP_INPLACE, a, b, &r)) {
                PUSH(a); /* rooted while the operation may collect or call */
                f->sp = sp;
                r = binop_slow(vm, arg, a, b);
                sp--;
                if (!r)
                    goto error;
            }
            PUSH(r);
            DISPATCH();
        }
        TARGET(LOAD_FAST_CONST_SUBSCR) {
            value o = locals[arg], r;
            if (o == V_UNBOUND)
                goto unbound_local;
            value k = consts[NEXT_WORD_ARG()];
            ip++;
            vm->fuel_used++;
            if (!(r = subscr(vm, o, k)))
                goto error;
            PUSH(r);
            DISPATCH();
        }
#undef NEXT_WORD_ARG
        default:
            vm_err(vm, &exc_SystemError, "unknown opcode %u", I_OP(w));
            goto error;
        }
        continue;

    resume_inline: {
        /* FOR_ITER or SEND over a paused generator (at sp[-1]): its frame
         * goes on top of this one and runs in this loop, with the value
         * to send (retval) on its stack. Its yield pushes the item here,
         * its return ends the loop or the `yield from` (RETURN_VALUE),
         * with ip just past the instruction either way. */
        value sendv = retval;
        genobj *g = resume_g;
        if (vm->depth >= vm->limits.depth) {
            vm_err(vm, &exc_RecursionError, "maximum recursion depth exceeded");
            goto error;
        }
        SAVE_PC();
        f->sp = sp;
        frame *nf = gen_push_frame(vm, g, f, false);
        if (!nf)
            goto error;
        g->resumer = (uint8_t)resume_by;
        *nf->sp++ = sendv;
        f = nf;
        vm->frame = f;
        RELOAD();
        DISPATCH();
    }
    unbound_local: /* locals[arg] read before assignment */
        vm_err_name(vm, AS_TUPLE(co->varnames)->items[arg], NAME_UNBOUND_LOCAL, V_NULL);
    error:
        SAVE_PC();
        if (!vm->exc) {
            /* a C function failed without saying why: a bug, reported,
             * not a crash (the allocation-failure sweep counts these) */
#ifdef PS_ALLOC_FAIL
            vm->lost_errors++;
#endif
            vm_err(vm, &exc_SystemError, "error return without exception set");
        }
        if (!reraise && add_tb(vm, f) < 0) {
            /* the memory error replaces the exception */
        }
        reraise = false;
        for (;;) {
            excobj *e = AS_EXC(vm->exc);
            if (!e->limit && f->nblocks > 0) {
                fblock_rt b = f->blocks[--f->nblocks];
                PS_ASSERT(b.level >= f->stack_base && b.level < f->stack_base + f->code->stacksize);
                PS_ASSERT(b.handler >= 0 && b.handler < f->code->ncode);
                f->slots[b.level] = vm->exc;
                f->sp = f->slots + b.level + 1;
                vm->exc = V_NULL;
                f->pc = b.handler;
                ip = code + b.handler;
                break;
            }
            frame *done = f;
            if (done->gen)
                gen_finish(vm, done); /* closed; a StopIteration becomes a RuntimeError */
            f = f->prev;
            vm->frame = f;
            vm->depth--;
            bool entry = done->entry;
            frame_pop(vm, done);
            if (entry)
                return V_NULL;
            RELOAD();
            add_tb(vm, f);
        }
        RELOAD();
    }
}

/* The loop, and the base of the C stack that nested loops measure from
 * (vm_c_stack_ok): set by the outermost loop of a run, which is the one
 * with no loop under it (vm->loops) and no base yet or with a stale one deeper than itself (a
 * module's body run by an import has no loop under it either, but runs
 * inside the importing loop's frame: it keeps the run's base). Cleared when that loop returns, so a
 * later run on another thread's stack starts afresh. */
value interp_run(psvm *vm)
{
    char here;
    uintptr_t at = (uintptr_t)&here;
    if (vm->loops == 0 && (vm->c_stack_base == 0 || at > vm->c_stack_base)) {
        vm->c_stack_base = at;
        value r = interp_loop(vm);
        vm->c_stack_base = 0;
        return r;
    }
    return interp_loop(vm);
}
