/*
 * dis.c - a dis-like listing of a code object and the code objects in its
 * constants (pysafe --dis): one line per instruction with its source line,
 * operand and what the operand names.
 */
#include <stdio.h>
#include <string.h>

#include "interp_internal.h"
#include "objects/str_internal.h"

static void w(vm_write_fn wr, void *ud, const char *s) { wr(ud, s, strlen(s)); }

static void dis_code(psvm *vm, codeobj *co, vm_write_fn wr, void *ud, int depth)
{
    char buf[700];
    snprintf(buf, sizeof buf, "%sDisassembly of <code %s>: %d instructions, stack %d, blocks %d\n",
             depth ? "\n" : "", str_cstr(co->qualname), co->ncode, co->stacksize, co->nblocks);
    w(wr, ud, buf);
    int last_line = -1;
    for (int i = 0; i < co->ncode; i++) {
        uint32_t ins = co->code[i];
        int op = (int)I_OP(ins), arg = (int)I_ARG(ins);
        char line[16] = "";
        if (co->pos[i].line != last_line)
            snprintf(line, sizeof line, "%d", co->pos[i].line);
        last_line = co->pos[i].line;
        const char *note = "";
        char nb[300] = "";
        value name = V_NULL;
        if (op == OP_LOAD_CONST)
            name = vm_repr(vm, AS_TUPLE(co->consts)->items[arg]);
        else if (op == OP_LOAD_GLOBAL || op == OP_STORE_GLOBAL || op == OP_DELETE_GLOBAL || op == OP_LOAD_ATTR ||
                 op == OP_STORE_ATTR || op == OP_DELETE_ATTR || op == OP_LOAD_METHOD || op == OP_IMPORT_NAME ||
                 op == OP_IMPORT_FROM || op == OP_LOAD_NAME || op == OP_STORE_NAME || op == OP_DELETE_NAME)
            name = AS_TUPLE(co->names)->items[arg];
        else if (op == OP_LOAD_FAST || op == OP_STORE_FAST || op == OP_DELETE_FAST ||
                 op == OP_LOAD_FAST_LOAD_FAST || op == OP_LOAD_FAST_LOAD_CONST || op == OP_STORE_FAST_LOAD_FAST ||
                 op == OP_STORE_FAST_STORE_FAST || op == OP_LOAD_FAST_CONST_BINARY_OP ||
                 op == OP_LOAD_FAST_CONST_SUBSCR)
            name = AS_TUPLE(co->varnames)->items[arg]; /* a fused word keeps its first half's argument */
        else if (op == OP_LOAD_CONST_BINARY_OP)
            name = vm_repr(vm, AS_TUPLE(co->consts)->items[arg]);
        if (name && v_is_str(name)) {
            snprintf(nb, sizeof nb, "(%.250s)", str_cstr(name));
            note = nb;
        }
        snprintf(buf, sizeof buf, "%4s %6d %-26s %6d %s\n", line, i, op < OP__COUNT ? op_names[op] : "?", arg, note);
        w(wr, ud, buf);
    }
    for (int64_t k = 0; k < AS_TUPLE(co->consts)->len && depth < 20; k++) {
        value c = AS_TUPLE(co->consts)->items[k];
        if (v_is_type(c, &code_type))
            dis_code(vm, AS_CODE(c), wr, ud, depth + 1);
    }
}

int vm_dis(psvm *vm, value code, vm_write_fn wr, void *ud)
{
    dis_code(vm, AS_CODE(code), wr, ud, 0);
    vm->exc = V_NULL;
    return 0;
}
