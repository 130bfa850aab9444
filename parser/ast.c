/*
 * ast.c - names of the AST's node kinds and operators, as CPython spells
 * them (ast.dump prints these; error messages quote some).
 */
#include "ast.h"

#define NAME_OR(table, k)                                                     \
    ((k) > 0 && (size_t)(k) < sizeof(table) / sizeof(table[0]) && table[k]   \
         ? table[k]                                                           \
         : "?")

static const char *const expr_names[] = {
    NULL, "BoolOp", "NamedExpr", "BinOp", "UnaryOp", "Lambda", "IfExp",
    "Dict", "Set", "ListComp", "SetComp", "DictComp", "GeneratorExp",
    "Await", "Yield", "YieldFrom", "Compare", "Call", "FormattedValue",
    "JoinedStr", "Constant", "Attribute", "Subscript", "Starred", "Name",
    "List", "Tuple", "Slice",
};

static const char *const stmt_names[] = {
    NULL, "FunctionDef", "AsyncFunctionDef", "ClassDef", "Return", "Delete",
    "Assign", "AugAssign", "AnnAssign", "For", "AsyncFor", "While", "If",
    "With", "AsyncWith", "Match", "Raise", "Try", "TryStar", "Assert",
    "Import", "ImportFrom", "Global", "Nonlocal", "Expr", "Pass", "Break",
    "Continue",
};

static const char *const pattern_names[] = {
    NULL, "MatchValue", "MatchSingleton", "MatchSequence", "MatchMapping",
    "MatchClass", "MatchStar", "MatchAs", "MatchOr",
};

static const char *const operator_names[] = {
    NULL, "Add", "Sub", "Mult", "MatMult", "Div", "Mod", "Pow", "LShift",
    "RShift", "BitOr", "BitXor", "BitAnd", "FloorDiv",
};

static const char *const unaryop_names[] = {NULL, "Invert", "Not", "UAdd", "USub"};
static const char *const boolop_names[] = {NULL, "And", "Or"};
static const char *const cmpop_names[] = {
    NULL, "Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is", "IsNot", "In", "NotIn",
};
static const char *const context_names[] = {NULL, "Load", "Store", "Del"};

const char *ast_expr_kind_name(ast_expr_kind k) { return NAME_OR(expr_names, k); }
const char *ast_stmt_kind_name(ast_stmt_kind k) { return NAME_OR(stmt_names, k); }
const char *ast_pattern_kind_name(ast_pattern_kind k) { return NAME_OR(pattern_names, k); }
const char *ast_operator_name(ast_operator op) { return NAME_OR(operator_names, op); }
const char *ast_unaryop_name(ast_unaryop op) { return NAME_OR(unaryop_names, op); }
const char *ast_boolop_name(ast_boolop op) { return NAME_OR(boolop_names, op); }
const char *ast_cmpop_name(ast_cmpop op) { return NAME_OR(cmpop_names, op); }
const char *ast_context_name(ast_expr_context ctx) { return NAME_OR(context_names, ctx); }
