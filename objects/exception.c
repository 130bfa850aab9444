/*
 * exception.c - exception objects, the standard hierarchy, and raising.
 *
 * The hierarchy is one X-macro table (object.h, EXC_TYPES); each class is a
 * static const vtype whose `base` points at its parent. LimitError is the
 * sandbox's budget error: it has no base, so no `except` clause matches it
 * (vm_exc_matches also refuses it explicitly), and the interpreter's unwinder
 * skips every handler and finally block when excobj.limit is set.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"

value exc_repr(psvm *vm, value self)
{
    excobj *e = AS_EXC(self);
    const char *name = e->h.type->name;
    if (!e->args || AS_TUPLE(e->args)->len == 0)
        return str_fmt(vm, "%s()", name);
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, name);
    if (AS_TUPLE(e->args)->len == 1) {
        sb_addc(&b, '(');
        sb_addv(&b, AS_TUPLE(e->args)->items[0], true);
        sb_addc(&b, ')');
    } else {
        sb_addv(&b, e->args, true);
    }
    return sb_finish(&b);
}

/* Whether the args have the five-argument form (encoding, object, start,
 * end, reason) that the codecs raise; if not, it is shown as an ordinary
 * exception. */
static bool unicode_error_shaped(const excobj *e)
{
    if (!e->args)
        return false;
    if (!type_is_sub(e->h.type, &exc_UnicodeDecodeError) && !type_is_sub(e->h.type, &exc_UnicodeEncodeError))
        return false;
    if (AS_TUPLE(e->args)->len != 5)
        return false;
    value *a = AS_TUPLE(e->args)->items;
    bool dec = type_is_sub(e->h.type, &exc_UnicodeDecodeError);
    return v_is_str(a[0]) && v_is_str(a[4]) && (v_is_small(a[2]) || v_is_bool(a[2])) &&
           (v_is_small(a[3]) || v_is_bool(a[3])) && (dec ? v_is_type(a[1], &bytes_type) : v_is_str(a[1]));
}

/* That form shown as CPython's UnicodeError.__str__ shows it (V_NULL: a
 * failed allocation, with the error set). */
static value unicode_error_str(psvm *vm, excobj *e)
{
    value *a = AS_TUPLE(e->args)->items;
    bool dec = type_is_sub(e->h.type, &exc_UnicodeDecodeError);
    int64_t start = v_is_bool(a[2]) ? a[2] == V_TRUE : v_small(a[2]);
    int64_t end = v_is_bool(a[3]) ? a[3] == V_TRUE : v_small(a[3]);
    const char *enc = str_cstr(a[0]), *why = str_cstr(a[4]);
    if (dec) {
        const bytesobj *b = (const bytesobj *)v_obj(a[1]);
        if (start >= 0 && start < b->len && end == start + 1)
            return str_fmt(vm, "'%s' codec can't decode byte 0x%02x in position %lld: %s", enc, b->data[start],
                           (long long)start, why);
        return str_fmt(vm, "'%s' codec can't decode bytes in position %lld-%lld: %s", enc, (long long)start,
                       (long long)end - 1, why);
    }
    const strobj *s = AS_STR(a[1]);
    if (start >= 0 && start < s->cplen && end == start + 1) {
        int64_t i = 0, k = 0;
        while (k < start)
            if ((s->data[++i] & 0xC0) != 0x80)
                k++;
        int cp = utf8_decode((const unsigned char *)s->data, s->len, &i);
        char esc[16];
        if (cp <= 0xFF)
            snprintf(esc, sizeof esc, "\\x%02x", (unsigned)cp);
        else if (cp <= 0xFFFF)
            snprintf(esc, sizeof esc, "\\u%04x", (unsigned)cp);
        else
            snprintf(esc, sizeof esc, "\\U%08x", (unsigned)cp);
        return str_fmt(vm, "'%s' codec can't encode character '%s' in position %lld: %s", enc, esc,
                       (long long)start, why);
    }
    return str_fmt(vm, "'%s' codec can't encode characters in position %lld-%lld: %s", enc, (long long)start,
                   (long long)end - 1, why);
}

value exc_str(psvm *vm, value self)
{
    excobj *e = AS_EXC(self);
    if (unicode_error_shaped(e))
        return unicode_error_str(vm, e);
    if (e->limit && (!e->args || AS_TUPLE(e->args)->len == 0))
        return str_fmt(vm, "memory limit exceeded (%lld bytes)", (long long)vm->limits.memory);
    if (!e->args || AS_TUPLE(e->args)->len == 0)
        return str_new(vm, "", 0);
    if (AS_TUPLE(e->args)->len == 1) {
        value a = AS_TUPLE(e->args)->items[0];
        if (type_is_sub(e->h.type, &exc_KeyError))
            return vm_repr(vm, a);
        return vm_str(vm, a);
    }
    if (AS_TUPLE(e->args)->len == 2 && type_is_sub(e->h.type, &exc_OSError)) {
        /* OSError(errno, strerror) */
        value n = vm_str(vm, AS_TUPLE(e->args)->items[0]);
        value m = n ? vm_str(vm, AS_TUPLE(e->args)->items[1]) : V_NULL;
        return m ? str_fmt(vm, "[Errno %s] %s", str_cstr(n), str_cstr(m)) : V_NULL;
    }
    return vm_str(vm, e->args);
}

void exc_trace(gc_state *gc, obj *o)
{
    excobj *e = (excobj *)o;
    gc_mark_value(gc, e->args);
    gc_mark_value(gc, e->cause);
    gc_mark_value(gc, e->context);
    gc_mark_value(gc, e->tb);
    gc_mark_value(gc, e->notes);
    gc_mark_value(gc, e->name);
    gc_mark_value(gc, e->obj_);
    gc_mark_value(gc, e->suggestion);
    gc_mark_value(gc, e->value);
    gc_mark_value(gc, e->se_text);
    gc_mark_value(gc, e->attrs);
}

value exc_new(psvm *vm, const vtype *t, value args)
{
    if (!args)
        args = vm->empty_tuple;
    excobj *e = (excobj *)vm_new_obj(vm, t, sizeof(excobj));
    if (!e)
        return V_NULL;
    e->args = args;
    e->cause = e->context = e->tb = V_NONE;
    e->value = V_NONE;
    if (t == &exc_StopIteration && AS_TUPLE(args)->len > 0)
        e->value = AS_TUPLE(args)->items[0];
    /* SystemExit.code: None, the one argument, or all of them */
    if (type_is_sub(t, &exc_SystemExit) && AS_TUPLE(args)->len > 0)
        e->value = AS_TUPLE(args)->len == 1 ? AS_TUPLE(args)->items[0] : args;
    return v_from_obj(e);
}

value exc_new_msg(psvm *vm, const vtype *t, const char *msg)
{
    value s = str_from_cstr(vm, msg);
    if (!s)
        return V_NULL;
    value args = tuple_pack(vm, 1, s);
    return args ? exc_new(vm, t, args) : V_NULL;
}

/* UnicodeDecodeError(encoding, object, start, end, reason) and
 * UnicodeEncodeError take exactly these, checked in CPython's order (its
 * PyArg_ParseTuple "UOnnU", then the decode object's buffer check). */
static int unicode_error_check(psvm *vm, bool dec, int argc, const value *argv)
{
    if (argc != 5) {
        vm_err(vm, &exc_TypeError, "function takes exactly 5 arguments (%d given)", argc);
        return -1;
    }
    for (int i = 0; i < 5; i++) {
        int64_t n;
        if (i == 2 || i == 3) {
            if (vm_index(vm, argv[i], &n) < 0)
                return -1;
        } else if (i != 1 || !dec) {
            if (!v_is_str(argv[i])) {
                vm_err(vm, &exc_TypeError, "argument %d must be str, not %s", i + 1,
                       argv[i] == V_NONE ? "None" : vm_type_name(argv[i]));
                return -1;
            }
        }
    }
    if (dec && !v_is_type(argv[1], &bytes_type)) {
        vm_err(vm, &exc_TypeError, "a bytes-like object is required, not '%s'", vm_type_name(argv[1]));
        return -1;
    }
    return 0;
}

static value exc_construct(psvm *vm, value cls, int argc, const value *argv, value kwnames)
{
    const vtype *t = AS_TYPE(cls);
    if (kwnames && AS_TUPLE(kwnames)->len)
        return vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", t->name);
    if ((type_is_sub(t, &exc_UnicodeDecodeError) || type_is_sub(t, &exc_UnicodeEncodeError)) &&
        unicode_error_check(vm, type_is_sub(t, &exc_UnicodeDecodeError), argc, argv) < 0)
        return V_NULL;
    value args = tuple_new(vm, argc);
    if (!args)
        return V_NULL;
    for (int i = 0; i < argc; i++)
        AS_TUPLE(args)->items[i] = argv[i];
    return exc_new(vm, t, args);
}

value exc_getattr(psvm *vm, value self, value name)
{
    excobj *e = AS_EXC(self);
    const char *n = str_cstr(name);
    if (e->attrs) {
        value v = dict_get_str(vm, e->attrs, name);
        if (v)
            return v;
    }
    if (!strcmp(n, "args"))
        return e->args;
    if (!strcmp(n, "__cause__"))
        return e->cause;
    if (!strcmp(n, "__context__"))
        return e->context;
    if (!strcmp(n, "__suppress_context__"))
        return v_bool(e->suppress_context);
    if (!strcmp(n, "__traceback__"))
        return V_NONE; /* frames are not reachable from a script */
    if (!strcmp(n, "value") && type_is_sub(e->h.type, &exc_StopIteration))
        return e->value;
    if (!strcmp(n, "code") && type_is_sub(e->h.type, &exc_SystemExit))
        return e->value;
    if (type_is_sub(e->h.type, &exc_SyntaxError)) {
        if (!strcmp(n, "msg"))
            return AS_TUPLE(e->args)->len ? AS_TUPLE(e->args)->items[0] : V_NONE;
        if (!strcmp(n, "lineno"))
            return e->se_lineno ? v_from_small(e->se_lineno) : V_NONE;
        if (!strcmp(n, "offset"))
            return e->se_offset ? v_from_small(e->se_offset) : V_NONE;
        if (!strcmp(n, "end_lineno"))
            return e->se_end_lineno ? v_from_small(e->se_end_lineno) : V_NONE;
        if (!strcmp(n, "end_offset"))
            return e->se_end_offset ? v_from_small(e->se_end_offset) : V_NONE;
        if (!strcmp(n, "text"))
            return e->se_text ? e->se_text : V_NONE;
        if (!strcmp(n, "filename"))
            return e->name ? e->name : V_NONE;
    }
    if (!strcmp(n, "name") && (type_is_sub(e->h.type, &exc_NameError) ||
                               type_is_sub(e->h.type, &exc_AttributeError)))
        return e->name ? e->name : V_NONE;
    if (AS_TUPLE(e->args)->len == 5 && (type_is_sub(e->h.type, &exc_UnicodeDecodeError) ||
                                        type_is_sub(e->h.type, &exc_UnicodeEncodeError))) {
        static const char *const fields[] = {"encoding", "object", "start", "end", "reason"};
        for (int i = 0; i < 5; i++)
            if (!strcmp(n, fields[i])) {
                value v = AS_TUPLE(e->args)->items[i];
                return (i == 2 || i == 3) && v_is_bool(v) ? v_from_small(v == V_TRUE) : v;
            }
    }
    if (type_is_sub(e->h.type, &exc_OSError) && (!strcmp(n, "errno") || !strcmp(n, "strerror") ||
                                                 !strcmp(n, "filename") || !strcmp(n, "filename2"))) {
        /* OSError(errno, strerror[, filename]): None unless given */
        int64_t na = AS_TUPLE(e->args)->len;
        int k = !strcmp(n, "errno") ? 0 : !strcmp(n, "strerror") ? 1 : !strcmp(n, "filename") ? 2 : 4;
        return na >= 2 && na <= 5 && k < na ? AS_TUPLE(e->args)->items[k] : V_NONE;
    }
    if (!strcmp(n, "obj") && type_is_sub(e->h.type, &exc_AttributeError))
        return e->obj_ ? e->obj_ : V_NONE;
    return V_NULL;
}

static bool is_exc_or_none(value v)
{
    return v == V_NONE || (v_is_obj(v) && (v_obj(v)->type->tflags & TF_EXC));
}

/*
 * Assignment to an exception's attributes, as CPython's BaseException
 * does it: args, __cause__, __context__, __suppress_context__ and
 * __traceback__ are checked descriptors; StopIteration.value and
 * NameError/AttributeError.name, AttributeError.obj are fields; anything
 * else goes to the instance's own attributes (CPython's __dict__, which is
 * not itself reachable here). v == V_NULL deletes. Returns 0 or -1.
 */
int exc_setattr(psvm *vm, value self, value name, value v)
{
    excobj *e = AS_EXC(self);
    const char *n = str_cstr(name);
    if (!strcmp(n, "args")) {
        if (!v) {
            vm_err(vm, &exc_TypeError, "args may not be deleted");
            return -1;
        }
        value t = tuple_from_iter(vm, v);
        if (!t)
            return -1;
        e->args = t;
        return 0;
    }
    if (!strcmp(n, "__cause__") || !strcmp(n, "__context__") || !strcmp(n, "__traceback__")) {
        if (!v) {
            vm_err(vm, &exc_TypeError, "%s may not be deleted", n);
            return -1;
        }
        if (n[2] == 't') {
            if (v != V_NONE && !v_is_type(v, &tb_type)) {
                vm_err(vm, &exc_TypeError, "__traceback__ must be a traceback or None");
                return -1;
            }
            return 0; /* tracebacks are not reachable from a script: nothing to keep */
        }
        if (!is_exc_or_none(v)) {
            vm_err(vm, &exc_TypeError, "exception %s must be None or derive from BaseException",
                   n[3] == 'a' ? "cause" : "context");
            return -1;
        }
        if (n[3] == 'a') {
            e->cause = v;
            e->suppress_context = 1;
        } else {
            e->context = v;
        }
        return 0;
    }
    if (!strcmp(n, "__suppress_context__")) {
        if (!v) {
            vm_err(vm, &exc_TypeError, "can't delete numeric/char attribute");
            return -1;
        }
        if (!v_is_bool(v)) {
            vm_err(vm, &exc_TypeError, "attribute value type must be bool");
            return -1;
        }
        e->suppress_context = v == V_TRUE;
        return 0;
    }
    if (v && ((!strcmp(n, "value") && type_is_sub(e->h.type, &exc_StopIteration)) ||
              (!strcmp(n, "code") && type_is_sub(e->h.type, &exc_SystemExit)))) {
        e->value = v;
        return 0;
    }
    if (v && !strcmp(n, "name") && (type_is_sub(e->h.type, &exc_NameError) ||
                                    type_is_sub(e->h.type, &exc_AttributeError))) {
        e->name = v;
        return 0;
    }
    if (v && !strcmp(n, "obj") && type_is_sub(e->h.type, &exc_AttributeError)) {
        e->obj_ = v;
        return 0;
    }
    return vm_attrs_set(vm, self, &e->attrs, name, v);
}

static value exc_with_traceback(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value n = str_from_cstr(vm, "__traceback__");
    if (!n || exc_setattr(vm, self, n, argv[0]) < 0)
        return V_NULL;
    return self;
}

const bfunc exc_methods[] = {
    BFUNC_O("with_traceback", exc_with_traceback),
    BFUNC_END,
};

#define X(n, b)                                                                     \
    const vtype exc_##n = {                                                         \
        .h = OBJ_STATIC_HEAD(&type_type),                                           \
        .name = #n,                                                                 \
        .base = b##_base_ptr,                                                       \
        .tflags = TF_EXC,                                                           \
        .repr = exc_repr,                                                           \
        .str = exc_str,                                                             \
        .getattr = exc_getattr,                                                     \
        .new_ = exc_construct,                                                      \
        .methods = exc_methods,                                                     \
        .trace = exc_trace,                                                         \
    };
#define NULL_base_ptr NULL
#define BASE(n) &exc_##n
#define BaseException_base_ptr BASE(BaseException)
#define Exception_base_ptr BASE(Exception)
#define ArithmeticError_base_ptr BASE(ArithmeticError)
#define ImportError_base_ptr BASE(ImportError)
#define LookupError_base_ptr BASE(LookupError)
#define NameError_base_ptr BASE(NameError)
#define OSError_base_ptr BASE(OSError)
#define ConnectionError_base_ptr BASE(ConnectionError)
#define RuntimeError_base_ptr BASE(RuntimeError)
#define SyntaxError_base_ptr BASE(SyntaxError)
#define IndentationError_base_ptr BASE(IndentationError)
#define ValueError_base_ptr BASE(ValueError)
#define UnicodeError_base_ptr BASE(UnicodeError)
#define Warning_base_ptr BASE(Warning)
EXC_TYPES(X)
#undef X

bool type_is_sub(const vtype *t, const vtype *base)
{
    if ((t->tflags & TF_HEAPTYPE) || base == &object_type)
        return class_is_sub(t, base);
    for (; t; t = t->base)
        if (t == base)
            return true;
    return false;
}

bool vm_exc_matches(psvm *vm, value exc, value type)
{
    if (!v_is_obj(exc))
        return false;
    if (AS_EXC(exc)->limit)
        return false;
    const vtype *et = v_obj(exc)->type;
    if (v_is_tuple(type)) {
        for (int64_t i = 0; i < AS_TUPLE(type)->len; i++)
            if (vm_exc_matches(vm, exc, AS_TUPLE(type)->items[i]))
                return true;
        return false;
    }
    if (!v_is_type(type, &type_type))
        return false;
    return type_is_sub(et, AS_TYPE(type));
}

bool vm_err_occurred_is(psvm *vm, const vtype *t)
{
    return vm->exc && type_is_sub(v_obj(vm->exc)->type, t);
}

value vm_err_value(psvm *vm, value exc)
{
    excobj *e = AS_EXC(exc);
    if (vm->exc_info && vm->exc_info != V_NONE && vm->exc_info != exc &&
        (!e->context || e->context == V_NONE)) {
        /* Chain, but never make a cycle (CPython cuts it the same way). */
        value c = vm->exc_info;
        bool cycle = false;
        for (value x = c; x && x != V_NONE; x = AS_EXC(x)->context)
            if (x == exc) {
                cycle = true;
                break;
            }
        if (!cycle)
            e->context = c;
    }
    vm->exc = exc;
    return V_NULL;
}

value vm_err_nomem(psvm *vm)
{
    vm->limit_hit = LIMIT_MEMORY;
    vm->exc = vm->nomem_exc;
    return V_NULL;
}

VM_PRINTF(3, 0) static value make_msg_exc(psvm *vm, const vtype *t, const char *fmt, va_list ap)
{
    char small[512];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    value msg;
    if (n < (int)sizeof small) {
        msg = str_new(vm, small, n);
    } else {
        char *big = vm_alloc(vm, (size_t)n + 1);
        if (!big) {
            va_end(ap2);
            return V_NULL;
        }
        vsnprintf(big, (size_t)n + 1, fmt, ap2);
        msg = str_new(vm, big, n);
        vm_dealloc(vm, big);
    }
    va_end(ap2);
    if (!msg)
        return V_NULL;
    value args = tuple_pack(vm, 1, msg);
    return args ? exc_new(vm, t, args) : V_NULL;
}

value vm_err(psvm *vm, const vtype *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    value e = make_msg_exc(vm, t, fmt, ap);
    va_end(ap);
    if (!e)
        return V_NULL;
    return vm_err_value(vm, e);
}

value vm_err_limit(psvm *vm, int limit, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    bool saved = vm->unbudgeted;
    vm->unbudgeted = true; /* the report itself must not fail */
    value e = make_msg_exc(vm, &exc_LimitError, fmt, ap);
    vm->unbudgeted = saved;
    va_end(ap);
    vm->limit_hit = limit;
    if (!e)
        return vm_err_nomem(vm);
    AS_EXC(e)->limit = limit;
    vm->exc = e;
    return V_NULL;
}

value vm_err_key(psvm *vm, value key)
{
    value args = tuple_pack(vm, 1, key);
    value e = args ? exc_new(vm, &exc_KeyError, args) : V_NULL;
    return e ? vm_err_value(vm, e) : V_NULL;
}

value vm_err_name(psvm *vm, value name, int kind, value suggestion)
{
    const char *n = str_cstr(name);
    if (kind == NAME_UNBOUND_LOCAL)
        vm_err(vm, &exc_UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value", n);
    else if (kind == NAME_UNBOUND_FREE)
        vm_err(vm, &exc_NameError, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", n);
    else
        vm_err(vm, &exc_NameError, "name '%s' is not defined", n);
    if (vm->exc && !AS_EXC(vm->exc)->limit) {
        AS_EXC(vm->exc)->name = name;
        AS_EXC(vm->exc)->suggestion = suggestion;
    }
    return V_NULL;
}

value vm_err_attr(psvm *vm, value o, value name)
{
    if (v_is_type(o, &module_type))
        vm_err(vm, &exc_AttributeError, "module '%s' has no attribute '%s'",
               str_cstr(((moduleobj *)v_obj(o))->name), str_cstr(name));
    else if (v_is_type(o, &type_type))
        vm_err(vm, &exc_AttributeError, "type object '%s' has no attribute '%s'",
               AS_TYPE(o)->name, str_cstr(name));
    else
        vm_err(vm, &exc_AttributeError, "'%s' object has no attribute '%s'",
               vm_type_name(o), str_cstr(name));
    if (vm->exc && !AS_EXC(vm->exc)->limit) {
        AS_EXC(vm->exc)->name = name;
        AS_EXC(vm->exc)->obj_ = o;
    }
    return V_NULL;
}
