/*
 * args.c - vm_bind: keyword arguments for builtins (see args.h).
 */
#include "args.h"

int vm_bind(psvm *vm, const vm_sig *s, int argc, const value *argv, value kw, value *out)
{
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    for (int i = 0; i < s->nnames; i++)
        out[i] = V_NULL;
    if (argc + nkw > s->nnames) {
        vm_err(vm, &exc_TypeError, "%s() takes at most %d argument%s (%d given)", s->fname, s->nnames,
               s->nnames == 1 ? "" : "s", argc + nkw);
        return -1;
    }
    if (argc > s->maxpos) {
        if (s->maxpos == s->nnames)
            vm_err(vm, &exc_TypeError, "%s() takes at most %d argument%s (%d given)", s->fname, s->maxpos,
                   s->maxpos == 1 ? "" : "s", argc);
        else
            vm_err(vm, &exc_TypeError, "%s() takes at most %d positional argument%s (%d given)", s->fname,
                   s->maxpos, s->maxpos == 1 ? "" : "s", argc);
        return -1;
    }
    for (int i = 0; i < argc; i++)
        out[i] = argv[i];
    /* CPython's order of complaints (_PyArg_UnpackKeywords): a missing
     * required argument, then one given twice, then an unknown name */
    value unknown = V_NULL;
    int twice = -1;
    for (int k = 0; k < nkw; k++) {
        value name = AS_TUPLE(kw)->items[k];
        int j = 0;
        while (j < s->nnames && !str_eq_cstr(name, s->names[j]))
            j++;
        if (j == s->nnames) {
            if (!unknown)
                unknown = name;
        } else if (out[j]) {
            if (twice < 0)
                twice = j;
        } else {
            out[j] = argv[argc + k];
        }
    }
    for (int i = 0; i < s->nreq; i++)
        if (!out[i]) {
            vm_err(vm, &exc_TypeError, "%s() missing required argument '%s' (pos %d)", s->fname, s->names[i], i + 1);
            return -1;
        }
    if (twice >= 0) {
        vm_err(vm, &exc_TypeError, "argument for %s() given by name ('%s') and position (%d)", s->fname,
               s->names[twice], twice + 1);
        return -1;
    }
    if (unknown) {
        vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for %s()", str_cstr(unknown), s->fname);
        return -1;
    }
    return 0;
}
