/*
 * unicodedata_tables.h - the generated tables of stdlib/unicodedata.c
 * (stdlib/gen_unicodedata.py), each sorted by code point.
 */
#ifndef PS_UNICODEDATA_TABLES_H
#define PS_UNICODEDATA_TABLES_H

#include <stdint.h>

typedef struct ud_alias { int32_t cp; const char *alias; } ud_alias;
typedef struct ud_numval { int32_t cp; long long num, den; } ud_numval;
/* The width in place, not a pointer: nothing to relocate at load time. */
typedef struct ud_widthrange { int32_t lo, hi; char width[4]; } ud_widthrange;

extern const ud_alias ud_aliases[];
extern const int ud_aliases_count;
extern const ud_numval ud_numeric[];
extern const int ud_numeric_count;
extern const ud_widthrange ud_eaw[];
extern const int ud_eaw_count;

#endif
