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
    size_t bytes;  /* allocated size (reuse from the free list) */
    fblock_rt *blocks;
    value slots[];
};

frame *frame_new(psvm *vm, codeobj *co, value func, value globals);
void frame_free(psvm *vm, frame *f);
int frame_bind(psvm *vm, frame *f, funcobj *fn, int argc, const value *argv, value kwnames);
bool budget_check(psvm *vm);
value interp_run(psvm *vm);

#endif
