/*
 * functional_modules.h - the constructors of the C modules for functional
 * programming (itertools, operator, bisect, and the C halves of heapq and
 * functools), listed in modules.c.
 */
#ifndef PS_FUNCTIONAL_MODULES_H
#define PS_FUNCTIONAL_MODULES_H

#include "vm/vm.h"

value itertools_module_new(psvm *vm);  /* stdlib/itertools.c */
value operator_module_new(psvm *vm);   /* stdlib/operator.c */
value bisect_module_new(psvm *vm);     /* stdlib/bisect.c */
value heapq_helpers_new(psvm *vm);     /* stdlib/heapq.c: _heapq */
value functools_helpers_new(psvm *vm); /* stdlib/functools_helpers.c: _functools */
value copy_helpers_new(psvm *vm);      /* stdlib/copy_helpers.c: _copy */
/* _functools._lru_store(maxsize, typed, CacheInfo, mark) */
value fn_lru_new(psvm *vm, value self, int argc, const value *argv, value kw); /* stdlib/functools_lru.c */

#endif
