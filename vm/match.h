/*
 * match.h - the match statement's runtime helpers (match.c), for the
 * MATCH_* opcodes in interp_loop.c.
 */
#ifndef PS_MATCH_H
#define PS_MATCH_H

#include "vm/vm.h"

int vm_match_sequence(psvm *vm, value v); /* 1, 0, -1 */
int vm_match_mapping(psvm *vm, value v);  /* 1, 0, -1 */
/* the values' tuple, V_NONE when a key is missing, V_NULL on error */
value vm_match_keys(psvm *vm, value map, value keys);
value vm_match_rest(psvm *vm, value map, value keys); /* **rest */
/* the attributes' tuple (positionals, then keywords), V_NONE: no match */
value vm_match_class(psvm *vm, value subject, value cls, int nargs, value kwnames);

#endif
