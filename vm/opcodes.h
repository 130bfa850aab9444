/*
 * opcodes.h - the one list of opcodes. Each entry says what the opcode does
 * to the value stack and to the flow of control, and generates the enum,
 * the names for dumps, the interpreter's dispatch table and the compiler's
 * stack-depth analysis (stackdepth.c): a new opcode cannot be added without
 * saying what it pops and pushes (QuickJS's DEF(id, size, n_pop, n_push, f)).
 *
 *   X(name, pops, pushes, flow, jump_pops, jump_pushes)
 *
 * pops, pushes   values taken from and put on the stack when control goes
 *                on to the next instruction; they may use `arg`, the
 *                instruction's operand (BUILD_LIST pops arg)
 * flow           FL_NEXT    goes on to the next instruction
 *                FL_JUMP    goes to its target only (arg)
 *                FL_BRANCH  goes on, or to its target
 *                FL_SETUP   goes on; its target is an exception handler
 *                FL_END     neither (return, raise)
 *                FL_FUSED   a superinstruction: written over the first word
 *                           of a group after the analysis (superinstr.c),
 *                           so the analysis never meets one
 * jump_pops,     the same for the edge to the target (FL_JUMP, FL_BRANCH,
 * jump_pushes    FL_SETUP): FOR_ITER pops its iterator there, and a handler
 *                starts at the depth where its block was set up, minus
 *                jump_pops, plus the exception (jump_pushes)
 *
 * An instruction is one 32-bit word: opcode in the low 8 bits, argument in
 * the high 24. Jump arguments are absolute instruction indexes.
 */
#ifndef PS_OPCODES_H
#define PS_OPCODES_H

#include <stdint.h>

enum { FL_NEXT, FL_JUMP, FL_BRANCH, FL_SETUP, FL_END, FL_FUSED };

/* MAKE_FUNCTION flags */
enum { MF_DEFAULTS = 1, MF_KWDEFAULTS = 2, MF_CLOSURE = 8 };
/* BUILD_CLASS: the number of bases in the low 16 bits, and this flag when
 * a dict of class keywords (metaclass=, __init_subclass__'s) comes first */
enum { BC_KEYWORDS = 1 << 16 };
/* FORMAT_VALUE flags: conversion in the low 2 bits, 4 = has spec */
enum { FV_NONE = 0, FV_STR = 1, FV_REPR = 2, FV_ASCII = 3, FV_SPEC = 4 };

/* name                         pops                     pushes  flow   jump pops, pushes */
#define OPCODES(X)                                                                          \
    X(NOP,                      0,                       0,      FL_NEXT, 0, 0)             \
    X(POP_TOP,                  1,                       0,      FL_NEXT, 0, 0)             \
    X(DUP_TOP,                  1,                       2,      FL_NEXT, 0, 0)             \
    X(DUP_TOP_TWO,              2,                       4,      FL_NEXT, 0, 0)             \
    X(ROT_TWO,                  2,                       2,      FL_NEXT, 0, 0)             \
    X(ROT_THREE,                3,                       3,      FL_NEXT, 0, 0)             \
    X(ROT_FOUR,                 4,                       4,      FL_NEXT, 0, 0)             \
    X(LOAD_CONST,               0,                       1,      FL_NEXT, 0, 0)             \
    X(LOAD_FAST,                0,                       1,      FL_NEXT, 0, 0)             \
    X(STORE_FAST,               1,                       0,      FL_NEXT, 0, 0)             \
    X(DELETE_FAST,              0,                       0,      FL_NEXT, 0, 0)             \
    X(LOAD_DEREF,               0,                       1,      FL_NEXT, 0, 0)             \
    X(STORE_DEREF,              1,                       0,      FL_NEXT, 0, 0)             \
    X(DELETE_DEREF,             0,                       0,      FL_NEXT, 0, 0)             \
    X(LOAD_CLOSURE,             0,                       1,      FL_NEXT, 0, 0)             \
    X(LOAD_GLOBAL,              0,                       1,      FL_NEXT, 0, 0)             \
    X(STORE_GLOBAL,             1,                       0,      FL_NEXT, 0, 0)             \
    X(DELETE_GLOBAL,            0,                       0,      FL_NEXT, 0, 0)             \
    X(LOAD_ATTR,                1,                       1,      FL_NEXT, 0, 0)             \
    X(STORE_ATTR,               2,                       0,      FL_NEXT, 0, 0)             \
    X(DELETE_ATTR,              1,                       0,      FL_NEXT, 0, 0)             \
    /* the method and self (or the attribute and NULL) */                                   \
    X(LOAD_METHOD,              1,                       2,      FL_NEXT, 0, 0)             \
    X(CALL_METHOD,              arg + 2,                 1,      FL_NEXT, 0, 0)             \
    X(CALL_METHOD_KW,           arg + 3,                 1,      FL_NEXT, 0, 0)             \
    X(BINARY_SUBSCR,            2,                       1,      FL_NEXT, 0, 0)             \
    X(STORE_SUBSCR,             3,                       0,      FL_NEXT, 0, 0)             \
    X(DELETE_SUBSCR,            2,                       0,      FL_NEXT, 0, 0)             \
    X(BINARY_OP,                2,                       1,      FL_NEXT, 0, 0)             \
    X(UNARY_NEGATIVE,           1,                       1,      FL_NEXT, 0, 0)             \
    X(UNARY_POSITIVE,           1,                       1,      FL_NEXT, 0, 0)             \
    X(UNARY_INVERT,             1,                       1,      FL_NEXT, 0, 0)             \
    X(UNARY_NOT,                1,                       1,      FL_NEXT, 0, 0)             \
    X(COMPARE_OP,               2,                       1,      FL_NEXT, 0, 0)             \
    X(IS_OP,                    2,                       1,      FL_NEXT, 0, 0)             \
    X(CONTAINS_OP,              2,                       1,      FL_NEXT, 0, 0)             \
    X(JUMP,                     0,                       0,      FL_JUMP, 0, 0)             \
    X(POP_JUMP_IF_FALSE,        1,                       0,      FL_BRANCH, 1, 0)           \
    X(POP_JUMP_IF_TRUE,         1,                       0,      FL_BRANCH, 1, 0)           \
    /* the tested value stays for the jump, goes for the next */                            \
    X(JUMP_IF_FALSE_OR_POP,     1,                       0,      FL_BRANCH, 1, 1)           \
    X(JUMP_IF_TRUE_OR_POP,      1,                       0,      FL_BRANCH, 1, 1)           \
    X(GET_ITER,                 1,                       1,      FL_NEXT, 0, 0)             \
    /* the next item over the iterator; exhausted: the iterator goes */                     \
    X(FOR_ITER,                 1,                       2,      FL_BRANCH, 1, 0)           \
    X(BUILD_TUPLE,              arg,                     1,      FL_NEXT, 0, 0)             \
    X(BUILD_LIST,               arg,                     1,      FL_NEXT, 0, 0)             \
    X(BUILD_SET,                arg,                     1,      FL_NEXT, 0, 0)             \
    X(BUILD_MAP,                2 * arg,                 1,      FL_NEXT, 0, 0)             \
    X(BUILD_SLICE,              arg,                     1,      FL_NEXT, 0, 0)             \
    X(BUILD_STRING,             arg,                     1,      FL_NEXT, 0, 0)             \
    /* arg is the depth of the container, which stays */                                    \
    X(LIST_APPEND,              1,                       0,      FL_NEXT, 0, 0)             \
    X(SET_ADD,                  1,                       0,      FL_NEXT, 0, 0)             \
    X(MAP_ADD,                  2,                       0,      FL_NEXT, 0, 0)             \
    X(LIST_EXTEND,              1,                       0,      FL_NEXT, 0, 0)             \
    X(SET_UPDATE,               1,                       0,      FL_NEXT, 0, 0)             \
    X(DICT_UPDATE,              1,                       0,      FL_NEXT, 0, 0)             \
    X(DICT_MERGE,               1,                       0,      FL_NEXT, 0, 0)             \
    X(LIST_TO_TUPLE,            1,                       1,      FL_NEXT, 0, 0)             \
    X(UNPACK_SEQUENCE,          1,                       arg,    FL_NEXT, 0, 0)             \
    /* arg: the names before the star, and after it << 8 */                                 \
    X(UNPACK_EX,                1,       (arg & 0xFF) + (arg >> 8) + 1, FL_NEXT, 0, 0)      \
    /* the callable and arg arguments (then the keyword names tuple) */                     \
    X(CALL,                     arg + 1,                 1,      FL_NEXT, 0, 0)             \
    X(CALL_KW,                  arg + 2,                 1,      FL_NEXT, 0, 0)             \
    /* the callable, the positional tuple and (arg & 1) the keyword dict */                 \
    X(CALL_EX,                  2 + (arg & 1),           1,      FL_NEXT, 0, 0)             \
    /* code and qualname, and the tuples and dict the flags name */                         \
    X(MAKE_FUNCTION,            2 + !!(arg & MF_DEFAULTS) + !!(arg & MF_KWDEFAULTS) +      \
                                    !!(arg & MF_CLOSURE), 1,     FL_NEXT, 0, 0)             \
    X(RETURN_VALUE,             1,                       0,      FL_END, 0, 0)              \
    /* the handler runs with the exception over the block's level */                        \
    X(SETUP_FINALLY,            0,                       0,      FL_SETUP, 0, 1)            \
    /* a cleanup's level is one below, where prev_exc_info was */                           \
    X(SETUP_CLEANUP,            0,                       0,      FL_SETUP, 1, 1)            \
    X(POP_BLOCK,                0,                       0,      FL_NEXT, 0, 0)             \
    /* exc -> prev_exc_info, exc */                                                         \
    X(PUSH_EXC_INFO,            1,                       2,      FL_NEXT, 0, 0)             \
    X(POP_EXCEPT,               1,                       0,      FL_NEXT, 0, 0)             \
    X(POP_EXCEPT_RERAISE,       2,                       0,      FL_END, 0, 0)              \
    /* exc, type -> exc, matched */                                                         \
    X(CHECK_EXC_MATCH,          2,                       2,      FL_NEXT, 0, 0)             \
    X(RERAISE,                  1,                       0,      FL_END, 0, 0)              \
    /* arg: 0 (re-raise), 1 (exc) or 2 (exc, cause) */                                      \
    X(RAISE,                    arg,                     0,      FL_END, 0, 0)              \
    X(FORMAT_VALUE,             1 + !!(arg & FV_SPEC),   1,      FL_NEXT, 0, 0)             \
    X(IMPORT_NAME,              0,                       1,      FL_NEXT, 0, 0)             \
    /* the module stays */                                                                  \
    X(IMPORT_FROM,              1,                       2,      FL_NEXT, 0, 0)             \
    /* from m import *: the module -> nothing, its public names bound */                    \
    X(IMPORT_STAR,              1,                       0,      FL_NEXT, 0, 0)             \
    X(LOAD_ASSERTION_ERROR,     0,                       1,      FL_NEXT, 0, 0)             \
    /* names in a class body: its namespace dict, then the globals */                      \
    X(LOAD_NAME,                0,                       1,      FL_NEXT, 0, 0)             \
    X(STORE_NAME,               1,                       0,      FL_NEXT, 0, 0)             \
    X(DELETE_NAME,              0,                       0,      FL_NEXT, 0, 0)             \
    X(LOAD_CLASSDEREF,          0,                       1,      FL_NEXT, 0, 0)             \
    /* name, arg & 0xFFFF bases, the keywords dict (BC_KEYWORDS), namespace */              \
    X(BUILD_CLASS,              (arg & 0xFFFF) + !!(arg & BC_KEYWORDS) + 2, 1, FL_NEXT, 0, 0) \
    /* with: the context manager -> its bound __exit__, what __enter__() gave */            \
    X(BEFORE_WITH,              1,                       2,      FL_NEXT, 0, 0)             \
    /* exit, prev_exc_info, exc -> the same and exit(type, exc, None) */                    \
    X(WITH_EXCEPT_START,        3,                       4,      FL_NEXT, 0, 0)             \
    /* generators: the first instruction of a generator's code makes the generator          \
     * and returns it; resumed, the frame starts with the sent value (None) */              \
    X(RETURN_GENERATOR,         0,                       1,      FL_NEXT, 0, 0)             \
    /* the value yielded -> the value sent; arg 1: inside `yield from` */                   \
    X(YIELD_VALUE,              1,                       1,      FL_NEXT, 0, 0)             \
    X(GET_YIELD_FROM_ITER,      1,                       1,      FL_NEXT, 0, 0)             \
    /* iterator, sent value -> iterator, yielded value; done: the result at arg */          \
    X(SEND,                     2,                       2,      FL_BRANCH, 2, 1)           \
    /* await: the object -> what the send loop runs (a coroutine itself, or      \
     * __await__()'s iterator); arg 0 await, 1 __aenter__()'s, 2 __aexit__()'s */ \
    X(GET_AWAITABLE,            1,                       1,      FL_NEXT, 0, 0)             \
    /* async for: the iterable -> its __aiter__() */                                       \
    X(GET_AITER,                1,                       1,      FL_NEXT, 0, 0)             \
    /* the async iterator -> it, the awaitable of its __anext__() */                       \
    X(GET_ANEXT,                1,                       2,      FL_NEXT, 0, 0)             \
    /* async for's handler: aiter, exc -> nothing if exc is StopAsyncIteration,           \
     * else exc re-raised */                                                               \
    X(END_ASYNC_FOR,            2,                       0,      FL_NEXT, 0, 0)             \
    /* async with: the manager -> its bound __aexit__, __aenter__()'s awaitable */         \
    X(BEFORE_ASYNC_WITH,        1,                       2,      FL_NEXT, 0, 0)             \
    /* match (vm/match.c): the subject stays, a bool or its len() above it */              \
    X(MATCH_SEQUENCE,           1,                       2,      FL_NEXT, 0, 0)             \
    X(MATCH_MAPPING,            1,                       2,      FL_NEXT, 0, 0)             \
    X(GET_LEN,                  1,                       2,      FL_NEXT, 0, 0)             \
    /* subject, keys -> subject, keys, the values' tuple or None */                         \
    X(MATCH_KEYS,               2,                       3,      FL_NEXT, 0, 0)             \
    /* subject, keys -> a dict of the other items (**rest) */                               \
    X(MATCH_REST,               2,                       1,      FL_NEXT, 0, 0)             \
    /* subject, class, keyword names -> the attributes' tuple or None; arg positionals */   \
    X(MATCH_CLASS,              3,                       1,      FL_NEXT, 0, 0)             \
    /* except* (compile_try_star): a, b -> f, a, b for the call f(a, b) of               \
     * _exceptiongroup.py's arg 0 _star_match (b the clause's type, checked              \
     * first: CPython's TypeErrors), arg 1 _star_reraise */                               \
    X(EXCEPT_STAR_HELPER,       2,                       3,      FL_NEXT, 0, 0)             \
    /* the part a clause handles: None -> nothing, and the jump; an exception            \
     * stays and is the handled exception from now on */                                  \
    X(EXCEPT_STAR_MATCHED,      1,                       1,      FL_BRANCH, 1, 0)           \
    /* superinstructions: the first word of a group, rewritten after the                    \
     * analysis (superinstr.c); the words after it keep their operands */                   \
    X(LOAD_FAST_LOAD_FAST,      0,                       0,      FL_FUSED, 0, 0)            \
    X(LOAD_FAST_LOAD_CONST,     0,                       0,      FL_FUSED, 0, 0)            \
    X(STORE_FAST_LOAD_FAST,     0,                       0,      FL_FUSED, 0, 0)            \
    X(STORE_FAST_STORE_FAST,    0,                       0,      FL_FUSED, 0, 0)            \
    X(FOR_ITER_STORE_FAST,      0,                       0,      FL_FUSED, 0, 0)            \
    X(LOAD_CONST_BINARY_OP,     0,                       0,      FL_FUSED, 0, 0)            \
    /* three words: x + 1, x[0] */                                                          \
    X(LOAD_FAST_CONST_BINARY_OP, 0,                      0,      FL_FUSED, 0, 0)            \
    X(LOAD_FAST_CONST_SUBSCR,   0,                       0,      FL_FUSED, 0, 0)

enum {
#define X(n, ...) OP_##n,
    OPCODES(X)
#undef X
    OP__COUNT
};

extern const char *const op_names[OP__COUNT];

#define INSTR(op, arg) ((uint32_t)(op) | ((uint32_t)(arg) << 8))
#define I_OP(w) ((w) & 0xFF)
#define I_ARG(w) ((w) >> 8)
#define MAX_OPARG ((1u << 24) - 1)

/* One opcode's entry in the table, for the instruction w (flow -1: no
 * such opcode). Read by the compiler's stack-depth analysis
 * (compiler/stackdepth.c) and the snapshot reader's frame check
 * (vm/frame_shape.c). */
typedef struct op_effect {
    int pops, pushes, flow, jump_pops, jump_pushes;
} op_effect;

static inline op_effect op_effect_of(uint32_t w)
{
    int arg = (int)I_ARG(w);
    (void)arg; /* most entries do not read it */
    switch ((int)I_OP(w)) {
#define X(n, pops, pushes, flow, jpops, jpushes) \
    case OP_##n: return (op_effect){(pops), (pushes), (flow), (jpops), (jpushes)};
        OPCODES(X)
#undef X
    }
    return (op_effect){0, 0, -1, 0, 0};
}

/* Fuse hot pairs in finished code (superinstr.c); lengths, jump targets
 * and the line table are unchanged. */
void vm_superinstr(uint32_t *code, int n);

#endif
