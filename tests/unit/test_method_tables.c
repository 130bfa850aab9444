/*
 * test_method_tables.c - every method of every built-in type says in its
 * table entry how it takes its arguments (object.h, BFUNC_NOARGS ...
 * BFUNC_KW): none is left to BK_ANY, where a forgotten check lets a method
 * accept any keyword silently; and every range is a range.
 */
#include "harness.h"
#include "vm/vm.h"

static void test_every_method_declares_its_arguments(void)
{
    const vtype *const types[] = {
        &none_type, &bool_type, &int_type, &float_type, &str_type, &bytes_type, &list_type, &tuple_type,
        &dict_type, &set_type, &frozenset_type, &range_type, &slice_type, &dictview_keys_type,
        &dictview_values_type, &dictview_items_type, &exc_BaseException, &exc_ValueError, &exc_KeyError,
    };
    int n = 0;
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        for (const vtype *t = types[i]; t; t = t->base)
            for (const bfunc *m = t->methods; m && m->name; m++, n++) {
                if (m->kind == BK_ANY || m->kind > BK_KW)
                    fprintf(stderr, "%s.%s: no argument kind in its table entry\n", t->name, m->name);
                CHECK(m->kind != BK_ANY && m->kind <= BK_KW);
                CHECK(m->minpos >= 0 && (m->maxpos == -1 || m->maxpos >= m->minpos));
                CHECK(m->kind != BK_NOARGS || (m->minpos == 0 && m->maxpos == 0));
                CHECK(m->kind != BK_O || (m->minpos == 1 && m->maxpos == 1));
            }
    CHECK(n > 150);
}

TEST_MAIN(TEST_ENTRY(test_every_method_declares_its_arguments))
