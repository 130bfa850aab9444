/*
 * collections_internal.h - what the C side of collections shares:
 * deque (collections_deque.c) and the `_collections` helper module
 * (collections_helpers.c) that stdlib/py/collections.py imports.
 */
#ifndef PS_COLLECTIONS_INTERNAL_H
#define PS_COLLECTIONS_INTERNAL_H

#include "vm/vm.h"

extern const vtype deque_type;
bool v_is_deque(value v);
int deque_append(psvm *vm, value d, value v);

#endif
