/*
 * test_stackdepth.c - the compiler's stack-depth analysis (vm/stackdepth.c)
 * on code the compiler never makes: paths meeting at different depths, pops
 * of what is not there, a jump out of the code and a superinstruction are
 * each a SystemError naming the fault, never a frame of the wrong size;
 * and right code gets the depth it needs.
 */
#include <string.h>

#include "harness.h"
#include "compiler/compile_internal.h"

#define W(op, arg) INSTR(OP_##op, arg)

/* The analysis of code[0..n): its result, and in msg the SystemError's text
 * ("" when there is none). */
static int depth_of(const uint32_t *code, int n, char *msg, size_t cap, int *nblocks)
{
    psvm *vm = vm_new(NULL);
    msg[0] = 0;
    if (!vm)
        return -100;
    int r = cmp_stack_depth(vm, "<test>", code, n, nblocks);
    if (r < 0 && vm->exc) {
        CHECK(vm_typeof(vm->exc) == &exc_SystemError);
        value s = vm_str(vm, vm->exc);
        if (s)
            snprintf(msg, cap, "%s", str_cstr(s));
    }
    vm_free(vm);
    return r;
}

static bool has(const char *msg, const char *part) { return strstr(msg, part) != NULL; }

static void test_right_code(void)
{
    char msg[200];
    int nb;
    /* x = 1 if a else 2; return x (two paths meeting at depth 1) */
    const uint32_t ifexp[] = {W(LOAD_CONST, 0), W(POP_JUMP_IF_FALSE, 4), W(LOAD_CONST, 1), W(JUMP, 5),
                              W(LOAD_CONST, 2), W(RETURN_VALUE, 0)};
    CHECK(depth_of(ifexp, 6, msg, sizeof msg, &nb) == 1 + 2 && nb == 0);
    CHECK_STR(msg, "");
    /* straight line: three values, then a call of two arguments */
    const uint32_t call[] = {W(LOAD_GLOBAL, 0), W(LOAD_CONST, 0), W(LOAD_CONST, 1), W(CALL, 2), W(RETURN_VALUE, 0)};
    CHECK(depth_of(call, 5, msg, sizeof msg, &nb) == 3 + 2);
    /* a for loop: the iterator stays, the item comes and goes */
    const uint32_t loop[] = {W(LOAD_GLOBAL, 0), W(GET_ITER, 0), W(FOR_ITER, 5), W(STORE_FAST, 0), W(JUMP, 2),
                             W(LOAD_CONST, 0), W(RETURN_VALUE, 0)};
    CHECK(depth_of(loop, 7, msg, sizeof msg, &nb) == 2 + 2);
    CHECK_STR(msg, "");
    /* a handler: entered with the exception over the block's level */
    const uint32_t try_[] = {W(SETUP_FINALLY, 5), W(LOAD_CONST, 0), W(POP_TOP, 0), W(POP_BLOCK, 0), W(JUMP, 7),
                             W(POP_TOP, 0), W(JUMP, 7), W(LOAD_CONST, 0), W(RETURN_VALUE, 0)};
    CHECK(depth_of(try_, 9, msg, sizeof msg, &nb) == 1 + 2 && nb == 1);
    CHECK_STR(msg, "");
}

static void test_wrong_code(void)
{
    char msg[200];
    int nb;
    /* the false path reaches 4 at depth 0, the other at depth 1 */
    const uint32_t join[] = {W(LOAD_CONST, 0), W(POP_JUMP_IF_FALSE, 4), W(LOAD_CONST, 1), W(NOP, 0),
                             W(LOAD_CONST, 2), W(RETURN_VALUE, 0)};
    CHECK(depth_of(join, 6, msg, sizeof msg, &nb) == -1);
    CHECK(has(msg, "inconsistent stack depth at instruction 4"));
    /* a backward jump arriving one deeper than the loop's first entry */
    const uint32_t back[] = {W(LOAD_CONST, 0), W(LOAD_CONST, 0), W(JUMP, 1)};
    CHECK(depth_of(back, 3, msg, sizeof msg, &nb) == -1);
    CHECK(has(msg, "inconsistent stack depth at instruction 1"));
    /* popping an empty stack, straight-line and after a branch */
    const uint32_t under[] = {W(POP_TOP, 0), W(LOAD_CONST, 0), W(RETURN_VALUE, 0)};
    CHECK(depth_of(under, 3, msg, sizeof msg, &nb) == -1);
    CHECK(has(msg, "stack underflow at instruction 0"));
    const uint32_t under2[] = {W(LOAD_CONST, 0), W(POP_JUMP_IF_TRUE, 3), W(BINARY_OP, 0), W(LOAD_CONST, 0),
                               W(RETURN_VALUE, 0)};
    CHECK(depth_of(under2, 5, msg, sizeof msg, &nb) == -1);
    CHECK(has(msg, "stack underflow at instruction 2"));
    const uint32_t call[] = {W(LOAD_CONST, 0), W(JUMP, 2), W(CALL, 5), W(RETURN_VALUE, 0)};
    CHECK(depth_of(call, 4, msg, sizeof msg, &nb) == -1);
    CHECK(has(msg, "stack underflow"));
    /* a jump out of the code */
    const uint32_t out[] = {W(LOAD_CONST, 0), W(POP_JUMP_IF_TRUE, 99), W(LOAD_CONST, 0), W(RETURN_VALUE, 0)};
    CHECK(depth_of(out, 4, msg, sizeof msg, &nb) == -1);
    CHECK(has(msg, "jump past the end"));
    /* superinstructions come after the analysis, never before it */
    const uint32_t fused[] = {W(LOAD_FAST_LOAD_FAST, 0), W(LOAD_FAST, 1), W(BINARY_OP, 0), W(RETURN_VALUE, 0)};
    CHECK(depth_of(fused, 4, msg, sizeof msg, &nb) == -1);
    CHECK(has(msg, "cannot follow"));
    /* an opcode outside the table */
    const uint32_t bad[] = {INSTR(OP__COUNT + 3, 0), W(LOAD_CONST, 0), W(RETURN_VALUE, 0)};
    CHECK(depth_of(bad, 3, msg, sizeof msg, &nb) == -1);
    CHECK(has(msg, "cannot follow"));
}

/* Through the front door: a script the compiler gets right compiles (the
 * check is on for every compile) and runs. */
static void test_every_compile_checked(void)
{
    psvm *vm = vm_new(NULL);
    CHECK(vm != NULL);
    if (!vm)
        return;
    const char *src = "def f(x):\n"
                      "    try:\n"
                      "        for i in x:\n"
                      "            if i or i and not i:\n"
                      "                break\n"
                      "    except (KeyError, IndexError) as e:\n"
                      "        return e\n"
                      "    finally:\n"
                      "        pass\n"
                      "    return [a if a else b for a, b in x]\n";
    value code = vm_compile(vm, src, strlen(src), "<t>", 0);
    CHECK(code != V_NULL);
    vm_free(vm);
}

TEST_MAIN(TEST_ENTRY(test_right_code) TEST_ENTRY(test_wrong_code) TEST_ENTRY(test_every_compile_checked))
