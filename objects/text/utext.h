/*
 * utext.h - UTF-8 text algorithms for the str type, as Python 3.11 does them.
 *
 * Pure C: no Python objects, no global mutable state, no allocation. Output
 * goes to a caller-owned tbuf (tbuf.h); when its grow hook refuses, the
 * function returns false and puts the tbuf's len back where it was.
 *
 * Text in: the VM's str always holds valid UTF-8 (checked once with
 * ut_validate() where bytes come in), so every function below except the
 * validators may assume valid UTF-8 and does not check it again.
 *
 * Unicode data: one table generated at build time from Debian's
 * unicode-data (/usr/share/unicode, Unicode 15.0) by objects/text/gen_utext_tables.py
 * holds every character property used here, the way CPython's
 * makeunicodedata.py derives them: category, CPython's flag bits
 * (alpha, decimal, digit, numeric incl. Unihan, Lowercase, Uppercase, Cased,
 * Case_Ignorable, XID_Start/Continue, space, line break, printable) and the
 * full case mappings (SpecialCasing.txt unconditional lines, CaseFolding.txt
 * C+F). utf8proc (2.8, also Unicode 15.0) does normalisation only. One
 * table means one Unicode version: CPython 3.11 uses 14.0, so code points
 * first assigned in 15.0 are unassigned here (category Cn, every predicate
 * false, case maps to itself, left alone by normalisation) and results match
 * python3.11 except for five modifier letters whose Lowercase property 15.0
 * changed; see docs/language.md, "Unicode".
 *
 * Cost, for fuel: everything is one pass over the input, O(bytes), except
 * where noted. ut_offset() is O(1) for an ASCII string and O(index) bytes
 * otherwise.
 */
#ifndef PS_UTEXT_H
#define PS_UTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tbuf.h"

/* ---- UTF-8 ------------------------------------------------------------- */

/* Why a byte string is not valid UTF-8, in the words of CPython's
 * UnicodeDecodeError: "'utf-8' codec can't decode byte 0xff in position 0:
 * invalid start byte" / "... bytes in position 0-1: unexpected end of
 * data". */
typedef struct ut_decode_error {
    size_t start, end;      /* the bad bytes are s[start, end) */
    const char *reason;     /* "invalid start byte", "invalid continuation
                               byte", "unexpected end of data" */
} ut_decode_error;

/*
 * Strict UTF-8 check (no surrogates, no overlong forms, nothing past
 * U+10FFFF). On success stores the number of code points and whether the
 * text is pure ASCII (either pointer may be NULL) and returns true. On
 * failure fills *err (may be NULL) with CPython's span and reason, which is
 * the first error CPython's decoder reports.
 */
bool ut_validate(const char *s, size_t n, size_t *ncp, bool *ascii,
                 ut_decode_error *err);

/* Decode the code point at s[i] (valid UTF-8, i < n) into *cp; returns its
 * length in bytes, 1..4. */
size_t ut_decode(const char *s, size_t n, size_t i, uint32_t *cp);

/* Encode cp (< 0x110000, not a surrogate) into out; returns 1..4. */
size_t ut_encode(uint32_t cp, char out[4]);

/* Append cp to b; false when b refused to grow. */
bool ut_put(tbuf *b, uint32_t cp);

/* Number of code points in valid UTF-8 (counts non-continuation bytes). */
size_t ut_count(const char *s, size_t n);

/*
 * Byte offset of code point number `index` (0 <= index <= ncp; index == ncp
 * gives n). With ascii == true it is `index`, O(1); otherwise a linear scan
 * of O(offset) bytes: the VM charges fuel for the bytes skipped.
 */
size_t ut_offset(const char *s, size_t n, bool ascii, size_t index);

/* ---- case mapping (str methods) --------------------------------------- */

/*
 * str.lower/upper/title/capitalize/swapcase/casefold of valid UTF-8 `s`,
 * appended to `out`. Full mappings (SpecialCasing.txt's unconditional ones,
 * CaseFolding.txt's C+F), and Final_Sigma for U+03A3 in lower, capitalize,
 * title and swapcase exactly as CPython applies it. The output is at most
 * UT_CASE_GROWTH times the input's byte length: reserve or charge that first.
 */
#define UT_CASE_GROWTH 3
bool ut_lower(const char *s, size_t n, tbuf *out);
bool ut_upper(const char *s, size_t n, tbuf *out);
bool ut_title(const char *s, size_t n, tbuf *out);
bool ut_capitalize(const char *s, size_t n, tbuf *out);
bool ut_swapcase(const char *s, size_t n, tbuf *out);
bool ut_casefold(const char *s, size_t n, tbuf *out);

/* ---- predicates -------------------------------------------------------- */

/*
 * The str predicates of Python: false for the empty string, as Python.
 * isupper/islower/istitle use the cased/uncased logic of CPython (at least
 * one cased character; istitle: uppercase/titlecase only after uncased,
 * lowercase only after cased). isspace: category Zs or bidirectional class
 * WS, B or S. isprintable: true for "" (as Python), false when any code
 * point is in Cc Cf Cs Co Cn Zl Zp or Zs other than ' '. isidentifier:
 * first code point XID_Start or '_', the rest XID_Continue (keywords are
 * the VM's business; str.isidentifier() does not normalise, while the lexer
 * should NFKC-normalise an identifier with ut_normalize(UT_NFKC) as CPython's
 * tokenizer does).
 */
bool ut_isalpha(const char *s, size_t n);
bool ut_isdigit(const char *s, size_t n);
bool ut_isdecimal(const char *s, size_t n);
bool ut_isnumeric(const char *s, size_t n);
bool ut_isalnum(const char *s, size_t n);
bool ut_isspace(const char *s, size_t n);
bool ut_isupper(const char *s, size_t n);
bool ut_islower(const char *s, size_t n);
bool ut_istitle(const char *s, size_t n);
bool ut_isprintable(const char *s, size_t n);
bool ut_isidentifier(const char *s, size_t n);
bool ut_isascii(const char *s, size_t n);

/* The same tests on one code point (str.split()/strip() with no argument
 * use ut_cp_isspace; repr() uses ut_cp_isprintable). */
bool ut_cp_isalpha(uint32_t cp);
bool ut_cp_isdigit(uint32_t cp);
bool ut_cp_isdecimal(uint32_t cp);
bool ut_cp_isnumeric(uint32_t cp);
bool ut_cp_isalnum(uint32_t cp);
bool ut_cp_isspace(uint32_t cp);
bool ut_cp_isupper(uint32_t cp);   /* Uppercase property */
bool ut_cp_islower(uint32_t cp);   /* Lowercase property */
bool ut_cp_istitle(uint32_t cp);   /* category Lt */
bool ut_cp_iscased(uint32_t cp);
bool ut_cp_isprintable(uint32_t cp);
bool ut_cp_isxidstart(uint32_t cp);
bool ut_cp_isxidcontinue(uint32_t cp);

/* Decimal value 0..9 of cp (int(), float()), or -1; digit value (Numeric_
 * Type Digit or Decimal) 0..9, or -1. */
int ut_cp_decimal(uint32_t cp);
int ut_cp_digit(uint32_t cp);

/*
 * str.splitlines() boundaries: if a line break starts at s[i] return its
 * length in bytes ("\r\n" is one break of 2), else 0. Breaks: \n \r \r\n
 * \v \f \x1c \x1d \x1e \x85 \u2028 \u2029.
 */
size_t ut_linebreak_at(const char *s, size_t n, size_t i);

/*
 * What float() and complex() do to a non-ASCII str before parsing (CPython's
 * _PyUnicode_TransformDecimalAndSpaceToASCII): each Unicode decimal digit
 * becomes its ASCII digit, each whitespace code point a ' ', other ASCII
 * is kept and any other code point becomes '?' (which then fails to parse).
 * Appends to out; the output is never longer than the input.
 */
bool ut_decimal_to_ascii(const char *s, size_t n, tbuf *out);

/* ---- unicodedata-like -------------------------------------------------- */

/* The two-letter general category ("Lu", "Cn", ...), 14.0 view. */
const char *ut_category(uint32_t cp);

/* The Unicode version the results follow ("14.0.0", as
 * unicodedata.unidata_version in CPython 3.11). */
const char *ut_unicode_version(void);

/*
 * NFC / NFKC / NFD / NFKD normalisation of valid UTF-8 via utf8proc,
 * appended to out. utf8proc works on a UTF-32 copy, so out is asked for up
 * to 4 * (decomposed length) + 3 scratch bytes past its len, and the
 * decomposed length is up to 18x the input's code points (the largest
 * decomposition): the VM should charge ut_normalize_size() first.
 * Returns false when out refused to grow.
 */
typedef enum ut_nf { UT_NFC, UT_NFD, UT_NFKC, UT_NFKD } ut_nf;
size_t ut_normalize_size(size_t nbytes);
bool ut_normalize(ut_nf form, const char *s, size_t n, tbuf *out);

#endif
