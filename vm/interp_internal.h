/*
 * interp_internal.h - the frame layout shared by interp.c (calls, binding)
 * and interp_loop.c (dispatch).
 */
#ifndef PS_INTERP_INTERNAL_H
#define PS_INTERP_INTERNAL_H

#include "opcodes.h"
#include "vm.h"

typedef struct fblock_rt {
    int32_t handler, level;
} fblock_rt;

/* slots: locals, then cells and frees, then the value stack. */
struct frame {
    frame *prev;
    codeobj *code;
    value func, globals;
    int pc;        /* next instruction */
    value *sp;     /* the first free stack slot (in slots) */
    int stack_base;
    int nblocks;
    bool entry;    /* a C caller waits for this frame's return */
    uint16_t handlers; /* a generator's frame: except blocks it is inside
                        * (its own handled exception, gen_suspend) */
    value init_self; /* an __init__ frame: the instance its call returns (else V_NULL) */
    value gen;     /* a generator's frame: its genobj (else V_NULL) */
    size_t bytes;  /* its size on the frame stack */
    fblock_rt *blocks;
    value slots[];
};

/* A chunk of the frame stack (interp.c). */
struct frame_chunk {
    struct frame_chunk *prev;
    char *prev_top;  /* the previous chunk's fs_top when this one was pushed */
    size_t size;     /* usable bytes after the header */
    char data[];
};

bool budget_check(psvm *vm);
size_t frame_bytes(codeobj *co);
frame *frame_grow(psvm *vm, size_t size);
void frame_shrink(psvm *vm);

/* A frame for `co` on the frame stack (interp.c), its locals not yet set:
 * frame_args (a call) or frame_push sets them. Inline: it is most of the
 * price of a Python-to-Python call. */
static inline frame *frame_push_bare(psvm *vm, codeobj *co, value func, value globals)
{
    size_t size = co->frame_bytes ? (size_t)co->frame_bytes : frame_bytes(co);
    frame *f;
    if ((size_t)(vm->fs_end - vm->fs_top) >= size) {
        f = (frame *)vm->fs_top;
        vm->fs_top += size;
    } else if (!(f = frame_grow(vm, size)))
        return NULL;
    int base = co->nlocals + co->ncells + co->nfree;
    f->code = co;
    f->func = func;
    f->globals = globals;
    f->pc = 0;
    f->nblocks = 0;
    f->handlers = 0;
    f->entry = false;
    f->init_self = V_NULL;
    f->gen = V_NULL;
    f->bytes = size;
    f->stack_base = base;
    f->blocks = (fblock_rt *)(f->slots + base + co->stacksize);
    f->sp = f->slots + base;
    return f;
}

/* Every local of a frame from frame_push_bare unbound. */
static inline void frame_unbind_locals(frame *f)
{
    for (value *p = f->slots; p < f->sp; p++)
        *p = V_UNBOUND;
}

/* A frame with every local unbound. */
static inline frame *frame_push(psvm *vm, codeobj *co, value func, value globals)
{
    frame *f = frame_push_bare(vm, co, func, globals);
    if (f)
        frame_unbind_locals(f);
    return f;
}

/* Give back the innermost frame. A frame that is not the top one (no
 * path does that today) leaves a hole until the frames below it go. */
static inline void frame_pop(psvm *vm, frame *f)
{
    if ((char *)f + f->bytes == vm->fs_top) {
        vm->fs_top = (char *)f;
        if (vm->fs_top == vm->fs_chunk->data)
            frame_shrink(vm);
    }
}

/* The safepoint's fast half: nothing to do while the fuel stays under the
 * next limit or clock reading, the host has not interrupted and the heap
 * is under the collector's threshold. */
static inline bool budget_ok(psvm *vm)
{
    if (vm->fuel_used <= vm->fuel_fast_until && vm->mem_used <= vm->gc_threshold &&
        !atomic_load_explicit(&vm->interrupt, memory_order_relaxed))
        return true;
    return budget_check(vm);
}

frame *frame_new(psvm *vm, codeobj *co, value func, value globals);
int frame_bind(psvm *vm, frame *f, funcobj *fn, int argc, const value *argv, value kwnames);

/* Arguments into a frame fresh from frame_push_bare, the other locals
 * unbound: the common case (positional arguments, exactly the parameters,
 * no cells) inline, where each local is written once, the rest by
 * frame_bind. */
static inline int frame_args(psvm *vm, frame *f, funcobj *fn, int argc, const value *argv, value kw)
{
    codeobj *co = f->code;
    if (kw || argc != co->argcount || !co->fast_bind) {
        frame_unbind_locals(f);
        return frame_bind(vm, f, fn, argc, argv, kw);
    }
    for (int i = 0; i < argc; i++)
        f->slots[i] = argv[i];
    for (int i = argc; i < co->nlocals; i++)
        f->slots[i] = V_UNBOUND;
    for (int i = 0; i < co->nfree; i++) /* the frees come from the closure as they are */
        f->slots[co->nlocals + i] = AS_TUPLE(fn->closure)->items[i];
    return 0;
}
void frame_free(psvm *vm, frame *f);
value interp_run(psvm *vm);

/* Nested interpreter loops (a builtin calling Python code: max(gen) over
 * a recursive method, a key= function) nest at most this deep, while the
 * roots the code that started them holds leave room (VM_ROOTS_SPARE), and
 * while
 * the C stack they use, measured from the outermost loop's frame, stays
 * under VM_C_STACK_BYTES (QuickJS's habit: the stack itself is what runs
 * out, so it is what is measured). A plain build uses about 1 KB a level;
 * sanitizer builds several times that, hence their larger allowance.
 * docs/limits.md. */
#define VM_MAX_C_DEPTH 1100
#if defined(__SANITIZE_ADDRESS__)
#define VM_C_STACK_BYTES ((size_t)6 << 20)
#else
#define VM_C_STACK_BYTES ((size_t)2 << 20)
#endif
static inline bool vm_c_stack_ok(psvm *vm)
{
    char here;
    if (vm->loops >= VM_MAX_C_DEPTH || vm->nroots >= VM_MAX_ROOTS - VM_ROOTS_SPARE / 2)
        return false;
    /* the base is the outermost loop's (interp_run), 0 outside a run */
    return vm->c_stack_base == 0 || vm->c_stack_base - (uintptr_t)&here < VM_C_STACK_BYTES;
}

/* What a frame's value stack and blocks must be at an instruction
 * (frame_shape.c): the snapshot reader's check of a restored frame. */
enum {
    KIND_ANY = 1,      /* any value */
    KIND_NULLABLE,     /* LOAD_METHOD's second: a value or V_NULL */
    KIND_METHOD,       /* LOAD_METHOD's first: a value; a C method must fit the self above it */
    KIND_TUPLE, KIND_LIST, KIND_DICT, KIND_SET, /* built by the code: exactly that type */
    KIND_EXC,          /* a handler's exception */
    KIND_EXC_OR_NONE,  /* the exception handled before (PUSH_EXC_INFO) */
    KIND_MIXED,        /* paths disagree: nothing fits */
};
typedef struct frame_shape_t {
    int depth, nblocks;
    uint8_t *kinds;     /* room for code->stacksize */
    fblock_rt *blocks;  /* room for code->nblocks; levels from the stack base */
} frame_shape_t;
/* The shape on entering instruction pc: 0; 1: no path reaches it or the
 * code does not add up; -1: no memory (the error set). */
int frame_shape(psvm *vm, const codeobj *co, int pc, frame_shape_t *out);
bool frame_kind_fits(int kind, value v);
/* The opcode at pc, a superinstruction's as its first plain opcode; -1
 * past the code. */
int frame_op_at(const codeobj *co, int pc);

/* Generators' frames (generator_frames.c). */
value gen_make(psvm *vm, frame *f);
void frame_copy(frame *dst, const frame *src); /* the used part, pointers re-based */
/* await.c: the async instructions' work */
value vm_get_awaitable(psvm *vm, value o, int where);
value vm_get_aiter(psvm *vm, value o);
value vm_get_anext(psvm *vm, value aiter);
int vm_before_async_with(psvm *vm, value mgr, value *out);
frame *gen_push_frame(psvm *vm, genobj *g, frame *prev, bool entry);
void gen_suspend(psvm *vm, frame *f, bool in_yield_from);
void gen_leave_handler(psvm *vm, frame *f);
void gen_finish(psvm *vm, frame *f);


#endif
