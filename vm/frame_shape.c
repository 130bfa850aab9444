/*
 * frame_shape.c - what a frame of a code object holds at an instruction,
 * proved from the bytecode alone: the depth of its value stack, what kind
 * of value each slot must be, and its block records.
 *
 * A restored snapshot's frames come from bytes that are not trusted (the
 * code itself is compiled again from source, vm/snapshot.c). The loop
 * trusts a frame's shape: CALL_EX reads its positional tuple as a tuple,
 * LIST_APPEND its comprehension's list as a list, a handler's slot holds
 * an exception, a block's level lies inside the stack. So every restored
 * frame must hold, at its pc, exactly what running the code could have
 * left there. This walk (the JVM verifier's idea, on opcodes.h's table)
 * follows every path from the first instruction, carrying the depth, a
 * kind per slot and the block stack; paths that join must agree on depth
 * and blocks (the compiler's code always does), and a slot whose kinds
 * differ between paths becomes KIND_MIXED, which no restored value fits.
 */
#include <string.h>

#include "interp_internal.h"

/* A superinstruction's first word does the work of its first opcode. */
static int unfused(int op)
{
    switch (op) {
    case OP_LOAD_FAST_LOAD_FAST:
    case OP_LOAD_FAST_LOAD_CONST:
    case OP_LOAD_FAST_CONST_BINARY_OP:
    case OP_LOAD_FAST_CONST_SUBSCR:
        return OP_LOAD_FAST;
    case OP_STORE_FAST_LOAD_FAST:
    case OP_STORE_FAST_STORE_FAST:
        return OP_STORE_FAST;
    case OP_FOR_ITER_STORE_FAST:
        return OP_FOR_ITER;
    case OP_LOAD_CONST_BINARY_OP:
        return OP_LOAD_CONST;
    }
    return op;
}

int frame_op_at(const codeobj *co, int pc)
{
    return pc >= 0 && pc < co->ncode ? unfused((int)I_OP(co->code[pc])) : -1;
}

/* The walk's state at one instruction. */
typedef struct st {
    int depth, nblocks; /* depth -1: not reached */
} st;

typedef struct walk {
    const codeobj *co;
    int n, S, B;         /* instructions, stack size, block records */
    st *at;              /* n + 1 states */
    uint8_t *kinds;      /* (n + 1) * S */
    fblock_rt *blocks;   /* (n + 1) * B, levels from the stack base */
    int *work, nwork;    /* instructions whose state changed, each once */
    bool *queued;
    bool bad;
} walk;

static uint8_t const_kind(const codeobj *co, uint32_t arg)
{
    const tupleobj *c = AS_TUPLE(co->consts);
    if ((int64_t)arg >= c->len)
        return KIND_MIXED;
    value v = c->items[arg];
    return v_is_type(v, &tuple_type) ? KIND_TUPLE : KIND_ANY;
}

/* The state s (depth, kinds k, blocks b) flows into instruction t. */
static void flow_to(walk *w, int t, int depth, const uint8_t *k, int nb, const fblock_rt *b)
{
    if (t < 0 || t > w->n || depth < 0 || depth > w->S || nb < 0 || nb > w->B) {
        w->bad = true;
        return;
    }
    st *s = &w->at[t];
    uint8_t *tk = w->kinds + (size_t)t * (size_t)w->S;
    fblock_rt *tb = w->blocks + (size_t)t * (size_t)w->B;
    bool changed = false;
    if (s->depth < 0) {
        s->depth = depth;
        s->nblocks = nb;
        memcpy(tk, k, (size_t)depth);
        vm_copy(tb, b, sizeof *b * (size_t)nb);
        changed = true;
    } else {
        if (s->depth != depth || s->nblocks != nb || (nb && memcmp(tb, b, sizeof *b * (size_t)nb))) {
            w->bad = true;
            return;
        }
        for (int i = 0; i < depth; i++)
            if (tk[i] != k[i] && tk[i] != KIND_MIXED) {
                tk[i] = KIND_MIXED;
                changed = true;
            }
    }
    if (changed && t < w->n && !w->queued[t]) {
        w->queued[t] = true;
        w->work[w->nwork++] = t;
    }
}

/* One instruction over the state (depth d, kinds k, blocks b, nb):
 * the edges to its targets, then the state after it in place. false: the
 * path ends here. */
static bool step(walk *w, int pc, int *d, uint8_t *k, fblock_rt *b, int *nb)
{
    uint32_t word = w->co->code[pc];
    int op = unfused((int)I_OP(word));
    uint32_t arg = I_ARG(word);
    op_effect e = op_effect_of(INSTR(op, arg));
    if (e.flow < 0 || e.flow == FL_FUSED || *d < e.pops) {
        w->bad = true;
        return false;
    }
    if (e.flow == FL_JUMP || e.flow == FL_BRANCH || e.flow == FL_SETUP) {
        int t = (int)arg;
        int base = *d - e.jump_pops;
        if (base < 0) {
            w->bad = true;
            return false;
        }
        uint8_t saved = base < w->S ? k[base] : 0;
        if (e.jump_pushes == 1 && base < w->S) {
            /* the value that stays for a jump keeps its kind; a handler
             * starts with the exception; SEND's result is anything */
            k[base] = e.flow == FL_SETUP ? KIND_EXC
                    : (op == OP_JUMP_IF_FALSE_OR_POP || op == OP_JUMP_IF_TRUE_OR_POP) ? k[base] : KIND_ANY;
        }
        flow_to(w, t, base + e.jump_pushes, k, *nb, b);
        if (base < w->S)
            k[base] = saved;
        if (e.flow == FL_SETUP) {
            if (*nb >= w->B) {
                w->bad = true;
                return false;
            }
            b[(*nb)++] = (fblock_rt){t, base};
        }
        if (e.flow == FL_JUMP)
            return false;
    }
    if (e.flow == FL_END)
        return false;
    if (op == OP_POP_BLOCK) {
        if (*nb == 0) {
            w->bad = true;
            return false;
        }
        (*nb)--;
    }
    int nd = *d - e.pops + e.pushes;
    if (nd > w->S) {
        w->bad = true;
        return false;
    }
    uint8_t *top = k + *d; /* one past the top before the instruction */
    uint8_t t1 = *d >= 1 ? top[-1] : 0, t2 = *d >= 2 ? top[-2] : 0, t3 = *d >= 3 ? top[-3] : 0,
            t4 = *d >= 4 ? top[-4] : 0;
    for (int i = *d - e.pops; i < nd; i++)
        k[i] = KIND_ANY;
    uint8_t *nt = k + nd; /* one past the new top */
    switch (op) {
    case OP_DUP_TOP: nt[-1] = t1, nt[-2] = t1; break;
    case OP_DUP_TOP_TWO: nt[-4] = t2, nt[-3] = t1, nt[-2] = t2, nt[-1] = t1; break;
    case OP_ROT_TWO: nt[-1] = t2, nt[-2] = t1; break;
    case OP_ROT_THREE: nt[-1] = t2, nt[-2] = t3, nt[-3] = t1; break;
    case OP_ROT_FOUR: nt[-1] = t2, nt[-2] = t3, nt[-3] = t4, nt[-4] = t1; break;
    case OP_LOAD_CONST: nt[-1] = const_kind(w->co, arg); break;
    case OP_LOAD_METHOD: nt[-2] = KIND_METHOD, nt[-1] = KIND_NULLABLE; break;
    case OP_BUILD_TUPLE: case OP_LIST_TO_TUPLE: nt[-1] = KIND_TUPLE; break;
    case OP_BUILD_LIST: nt[-1] = KIND_LIST; break;
    case OP_BUILD_SET: nt[-1] = KIND_SET; break;
    case OP_BUILD_MAP: nt[-1] = KIND_DICT; break;
    case OP_PUSH_EXC_INFO: nt[-2] = KIND_EXC_OR_NONE, nt[-1] = KIND_EXC; break;
    /* what stays under what they push keeps its kind */
    case OP_CHECK_EXC_MATCH: nt[-2] = t2; break;
    case OP_FOR_ITER: case OP_GET_ANEXT: case OP_IMPORT_FROM: case OP_MATCH_SEQUENCE:
    case OP_MATCH_MAPPING: case OP_GET_LEN: nt[-2] = t1; break;
    case OP_SEND: nt[-2] = t2; break;
    case OP_MATCH_KEYS: nt[-3] = t2, nt[-2] = t1; break;
    case OP_WITH_EXCEPT_START: nt[-4] = t3, nt[-3] = t2, nt[-2] = t1; break;
    case OP_EXCEPT_STAR_HELPER: nt[-2] = t2, nt[-1] = t1; break;
    case OP_EXCEPT_STAR_MATCHED: nt[-1] = t1; break;
    }
    *d = nd;
    return true;
}

int frame_shape(psvm *vm, const codeobj *co, int pc, frame_shape_t *out)
{
    walk w = {.co = co, .n = co->ncode, .S = co->stacksize, .B = co->nblocks};
    if (pc < 0 || pc >= w.n || w.S < 0 || w.B < 0)
        return 1;
    size_t n1 = (size_t)w.n + 1;
    size_t bytes = n1 * sizeof(st) + n1 * (size_t)w.B * sizeof(fblock_rt) + n1 * sizeof(int) + n1 * (size_t)w.S +
                   n1 + (size_t)w.S + (size_t)w.B * sizeof(fblock_rt);
    char *mem = vm_alloc(vm, bytes);
    if (!mem)
        return -1;
    w.at = (st *)mem;
    w.blocks = (fblock_rt *)(w.at + n1);
    w.work = (int *)(w.blocks + n1 * (size_t)w.B);
    w.kinds = (uint8_t *)(w.work + n1);
    w.queued = (bool *)(w.kinds + n1 * (size_t)w.S);
    uint8_t *ck = (uint8_t *)(w.queued + n1);
    fblock_rt *cb = vm_alloc(vm, sizeof(fblock_rt) * (size_t)(w.B ? w.B : 1));
    if (!cb) {
        vm_dealloc(vm, mem);
        return -1;
    }
    memset(w.queued, 0, n1);
    for (size_t i = 0; i < n1; i++)
        w.at[i].depth = -1;
    flow_to(&w, 0, 0, ck, 0, cb);
    while (w.nwork > 0 && !w.bad) {
        int p = w.work[--w.nwork];
        w.queued[p] = false;
        int d = w.at[p].depth, nb = w.at[p].nblocks;
        memcpy(ck, w.kinds + (size_t)p * (size_t)w.S, (size_t)d);
        vm_copy(cb, w.blocks + (size_t)p * (size_t)w.B, sizeof *cb * (size_t)nb);
        if (step(&w, p, &d, ck, cb, &nb))
            flow_to(&w, p + 1, d, ck, nb, cb);
    }
    int r = 1;
    if (!w.bad && w.at[pc].depth >= 0) {
        out->depth = w.at[pc].depth;
        out->nblocks = w.at[pc].nblocks;
        memcpy(out->kinds, w.kinds + (size_t)pc * (size_t)w.S, (size_t)out->depth);
        vm_copy(out->blocks, w.blocks + (size_t)pc * (size_t)w.B, sizeof(fblock_rt) * (size_t)out->nblocks);
        r = 0;
    }
    vm_dealloc(vm, cb);
    vm_dealloc(vm, mem);
    return r;
}

bool frame_kind_fits(int kind, value v)
{
    switch (kind) {
    case KIND_ANY:
    case KIND_METHOD: return v != V_NULL;
    case KIND_NULLABLE: return true;
    case KIND_TUPLE: return v_is_type(v, &tuple_type);
    case KIND_LIST: return v_is_type(v, &list_type);
    case KIND_DICT: return v_is_type(v, &dict_type);
    case KIND_SET: return v_is_type(v, &set_type);
    case KIND_EXC: return v_is_exc(v);
    case KIND_EXC_OR_NONE: return v == V_NONE || v_is_exc(v);
    }
    return false;
}
