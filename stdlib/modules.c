/*
 * modules.c - the table of the sandbox's own modules. `import NAME` looks
 * NAME up here (vm_import, vm/interp.c) and builds the module the first
 * time a sandbox imports it, so a script that imports nothing pays nothing.
 * Adding a module is one function `value NAME_module_new(psvm *)` in its
 * own file under stdlib/ and one line below.
 */
#include "../vm/vm.h"

static const stdlib_module modules[] = {
    {"math", math_module_new},
    {"re", re_module_new},
    {NULL, NULL},
};

const stdlib_module *stdlib_find_module(const char *name, size_t len)
{
    for (const stdlib_module *m = modules; m->name; m++)
        if (strlen(m->name) == len && memcmp(m->name, name, len) == 0)
            return m;
    return NULL;
}
