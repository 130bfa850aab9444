/*
 * superinstr.c - fuse hot instruction pairs once a code object is compiled.
 *
 * Each dispatch costs about as much as the work of a LOAD_FAST, so the
 * pairs that dominate loops (`x + y`, `n - 1`, `for x in ...`) run as one
 * instruction. Only the first word of a pair is rewritten, to an opcode
 * that does both and then steps over the second word; the second word
 * stays as it was. So the code keeps its length, every jump target,
 * handler and line-table entry still means what it did, and a jump into
 * the middle of a pair runs the plain second instruction. A fused opcode
 * reads its second operand from that untouched word, so overlapping pairs
 * (the second word itself the head of another pair) are fine.
 *
 * The loop charges one unit of fuel per original instruction and, when the
 * second half fails, first steps onto the second word so that the
 * traceback names its line (interp_loop.c).
 *
 * Run on the finished code (after the stack-depth analysis, which reads
 * the plain opcodes).
 */
#include "vm/opcodes.h"

static int fused(int first, int second)
{
    switch (first) {
    case OP_LOAD_FAST:
        if (second == OP_LOAD_FAST)
            return OP_LOAD_FAST_LOAD_FAST;
        if (second == OP_LOAD_CONST)
            return OP_LOAD_FAST_LOAD_CONST;
        break;
    case OP_STORE_FAST:
        if (second == OP_LOAD_FAST)
            return OP_STORE_FAST_LOAD_FAST;
        if (second == OP_STORE_FAST)
            return OP_STORE_FAST_STORE_FAST;
        break;
    case OP_FOR_ITER:
        if (second == OP_STORE_FAST)
            return OP_FOR_ITER_STORE_FAST;
        break;
    case OP_LOAD_CONST:
        if (second == OP_BINARY_OP)
            return OP_LOAD_CONST_BINARY_OP;
        break;
    }
    return 0;
}

/* `x + 1`, `x % 2`, `x[0]`: a local, a constant and the operation as one
 * dispatch instead of two pairs' two. Every triple starts with a pair that
 * fused() knows, so vm_superinstr asks for a triple only after a pair. */
static int fused3(int first, int second, int third)
{
    if (first != OP_LOAD_FAST || second != OP_LOAD_CONST)
        return 0;
    return third == OP_BINARY_OP ? OP_LOAD_FAST_CONST_BINARY_OP
         : third == OP_BINARY_SUBSCR ? OP_LOAD_FAST_CONST_SUBSCR : 0;
}

void vm_superinstr(uint32_t *code, int n)
{
    for (int i = 0; i + 1 < n; i++) {
        /* most words head no pair: fused's switch settles those first */
        int first = (int)I_OP(code[i]), second = (int)I_OP(code[i + 1]);
        int op = fused(first, second);
        if (!op)
            continue;
        int triple = i + 2 < n ? fused3(first, second, (int)I_OP(code[i + 2])) : 0;
        code[i] = INSTR(triple ? triple : op, I_ARG(code[i]));
    }
}
