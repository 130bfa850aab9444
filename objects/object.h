/*
 * object.h - the object header, the type struct and the layouts of the
 * built-in objects.
 *
 * Every heap object starts with `obj`. Built-in type objects (and the method
 * tables' function objects) are `static const` and shared read-only by every
 * sandbox in the process: they carry OBJ_STATIC and the collector never
 * writes to them (mark bits live only in heap objects).
 *
 * Protocol slots follow CPython's split but with VM conventions:
 *   - a slot returning `value` returns V_NULL when an exception is in flight
 *     (vm_err_*), an `int` slot returns -1;
 *   - number slots take both operands and return V_NOTIMPLEMENTED when they
 *     do not handle the pair, so the other operand's type gets its turn
 *     (reflected dispatch, abstract.c);
 *   - `next` returns V_STOP at exhaustion without making a StopIteration.
 * Calls use one vectorcall shape everywhere (cfunc): argc positional
 * arguments, then, if kwnames is a tuple of k names, k keyword values after
 * them in argv.
 */
#ifndef PS_OBJECT_H
#define PS_OBJECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "value.h"

typedef struct psvm psvm;
typedef struct vtype vtype;
typedef struct gc_state gc_state;

#define OBJ_STATIC 1u /* read-only static storage: never marked, never freed */
#define OBJ_REPR 2u   /* a container being printed (vm_repr_enter): inside, it prints as [...] */
#define OBJ_CLASS_SHIFT 8

struct obj {
    const vtype *type;
    uint32_t flags; /* OBJ_STATIC, OBJ_REPR; bits 8-15: the block's size class (heap.c) */
    uint32_t mark;  /* GC mark; written only for heap objects */
};

#define OBJ_STATIC_HEAD(t) {.type = (t), .flags = OBJ_STATIC, .mark = 0}

typedef value (*cfunc)(psvm *vm, value self, int argc, const value *argv, value kwnames);

/* A built-in function or method; method tables are arrays of these.
 *
 * A method's entry says how it takes its arguments, CPython's calling
 * convention for it (its METH_ flags), which vm_method_args (methargs.c)
 * checks in one place before fn runs, in CPython's words for each:
 *   BK_NOARGS   none          "list.copy() takes no arguments (1 given)"
 *   BK_O        exactly one   "list.append() takes exactly one argument (2 given)"
 *   BK_FAST     minpos..maxpos, no keywords   "pop expected at most 1 argument, got 2"
 *   BK_VARARGS  minpos..maxpos, no keywords   "find() takes at least 1 argument (0 given)"
 *   BK_KW       keywords too: fn binds them (vm_bind) and checks its counts
 *   BK_ANY      fn checks everything (builtin functions, module functions,
 *               the special methods' wrappers of descr.c)
 * and keywords given to any but BK_KW and BK_ANY are "takes no keyword
 * arguments". maxpos -1: no upper bound. So fn may rely on argc. */
typedef struct bfunc {
    obj h;
    const char *name;
    cfunc fn;
    const char *qualname; /* "list.append"; NULL for plain builtins */
    int flags;            /* BF_CLASSMETHOD */
    int16_t minpos, maxpos;
    uint8_t kind;
} bfunc;

enum { BF_CLASSMETHOD = 1, /* called on the type: self is the type */
       BF_STATICMETHOD = 2 /* object.__new__: never bound */ };
enum { BK_ANY, BK_NOARGS, BK_O, BK_FAST, BK_VARARGS, BK_KW };

#define BFUNC_X(nm, f, fl, k, lo, hi) {OBJ_STATIC_HEAD(&bfunc_type), (nm), (f), NULL, (fl), (lo), (hi), (k)}
#define BFUNC(nm, f) BFUNC_X(nm, f, 0, BK_ANY, 0, -1)
#define BFUNC_NOARGS(nm, f) BFUNC_X(nm, f, 0, BK_NOARGS, 0, 0)
#define BFUNC_O(nm, f) BFUNC_X(nm, f, 0, BK_O, 1, 1)
#define BFUNC_FAST(nm, f, lo, hi) BFUNC_X(nm, f, 0, BK_FAST, lo, hi)
#define BFUNC_VARARGS(nm, f, lo, hi) BFUNC_X(nm, f, 0, BK_VARARGS, lo, hi)
#define BFUNC_KW(nm, f) BFUNC_X(nm, f, 0, BK_KW, 0, -1)
/* class methods: called on the type (dict.fromkeys); BFUNC_CLASS checks
 * nothing (object.__init_subclass__, a special method's wrapper) */
#define BFUNC_CLASS(nm, f) BFUNC_X(nm, f, BF_CLASSMETHOD, BK_ANY, 0, -1)
#define BFUNC_CLASS_O(nm, f) BFUNC_X(nm, f, BF_CLASSMETHOD, BK_O, 1, 1)
#define BFUNC_CLASS_FAST(nm, f, lo, hi) BFUNC_X(nm, f, BF_CLASSMETHOD, BK_FAST, lo, hi)
#define BFUNC_CLASS_KW(nm, f) BFUNC_X(nm, f, BF_CLASSMETHOD, BK_KW, 0, -1)
#define BFUNC_END {OBJ_STATIC_HEAD(&bfunc_type), NULL, NULL, NULL, 0, 0, 0, 0}

/* The method call's arguments need vm_method_args's word: keywords, or a
 * count out of the entry's range (one compare: maxpos -1 wraps to no bound). */
#define BFUNC_ARGS_ODD(m, argc, kw) \
    ((kw) != V_NULL || (unsigned)((argc) - (m)->minpos) > (unsigned)((m)->maxpos - (m)->minpos))

/* Binary operators, shared by the compiler (oparg), the number slots and the
 * messages ("unsupported operand type(s) for +"). In-place forms are
 * op + BOP_INPLACE. */
enum {
    BOP_ADD, BOP_SUB, BOP_MUL, BOP_MATMUL, BOP_TRUEDIV, BOP_FLOORDIV, BOP_MOD,
    BOP_POW, BOP_LSHIFT, BOP_RSHIFT, BOP_OR, BOP_XOR, BOP_AND, BOP__COUNT,
    BOP_INPLACE = 16
};
enum { CMP_LT, CMP_LE, CMP_EQ, CMP_NE, CMP_GT, CMP_GE };
enum { UOP_NEG, UOP_POS, UOP_INVERT };

struct vtype {
    obj h;
    const char *name;
    /* The module a type is defined in, as tracebacks and repr() show it
     * ("json.decoder" -> json.decoder.JSONDecodeError); NULL for builtins. */
    const char *module;
    const vtype *base;
    uint32_t tflags;
    value (*repr)(psvm *vm, value self);
    value (*str)(psvm *vm, value self); /* NULL: repr */
    int64_t (*hash)(psvm *vm, value self); /* -1 = error; NULL = identity hash */
    value (*richcompare)(psvm *vm, value a, value b, int op);
    int (*truth)(psvm *vm, value self);   /* NULL: len, else true */
    int64_t (*len)(psvm *vm, value self); /* -1 = error */
    value (*iter)(psvm *vm, value self);
    value (*next)(psvm *vm, value self);  /* V_STOP at the end */
    value (*getitem)(psvm *vm, value self, value key);
    int (*setitem)(psvm *vm, value self, value key, value v); /* v == V_NULL: del */
    int (*contains)(psvm *vm, value self, value x);           /* 1, 0, -1 */
    cfunc call;
    value (*getattr)(psvm *vm, value self, value name); /* after the methods table */
    value (*binop)(psvm *vm, int op, value a, value b);
    value (*unop)(psvm *vm, int op, value a);
    cfunc new_;                                       /* type(...) */
    const bfunc *methods;                             /* ends with name == NULL */
    void (*trace)(gc_state *gc, obj *o);
    void (*free)(psvm *vm, obj *o); /* give back side buffers, not the object */
    /* Nonzero: the bytes of an instance of this C type, which script
     * classes may then derive from (a class's layout, class_build.c);
     * calling such a class runs new_ with the class as self. */
    uint32_t basicsize;
};

enum {
    TF_EXC = 1,          /* an exception class */
    TF_NO_SUBCLASS = 2,
    TF_TRACE_NOW = 4,    /* trace is O(1) and shallow: the collector calls it
                            when it marks, instead of through the gray stack */
    TF_HEAPTYPE = 8,     /* a class the script made (classobj) */
    TF_GENERIC = 16,     /* T[x] is a types.GenericAlias (collections.deque[int]) */
};

/* ---- layouts ------------------------------------------------------------- */

/* A str's bytes are its own (data == inl) or a prefix of a shared append
 * buffer (str.c: strbuf), which is how `s += t` in a loop costs O(len(t)).
 * The bytes [0, len) of a str never change. data[len] is NUL for every str
 * except a buffer view that a longer str has since been appended past:
 * read it with len, or through str_cstr, which restores the NUL. */
typedef struct strobj {
    obj h;
    int64_t len;    /* bytes */
    int64_t cplen;  /* code points */
    int64_t hash;   /* -1: not computed */
    char *data;     /* inl, or the bytes of a strbuf */
    uint8_t ascii;
    uint8_t interned;
    char inl[];     /* own bytes: len bytes + NUL (absent for a view) */
} strobj;

typedef struct bytesobj {
    obj h;
    int64_t len;
    int64_t hash;
    uint8_t data[];
} bytesobj;

/* A bytearray: its bytes in a side buffer that grows (objects/bytearray.c);
 * data is NULL while cap is 0. It holds no values: nothing to trace.
 * exports: how many operations hold its buffer while Python code runs
 * (CPython's buffer exports), during which it may not change size. */
typedef struct bytearrayobj {
    obj h;
    int64_t len, cap;
    uint8_t *data;
    int64_t exports;
} bytearrayobj;

typedef struct listobj {
    obj h;
    int64_t len, cap;
    value *items;
} listobj;

typedef struct tupleobj {
    obj h;
    int64_t len;
    int64_t hash;
    value items[];
} tupleobj;

typedef struct dict_entry {
    int64_t hash;
    value key;   /* V_NULL: deleted */
    value val;
} dict_entry;

typedef struct dictobj {
    obj h;
    int64_t used;       /* live entries */
    int64_t nentries;   /* entries[0..nentries) incl. deleted */
    int32_t cap;        /* entries capacity (below 2**31: dict.c, resize) */
    int32_t mask;       /* index table size - 1 (0: no table); int32 both,
                         * so that a 6-key dict's block is 320 bytes, a
                         * size class below 384 */
    void *index;        /* slots of 1, 2 or 4 bytes by the table's size
                         * (dict.c, ix_width): -1 empty, -2 dummy, else
                         * an entry number */
    dict_entry *entries;
    uint64_t version;   /* bumped on every change: iteration checks */
} dictobj;

typedef struct set_entry {
    int64_t hash;
    value key; /* V_NULL empty, V_UNBOUND dummy */
} set_entry;

typedef struct setobj {
    obj h;
    int64_t fill, used, mask;
    set_entry *table;
    int64_t finger;
    int64_t hash; /* frozenset */
} setobj;

typedef struct rangeobj {
    obj h;
    int64_t start, stop, step, len;
} rangeobj;

typedef struct sliceobj {
    obj h;
    value start, stop, step;
} sliceobj;

typedef struct cellobj {
    obj h;
    value v; /* V_UNBOUND when empty */
} cellobj;

typedef struct boundmethod {
    obj h;
    value self, func;
} boundmethod;

/* list.append read from the type: calling it takes self as the first
 * argument (CPython's method_descriptor). */
typedef struct methoddescr {
    obj h;
    const bfunc *m;
    const vtype *owner;
} methoddescr;

typedef struct moduleobj {
    obj h;
    value name;
    value dict;
    /* A name not in dict, made on first use (json's classes, which cost
     * more to make than the rest of an import): the value, or V_NULL
     * without an error if the module has none; NULL: no such names. */
    value (*missing)(psvm *vm, value module, value name);
    /* a module written in Python: the code its import ran (a snapshot's
     * restore finds the module's functions' code here); else V_NULL */
    value code;
} moduleobj;

/* One line-table entry per instruction (code units are 32-bit words). */
typedef struct code_pos {
    int32_t line, end_line;
    int32_t col, end_col;
} code_pos;

/* LOAD_GLOBAL's cache: where the name was found (entry index in globals or
 * builtins), valid while both dicts keep the versions seen (a dict's version
 * changes on insertion and deletion, not on assignment to an existing key,
 * so `total += i` at module level keeps the cache). */
typedef struct gcache_entry {
    const void *globals;
    uint64_t gver, bver;
    int64_t idx;   /* entry index */
    int8_t where;  /* 0 none, 1 globals, 2 builtins */
    /* LOAD_METHOD's cache for the same name: the last receiver type and
     * the method found in its static table. Types and their method tables
     * are static const and never change, so a hit needs no version. */
    const vtype *mtype;
    value meth;
    uint64_t mver; /* a class's version when mtype is one (objects/class.c) */
} gcache_entry;

typedef struct codeobj {
    obj h;
    uint32_t *code;
    int32_t ncode;
    code_pos *pos;
    value consts;     /* tuple */
    value names;      /* tuple of str: globals / attributes */
    value varnames;   /* tuple: locals (args first) */
    value cellvars;   /* tuple: locals that are cells */
    value freevars;   /* tuple */
    int32_t *cell2arg; /* per cellvar: argument index or -1 */
    value name, qualname, filename;
    value source;     /* str: the whole source text (tracebacks) */
    value doc;        /* the docstring or None */
    int32_t argcount, posonlyargcount, kwonlyargcount;
    int32_t flags;    /* CO_VARARGS, CO_VARKEYWORDS */
    int32_t nlocals, ncells, nfree, stacksize, nblocks;
    int32_t firstlineno;
    bool fast_bind;   /* only positional parameters, no cells */
    int32_t frame_bytes; /* a frame's size, 0 until the first call (interp.c) */
    struct gcache_entry *gcache; /* per names entry: cached global/builtin lookup */
} codeobj;

enum { CO_VARARGS = 1, CO_VARKEYWORDS = 2, CO_MODULE = 4, CO_COMPREHENSION = 8,
       CO_GENERATOR = 16, /* its first instruction is RETURN_GENERATOR */
       CO_COROUTINE = 32, /* async def (or a module with top-level await): RETURN_GENERATOR makes a coroutine */
       CO_ASYNC_GENERATOR = 64, /* async def with yield: RETURN_GENERATOR makes an async generator */
       CO_CLASS_BODY = 128 /* a class body: its local 0 is the namespace dict BUILD_CLASS gives it
                              (LOAD_NAME reads it unchecked), so nothing else may run it */ };

typedef struct funcobj {
    obj h;
    value code;
    value globals;  /* dict */
    value name, qualname;
    value defaults; /* tuple or V_NULL */
    value kwdefaults; /* dict or V_NULL */
    value closure;  /* tuple of cells or V_NULL */
    value doc;
    value module;
    value attrs;    /* what a script set (f.cache = {}): a dict, or V_NULL */
    bool abstract;  /* abc.abstractmethod marked it */
} funcobj;

/* A generator (objects/generator.c, vm/generator_frames.c). Its frame is
 * a heap block of the frame's own layout while it is paused, copied onto
 * the frame stack to run and back when it yields: the frame stack stays a
 * stack, and a paused generator is just an object the collector traces. */
enum { GEN_CREATED, GEN_SUSPENDED, GEN_RUNNING, GEN_CLOSED };
/* What a genobj is (its type says the same; the kind picks the messages). */
enum { GEN_KIND_GENERATOR, GEN_KIND_COROUTINE, GEN_KIND_ASYNCGEN };
/* Who resumed a running generator inline in the loop: FOR_ITER or SEND
 * (its end ends the loop or the `yield from`), or a call of its send()
 * (its end raises StopIteration at the call). */
enum { GEN_RESUMER_LOOP, GEN_RESUMER_CALL };
typedef struct genobj {
    obj h;
    struct frame *fr;  /* the saved frame; NULL once closed */
    value name, qualname;
    value exc_state;   /* the exception its own handler was handling at the yield, or V_NULL */
    value caller_exc;  /* while it runs: the exception its resumer was handling */
    uint8_t state;
    uint8_t kind;       /* GEN_KIND_* */
    uint8_t resumer;    /* GEN_RESUMER_*: while it runs inline */
    bool in_yield_from; /* paused in `yield from`/await: the delegate is on top of its stack */
    bool running_async; /* an async generator: an asend/athrow of it is in progress */
} genobj;

typedef struct coro_wrapper {
    obj h;
    value coro;
} coro_wrapper;

typedef struct excobj {
    obj h;
    value args;       /* tuple */
    value cause, context, tb;
    value notes;
    value name;       /* NameError / AttributeError: the name */
    value obj_;       /* AttributeError: the object */
    value suggestion; /* "Did you mean" target, found at raise time */
    value value;      /* StopIteration.value, SystemExit.code */
    value attrs;      /* what a script set (e.x = 1): a dict, or V_NULL */
    int suppress_context;
    int limit;        /* a sandbox limit: no handler sees it */
    /* SyntaxError: name holds the filename; 1-based line and character
     * offsets as CPython's attributes (0 = None) and the source line */
    int32_t se_lineno, se_offset, se_end_lineno, se_end_offset;
    value se_text;
} excobj;

typedef struct tbobj {
    obj h;
    value next;  /* toward the innermost frame */
    value code;
    int32_t pc;
} tbobj;

/* Generic iterators over sequences and builtins' helpers (iter.c). */
typedef struct seqiter {
    obj h;
    value seq;
    int64_t i;
    uint64_t version;
    int64_t extra;
} seqiter;

/* Slots every iterator type shares (list.c): iter() of an iterator is the
 * iterator; the collector follows a seqiter's sequence. */
value vm_iter_self(psvm *vm, value self);
void vm_seqiter_trace(gc_state *gc, obj *o);

typedef struct mapiter {
    obj h;
    value fn;
    int n;
    value iters[]; /* n iterators */
} mapiter;

/* ---- classes (objects/class.c) ------------------------------------------- */

/* The special methods a class may define, each cached per class in
 * classobj.special (class.c keeps the names in the same order). */
#define SPECIAL_METHODS(X)                                                        \
    X(REPR, "__repr__") X(STR, "__str__") X(HASH, "__hash__") X(EQ, "__eq__")      \
    X(NE, "__ne__") X(LT, "__lt__") X(LE, "__le__") X(GT, "__gt__") X(GE, "__ge__") \
    X(BOOL, "__bool__") X(LEN, "__len__") X(ITER, "__iter__") X(NEXT, "__next__")  \
    X(GETITEM, "__getitem__") X(SETITEM, "__setitem__") X(DELITEM, "__delitem__")  \
    X(CONTAINS, "__contains__") X(CALL, "__call__") X(GETATTR, "__getattr__")      \
    X(SETATTR, "__setattr__") X(DELATTR, "__delattr__") X(INIT, "__init__")        \
    X(NEW, "__new__") X(MISSING, "__missing__") X(NEG, "__neg__") X(POS, "__pos__") \
    X(INVERT, "__invert__") X(ABS, "__abs__") X(INDEX, "__index__")                 \
    X(INT, "__int__") X(FLOAT, "__float__") X(ROUND, "__round__")                  \
    X(FORMAT, "__format__") X(REVERSED, "__reversed__") X(ENTER, "__enter__")      \
    X(EXIT, "__exit__") X(GET, "__get__") X(SET, "__set__") X(DELETE, "__delete__") \
    X(SET_NAME, "__set_name__") X(INIT_SUBCLASS, "__init_subclass__")              \
    X(ADD, "__add__") X(SUB, "__sub__") X(MUL, "__mul__") X(MATMUL, "__matmul__")  \
    X(TRUEDIV, "__truediv__") X(FLOORDIV, "__floordiv__") X(MOD, "__mod__")        \
    X(POW, "__pow__") X(LSHIFT, "__lshift__") X(RSHIFT, "__rshift__")              \
    X(OR, "__or__") X(XOR, "__xor__") X(AND, "__and__")                            \
    X(RADD, "__radd__") X(RSUB, "__rsub__") X(RMUL, "__rmul__")                    \
    X(RMATMUL, "__rmatmul__") X(RTRUEDIV, "__rtruediv__")                          \
    X(RFLOORDIV, "__rfloordiv__") X(RMOD, "__rmod__") X(RPOW, "__rpow__")          \
    X(RLSHIFT, "__rlshift__") X(RRSHIFT, "__rrshift__") X(ROR, "__ror__")          \
    X(RXOR, "__rxor__") X(RAND, "__rand__")                                        \
    X(IADD, "__iadd__") X(ISUB, "__isub__") X(IMUL, "__imul__")                    \
    X(IMATMUL, "__imatmul__") X(ITRUEDIV, "__itruediv__")                          \
    X(IFLOORDIV, "__ifloordiv__") X(IMOD, "__imod__") X(IPOW, "__ipow__")          \
    X(ILSHIFT, "__ilshift__") X(IRSHIFT, "__irshift__") X(IOR, "__ior__")          \
    X(IXOR, "__ixor__") X(IAND, "__iand__")                                        \
    X(DIVMOD, "__divmod__") X(RDIVMOD, "__rdivmod__")

enum {
#define X(id, nm) SP_##id,
    SPECIAL_METHODS(X)
#undef X
    SP__COUNT
};

/* A class made by a `class` statement. It is a type (its vtype comes
 * first, so AS_TYPE and an instance's h.type work on it) whose protocol
 * slots dispatch to the special methods the script defined (class.c).
 * `layout` is the built-in type whose object layout instances have: the
 * `object` type for a plain class, or list, dict or an exception type for a
 * subclass of those; the instance attribute dict is at dict_offset (0: none,
 * a class with __slots__ only). */
typedef struct classobj {
    vtype t;
    value name, qualname, module; /* strs */
    value bases;                  /* tuple of types */
    value mro;                    /* tuple of types, this class first */
    value dict;                   /* the class namespace */
    value subclasses;             /* list of the classes made with this one as a base, or V_NULL */
    value slot_names;             /* __slots__ as a tuple of strs, or V_NULL */
    value abstract_names;         /* abstract methods not overridden (abc): a sorted tuple, or V_NULL */
    value meta;                   /* the class-level protocol (objects/type.c): a class, or V_NULL */
    const vtype *layout;
    uint32_t dict_offset;
    uint32_t basicsize;           /* an instance's bytes */
    uint32_t slots_offset;        /* where this class's own __slots__ values are */
    uint32_t slots_offset_all;    /* where the values of every class's __slots__ start */
    uint64_t version;             /* changes whenever the namespace of this class or a base does */
    value special[SP__COUNT];     /* per special method: what the MRO finds, or V_NULL (the layout's slot) */
} classobj;


/* An instance of a plain class: its attribute dict (V_NULL until the
 * first attribute) and the values of its __slots__ (V_UNBOUND when unset). */
typedef struct instobj {
    obj h;
    value dict;
    value slots[];
} instobj;

/* A __slots__ name's descriptor in its class's namespace: the value lives
 * at `offset` in the instance (objects/class.c). */
typedef struct slotdescr {
    obj h;
    value name;
    value owner; /* the class whose __slots__ named it */
    uint32_t offset;
} slotdescr;

/* property, staticmethod, classmethod (objects/descr.c) */
typedef struct propobj {
    obj h;
    value fget, fset, fdel, doc;
    value name; /* from __set_name__, for the messages */
} propobj;

typedef struct wrapobj {
    obj h;
    value fn;
    value attrs; /* __doc__/__isabstractmethod__ ... a dict, or V_NULL */
} wrapobj;

typedef struct superobj {
    obj h;
    value type;  /* the class super() was called in */
    value obj;   /* the instance or class it is bound to */
    value objtype;
} superobj;

/* ---- the built-in types (static const, shared by all sandboxes) --------- */

extern const vtype type_type, none_type, bool_type, int_type, float_type,
    str_type, bytes_type, bytearray_type, list_type, tuple_type, dict_type, set_type,
    frozenset_type, range_type, slice_type, cell_type, code_type, func_type,
    bfunc_type, boundmethod_type, builtin_method_type, module_type, tb_type, ellipsis_type,
    notimpl_type, seqiter_type, dictiter_type, setiter_type, rangeiter_type,
    enumerate_type, zip_type, map_type, filter_type, reversed_type, listrev_type,
    dictview_keys_type, dictview_values_type, dictview_items_type,
    strobj_iter_type, str_uiter_type, tupleiter_type, dictiter_values_type, dictiter_items_type,
    callseq_iter_type, methoddescr_type, object_type,
    property_type, staticmethod_type, classmethod_type, super_type, slotdescr_type,
    gen_type, coro_type, coro_wrapper_type, asyncgen_type, asyncgen_asend_type, asyncgen_athrow_type;

/* The exception hierarchy (exception.c): one table, one static type each. */
#define EXC_TYPES(X)                                              \
    X(BaseException, NULL)                                        \
    X(SystemExit, BaseException)                                  \
    X(KeyboardInterrupt, BaseException)                           \
    X(GeneratorExit, BaseException)                               \
    X(Exception, BaseException)                                   \
    X(StopIteration, Exception)                                   \
    X(StopAsyncIteration, Exception)                              \
    X(ArithmeticError, Exception)                                 \
    X(FloatingPointError, ArithmeticError)                        \
    X(OverflowError, ArithmeticError)                             \
    X(ZeroDivisionError, ArithmeticError)                         \
    X(AssertionError, Exception)                                  \
    X(AttributeError, Exception)                                  \
    X(BufferError, Exception)                                     \
    X(EOFError, Exception)                                        \
    X(ImportError, Exception)                                     \
    X(ModuleNotFoundError, ImportError)                           \
    X(LookupError, Exception)                                     \
    X(IndexError, LookupError)                                    \
    X(KeyError, LookupError)                                      \
    X(MemoryError, Exception)                                     \
    X(NameError, Exception)                                       \
    X(UnboundLocalError, NameError)                               \
    X(OSError, Exception)                                         \
    X(BlockingIOError, OSError)                                   \
    X(ChildProcessError, OSError)                                 \
    X(ConnectionError, OSError)                                   \
    X(BrokenPipeError, ConnectionError)                           \
    X(ConnectionAbortedError, ConnectionError)                    \
    X(ConnectionRefusedError, ConnectionError)                    \
    X(ConnectionResetError, ConnectionError)                      \
    X(FileExistsError, OSError)                                   \
    X(FileNotFoundError, OSError)                                 \
    X(InterruptedError, OSError)                                  \
    X(IsADirectoryError, OSError)                                 \
    X(NotADirectoryError, OSError)                                \
    X(PermissionError, OSError)                                   \
    X(ProcessLookupError, OSError)                                \
    X(TimeoutError, OSError)                                      \
    X(ReferenceError, Exception)                                  \
    X(RuntimeError, Exception)                                    \
    X(NotImplementedError, RuntimeError)                          \
    X(RecursionError, RuntimeError)                               \
    X(SyntaxError, Exception)                                     \
    X(IndentationError, SyntaxError)                              \
    X(TabError, IndentationError)                                 \
    X(SystemError, Exception)                                     \
    X(TypeError, Exception)                                       \
    X(ValueError, Exception)                                      \
    X(UnicodeError, ValueError)                                   \
    X(UnicodeDecodeError, UnicodeError)                           \
    X(UnicodeEncodeError, UnicodeError)                           \
    X(UnicodeTranslateError, UnicodeError)                        \
    X(Warning, Exception)                                         \
    X(UserWarning, Warning)                                       \
    X(DeprecationWarning, Warning)                                \
    X(RuntimeWarning, Warning)                                    \
    X(LimitError, NULL) /* sandbox budgets: not under BaseException */

#define X(n, b) extern const vtype exc_##n;
EXC_TYPES(X)
#undef X

/* ---- inline accessors ---------------------------------------------------- */

const vtype *vm_type_of_slow(value v);

static inline const vtype *vm_typeof(value v)
{
    if (v_is_obj(v))
        return v_obj(v)->type;
    if (v_is_small(v))
        return &int_type;
    if (v_is_float(v))
        return &float_type;
    return vm_type_of_slow(v);
}

static inline bool v_is_type(value v, const vtype *t) { return v_is_obj(v) && v_obj(v)->type == t; }
static inline bool v_is_str(value v) { return v_is_type(v, &str_type); }
static inline bool v_is_list(value v) { return v_is_type(v, &list_type); }
static inline bool v_is_tuple(value v) { return v_is_type(v, &tuple_type); }
static inline bool v_is_dict(value v) { return v_is_type(v, &dict_type); }
static inline bool v_is_int(value v) { return v_is_small(v) || v_is_type(v, &int_type) || v_is_bool(v); }


/* A class the script made (classobj). */
static inline bool v_is_class(value v)
{
    return v_is_obj(v) && v_obj(v)->type == &type_type && (((const vtype *)v_obj(v))->tflags & TF_HEAPTYPE);
}

/* A list or dict, or an instance of a class deriving from one (it has the
 * same layout): what the type's own methods and slots may work on. */
static inline bool v_has_layout(value v, const vtype *layout)
{
    if (!v_is_obj(v))
        return false;
    const vtype *t = v_obj(v)->type;
    return t == layout || ((t->tflags & TF_HEAPTYPE) && ((const classobj *)t)->layout == layout);
}
static inline bool v_is_list_like(value v) { return v_has_layout(v, &list_type); }
static inline bool v_is_dict_like(value v) { return v_has_layout(v, &dict_type); }
static inline bool v_is_tuple_like(value v) { return v_has_layout(v, &tuple_type); }

/* The layout accessors. Each checks, in a PS_ASSERTS build, that the value
 * has the layout it is read as (a subclass instance shares its base's), so
 * a confused type is reported where it is read, not where it corrupts. */
static inline bool v_is_exc(value v) { return v_is_obj(v) && (v_obj(v)->type->tflags & TF_EXC); }
static inline bool v_is_type_obj(value v) { return v_is_type(v, &type_type) || v_has_layout(v, &type_type); }
#define PS_ACCESSOR(fn, T, check) \
    static inline T *fn(value v) { PS_ASSERT(check); return (T *)v_obj(v); }
PS_ACCESSOR(as_str_, strobj, v_has_layout(v, &str_type))
PS_ACCESSOR(as_list_, listobj, v_has_layout(v, &list_type))
PS_ACCESSOR(as_tuple_, tupleobj, v_has_layout(v, &tuple_type))
PS_ACCESSOR(as_dict_, dictobj, v_has_layout(v, &dict_type))
PS_ACCESSOR(as_set_, setobj, v_has_layout(v, &set_type) || v_has_layout(v, &frozenset_type))
PS_ACCESSOR(as_func_, funcobj, v_is_type(v, &func_type))
PS_ACCESSOR(as_code_, codeobj, v_is_type(v, &code_type))
PS_ACCESSOR(as_exc_, excobj, v_is_exc(v))
PS_ACCESSOR(as_type_, const vtype, v_is_type_obj(v))
PS_ACCESSOR(as_cell_, cellobj, v_is_type(v, &cell_type))
PS_ACCESSOR(as_class_, classobj, v_is_type_obj(v) && (((const vtype *)v_obj(v))->tflags & TF_HEAPTYPE))
#undef PS_ACCESSOR
#define AS_STR(v) as_str_(v)
#define AS_LIST(v) as_list_(v)
#define AS_TUPLE(v) as_tuple_(v)
#define AS_DICT(v) as_dict_(v)
#define AS_SET(v) as_set_(v)
#define AS_FUNC(v) as_func_(v)
#define AS_CODE(v) as_code_(v)
#define AS_EXC(v) as_exc_(v)
#define AS_TYPE(v) as_type_(v)
#define AS_CELL(v) as_cell_(v)
#define AS_CLASS(v) as_class_(v)

#endif
