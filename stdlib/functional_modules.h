/*
 * functional_modules.h - the constructors of the C modules for functional
 * programming (itertools, operator, bisect, and the C halves of heapq and
 * functools), listed in modules.c.
 */
#ifndef PS_FUNCTIONAL_MODULES_H
#define PS_FUNCTIONAL_MODULES_H

#include "vm/vm.h"

value itertools_module_new(psvm *vm); /* stdlib/itertools.c */

#endif
