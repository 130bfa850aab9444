/*
 * numfmt_int.h - what numfmt.c and numfmt_parse.c share; not for the VM.
 */
#ifndef PS_NUMFMT_INT_H
#define PS_NUMFMT_INT_H

#include "numfmt.h"

/* A double has at most 767 significant decimal digits; printing 780 is
 * always exact. */
#define NF_EXACT_DIGITS 780
#define NF_EXACT_MAX 800

/* PyOS_double_to_string's flags. */
#define NF_DTSF_SIGN 1
#define NF_DTSF_ADD_DOT_0 2
#define NF_DTSF_ALT 4
#define NF_DTSF_NO_NEG_0 8

bool nf_fail(nf_error *err, nf_exc exc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
bool nf_nomem(nf_error *err, tbuf *out, size_t len0);

/* Digits of |x| rounded half-even to `keep` significant digits, or to
 * `keep` places after the point (fixed); see numfmt.c. out needs
 * NF_EXACT_MAX + 2 bytes. Returns the digit count. */
int nf_fp_digits(double x, bool fixed, int64_t keep, char *out, int *decpt);
/* The shortest digits that read back as |x| (dtoa mode 0). */
int nf_fp_shortest(double x, char *out, int *decpt);
/* Its two ways: integer arithmetic for 2**-72 < |x| < 2**53 when that
 * decides it (numfmt_short.c; -1 when it does not), and a search over
 * printouts that always does (numfmt.c). */
int nf_fp_shortest_fast(double ax, char *out, int *decpt);
int nf_fp_shortest_search(double x, char *out, int *decpt);
/* PyOS_double_to_string(x, code, precision, flags) appended to out; code
 * is one of e E f F g G r. False when out refused to grow. */
bool nf_double_to_string(double x, char code, int64_t precision, int flags,
                         tbuf *out);
/* Append fill code point count times. */
bool nf_put_fill(tbuf *out, uint32_t fill, int64_t count);

#endif
