/*
 * token.h - the token kinds the lexer produces and the grammar consumes.
 *
 * One X-macro list drives the enum, the names used by --dump-tokens and the
 * map onto lemon's token codes (parse.c builds it from grammar.h, where lemon
 * names each terminal like the entry here without the TK_ prefix).
 *
 * Soft keywords (match, case, _, type) are NAME tokens; the parse driver
 * decides from context when `match`/`case` open a statement.
 */
#ifndef PS_TOKEN_H
#define PS_TOKEN_H

#define PS_TOKENS(X)                                                          \
    /* structure */                                                           \
    X(ENDMARKER, "ENDMARKER") X(NEWLINE, "NEWLINE") X(INDENT, "INDENT")       \
    X(DEDENT, "DEDENT")                                                        \
    /* atoms */                                                               \
    X(NAME, "NAME") X(NUMBER, "NUMBER") X(STRING, "STRING")                   \
    /* keywords */                                                            \
    X(FALSE, "False") X(NONE, "None") X(TRUE, "True") X(AND, "and")           \
    X(AS, "as") X(ASSERT, "assert") X(ASYNC, "async") X(AWAIT, "await")       \
    X(BREAK, "break") X(CLASS, "class") X(CONTINUE, "continue")               \
    X(DEF, "def") X(DEL, "del") X(ELIF, "elif") X(ELSE, "else")               \
    X(EXCEPT, "except") X(FINALLY, "finally") X(FOR, "for") X(FROM, "from")   \
    X(GLOBAL, "global") X(IF, "if") X(IMPORT, "import") X(IN, "in")           \
    X(IS, "is") X(LAMBDA, "lambda") X(NONLOCAL, "nonlocal") X(NOT, "not")     \
    X(OR, "or") X(PASS, "pass") X(RAISE, "raise") X(RETURN, "return")         \
    X(TRY, "try") X(WHILE, "while") X(WITH, "with") X(YIELD, "yield")         \
    /* brackets and punctuation */                                            \
    X(LPAR, "(") X(RPAR, ")") X(LSQB, "[") X(RSQB, "]") X(LBRACE, "{")        \
    X(RBRACE, "}") X(COLON, ":") X(COMMA, ",") X(SEMI, ";") X(DOT, ".")       \
    X(ELLIPSIS, "...") X(RARROW, "->") X(AT, "@") X(EQUAL, "=")               \
    X(COLONEQUAL, ":=")                                                       \
    /* operators */                                                           \
    X(PLUS, "+") X(MINUS, "-") X(STAR, "*") X(SLASH, "/")                     \
    X(DOUBLESLASH, "//") X(PERCENT, "%") X(DOUBLESTAR, "**")                  \
    X(LEFTSHIFT, "<<") X(RIGHTSHIFT, ">>") X(AMPER, "&") X(VBAR, "|")         \
    X(CIRCUMFLEX, "^") X(TILDE, "~") X(LESS, "<") X(GREATER, ">")             \
    X(LESSEQUAL, "<=") X(GREATEREQUAL, ">=") X(EQEQUAL, "==")                 \
    X(NOTEQUAL, "!=")                                                         \
    /* augmented assignment */                                                \
    X(PLUSEQUAL, "+=") X(MINEQUAL, "-=") X(STAREQUAL, "*=")                   \
    X(SLASHEQUAL, "/=") X(DOUBLESLASHEQUAL, "//=") X(PERCENTEQUAL, "%=")      \
    X(DOUBLESTAREQUAL, "**=") X(ATEQUAL, "@=") X(AMPEREQUAL, "&=")            \
    X(VBAREQUAL, "|=") X(CIRCUMFLEXEQUAL, "^=") X(LEFTSHIFTEQUAL, "<<=")      \
    X(RIGHTSHIFTEQUAL, ">>=")

typedef enum ps_token_kind {
#define PS_TOKEN_ENUM(name, text) TK_##name,
    PS_TOKENS(PS_TOKEN_ENUM)
#undef PS_TOKEN_ENUM
    TK__COUNT
} ps_token_kind;

#endif
