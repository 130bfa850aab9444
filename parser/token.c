/*
 * token.c - token kinds by name, for --dump-tokens and error messages.
 */
#include "lexer.h"

const char *lex_token_name(ps_token_kind k)
{
    static const char *const names[] = {
#define PS_TOKEN_NAME(name, text) text,
        PS_TOKENS(PS_TOKEN_NAME)
#undef PS_TOKEN_NAME
    };
    if ((unsigned)k >= TK__COUNT)
        return "?";
    return names[k];
}
