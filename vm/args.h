/*
 * args.h - binding a builtin's positional and keyword arguments to its
 * parameter names, with CPython's Argument Clinic messages word for word.
 */
#ifndef PS_ARGS_H
#define PS_ARGS_H

#include "vm.h"

/* A builtin's signature: names[0..nnames) in order; the first maxpos may be
 * given by position (the rest are keyword-only), the first nreq are
 * required. fname is the name messages use ("to_bytes", "round").
 * Fills out[0..nnames) with the arguments, V_NULL for those not given.
 * Returns 0, or -1 with a TypeError. */
typedef struct vm_sig {
    const char *fname;
    const char *const *names;
    int nnames, maxpos, nreq;
} vm_sig;

int vm_bind(psvm *vm, const vm_sig *sig, int argc, const value *argv, value kw, value *out);

#endif
