/*
 * stackdepth.c - the value stack a code object needs, found by following
 * its finished bytecode, and the check that the compiler's code adds up:
 * no instruction pops what is not there, and every path into an
 * instruction arrives at the same depth (QuickJS's "inconsistent stack
 * size"). What each opcode pops and pushes and where control goes next
 * are facts of opcodes.h's table, not of a switch here.
 */
#include "compile_internal.h"

/* The compiler made code that does not add up: a bug of ours, reported as
 * SystemError rather than run in a frame of the wrong size. */
static int stack_bug(psvm *vm, const char *unit, int at, const char *what, int d1, int d2)
{
    vm_err(vm, &exc_SystemError, "internal compiler error in %s: %s at instruction %d (%d, %d)", unit, what, at, d1,
           d2);
    return -1;
}

/* Straight-line code (a small module, most lambdas) needs no walk: the
 * depth up to the first instruction that ends the flow, found in the same
 * pass that looks for branches and blocks. -2: there are some. */
static int straight_line(psvm *vm, const char *unit, const uint32_t *code, int n)
{
    int maxd = 0, d = 0;
    bool flows = true;
    for (int at = 0; at < n; at++) {
        op_effect e = op_effect_of(code[at]);
        if (e.flow == FL_JUMP || e.flow == FL_BRANCH || e.flow == FL_SETUP)
            return -2;
        if (!flows)
            continue;
        if (e.flow < 0 || e.flow == FL_FUSED)
            return stack_bug(vm, unit, at, "opcode the analysis cannot follow", (int)I_OP(code[at]), 0);
        if (d < e.pops)
            return stack_bug(vm, unit, at, "stack underflow", d, e.pops);
        d += e.pushes - e.pops;
        if (d > maxd)
            maxd = d;
        flows = e.flow != FL_END;
    }
    return maxd;
}

int cmp_stack_depth(psvm *vm, const char *unit, const uint32_t *code, int n, int *nblocks)
{
    *nblocks = 0;
    int maxd = straight_line(vm, unit, code, n);
    if (maxd != -2)
        return maxd < 0 ? -1 : maxd + 2;
    for (int at = 0; at < n; at++)
        *nblocks += op_effect_of(code[at]).flow == FL_SETUP;
    /* depth[i]: the depth on entering instruction i, -1 while unseen; work:
     * the instructions reached by a jump still to follow */
    int *depth = vm_alloc(vm, sizeof(int) * (size_t)(n + 1) * 2);
    if (!depth)
        return -1;
    int *work = depth + n + 1, sp = 0, r = 0;
    for (int i = 0; i <= n; i++)
        depth[i] = -1;
    depth[0] = 0;
    work[sp++] = 0;
    maxd = 0;
    while (sp > 0 && r == 0) {
        int pc = work[--sp];
        int d = depth[pc];
        while (pc < n) {
            op_effect e = op_effect_of(code[pc]);
            if (e.flow < 0 || e.flow == FL_FUSED) {
                r = stack_bug(vm, unit, pc, "opcode the analysis cannot follow", (int)I_OP(code[pc]), 0);
                break;
            }
            if (e.flow == FL_JUMP || e.flow == FL_BRANCH || e.flow == FL_SETUP) {
                int target = (int)I_ARG(code[pc]);
                if (target > n || d < e.jump_pops) {
                    r = stack_bug(vm, unit, pc, target > n ? "jump past the end" : "stack underflow", d, target);
                    break;
                }
                int td = d - e.jump_pops + e.jump_pushes;
                if (depth[target] < 0) {
                    depth[target] = td;
                    work[sp++] = target;
                    if (td > maxd)
                        maxd = td;
                } else if (depth[target] != td) {
                    r = stack_bug(vm, unit, target, "inconsistent stack depth", depth[target], td);
                    break;
                }
                if (e.flow == FL_JUMP)
                    break;
            }
            if (d < e.pops) {
                r = stack_bug(vm, unit, pc, "stack underflow", d, e.pops);
                break;
            }
            if (e.flow == FL_END)
                break;
            d += e.pushes - e.pops;
            if (d > maxd)
                maxd = d;
            pc++;
            if (depth[pc] >= 0) {
                /* a join: every path must arrive at the same depth */
                if (depth[pc] != d)
                    r = stack_bug(vm, unit, pc, "inconsistent stack depth", depth[pc], d);
                break;
            }
            depth[pc] = d;
        }
    }
    vm_dealloc(vm, depth);
    return r < 0 ? -1 : maxd + 2;
}
