/*
 * opcodes.h - the one list of opcodes. X(name, has_arg) generates the
 * enum, the names for dumps, and the interpreter's dispatch table.
 *
 * An instruction is one 32-bit word: opcode in the low 8 bits, argument in
 * the high 24. Jump arguments are absolute instruction indexes.
 */
#ifndef PS_OPCODES_H
#define PS_OPCODES_H

#include <stdint.h>

#define OPCODES(X)              \
    X(NOP)                      \
    X(POP_TOP)                  \
    X(DUP_TOP)                  \
    X(DUP_TOP_TWO)              \
    X(ROT_TWO)                  \
    X(ROT_THREE)                \
    X(ROT_FOUR)                 \
    X(LOAD_CONST)               \
    X(LOAD_FAST)                \
    X(STORE_FAST)               \
    X(DELETE_FAST)              \
    X(LOAD_DEREF)               \
    X(STORE_DEREF)              \
    X(DELETE_DEREF)             \
    X(LOAD_CLOSURE)             \
    X(LOAD_GLOBAL)              \
    X(STORE_GLOBAL)             \
    X(DELETE_GLOBAL)            \
    X(LOAD_ATTR)                \
    X(STORE_ATTR)               \
    X(DELETE_ATTR)              \
    X(LOAD_METHOD)              \
    X(CALL_METHOD)              \
    X(CALL_METHOD_KW)           \
    X(BINARY_SUBSCR)            \
    X(STORE_SUBSCR)             \
    X(DELETE_SUBSCR)            \
    X(BINARY_OP)                \
    X(UNARY_NEGATIVE)           \
    X(UNARY_POSITIVE)           \
    X(UNARY_INVERT)             \
    X(UNARY_NOT)                \
    X(COMPARE_OP)               \
    X(IS_OP)                    \
    X(CONTAINS_OP)              \
    X(JUMP)                     \
    X(POP_JUMP_IF_FALSE)        \
    X(POP_JUMP_IF_TRUE)         \
    X(JUMP_IF_FALSE_OR_POP)     \
    X(JUMP_IF_TRUE_OR_POP)      \
    X(GET_ITER)                 \
    X(FOR_ITER)                 \
    X(BUILD_TUPLE)              \
    X(BUILD_LIST)               \
    X(BUILD_SET)                \
    X(BUILD_MAP)                \
    X(BUILD_SLICE)              \
    X(BUILD_STRING)             \
    X(LIST_APPEND)              \
    X(SET_ADD)                  \
    X(MAP_ADD)                  \
    X(LIST_EXTEND)              \
    X(SET_UPDATE)               \
    X(DICT_UPDATE)              \
    X(DICT_MERGE)               \
    X(LIST_TO_TUPLE)            \
    X(UNPACK_SEQUENCE)          \
    X(UNPACK_EX)                \
    X(CALL)                     \
    X(CALL_KW)                  \
    X(CALL_EX)                  \
    X(MAKE_FUNCTION)            \
    X(RETURN_VALUE)             \
    X(SETUP_FINALLY)            \
    X(SETUP_CLEANUP)            \
    X(POP_BLOCK)                \
    X(PUSH_EXC_INFO)            \
    X(POP_EXCEPT)               \
    X(POP_EXCEPT_RERAISE)       \
    X(CHECK_EXC_MATCH)          \
    X(RERAISE)                  \
    X(RAISE)                    \
    X(FORMAT_VALUE)             \
    X(IMPORT_NAME)              \
    X(IMPORT_FROM)              \
    X(LOAD_ASSERTION_ERROR)     \
    X(LOAD_NAME)                \
    X(STORE_NAME)               \
    X(DELETE_NAME)              \
    X(LOAD_CLASSDEREF)          \
    X(BUILD_CLASS)              \
    /* superinstructions: the first word of a pair, rewritten after   \
     * compiling (superinstr.c); the second word keeps the operand */ \
    X(LOAD_FAST_LOAD_FAST)      \
    X(LOAD_FAST_LOAD_CONST)     \
    X(STORE_FAST_LOAD_FAST)     \
    X(STORE_FAST_STORE_FAST)    \
    X(FOR_ITER_STORE_FAST)      \
    X(LOAD_CONST_BINARY_OP)     \
    X(LOAD_FAST_CONST_BINARY_OP) /* three words: x + 1, x[0] */ \
    X(LOAD_FAST_CONST_SUBSCR)

enum {
#define X(n) OP_##n,
    OPCODES(X)
#undef X
    OP__COUNT
};

extern const char *const op_names[OP__COUNT];

#define INSTR(op, arg) ((uint32_t)(op) | ((uint32_t)(arg) << 8))
#define I_OP(w) ((w) & 0xFF)
#define I_ARG(w) ((w) >> 8)
#define MAX_OPARG ((1u << 24) - 1)

/* Fuse hot pairs in finished code (superinstr.c); lengths, jump targets
 * and the line table are unchanged. */
void vm_superinstr(uint32_t *code, int n);

/* MAKE_FUNCTION flags */
enum { MF_DEFAULTS = 1, MF_KWDEFAULTS = 2, MF_CLOSURE = 8 };
/* BUILD_CLASS: the number of bases in the low 16 bits, and this flag when
 * a dict of class keywords (metaclass=, __init_subclass__'s) comes first */
enum { BC_KEYWORDS = 1 << 16 };
/* FORMAT_VALUE flags: conversion in the low 2 bits, 4 = has spec */
enum { FV_NONE = 0, FV_STR = 1, FV_REPR = 2, FV_ASCII = 3, FV_SPEC = 4 };

#endif
