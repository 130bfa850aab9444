/*
 * numfmt.h - numbers to and from text, exactly as CPython 3.11 does it.
 *
 * Pure C: no Python objects, no global mutable state, no allocation. Text is
 * appended to a caller-owned tbuf (tbuf.h); fixed-size results go to arrays
 * of the documented size. A function that fails fills an nf_error (the
 * exception class and CPython's message, word for word) and leaves the tbuf's
 * len as it found it.
 *
 * Big ints are the caller's business: the VM's bigint code turns an int into
 * a sign and a digit string in the base that nf_int_base() asks for, and this
 * module only lays it out (sign, prefix, grouping, padding).
 *
 * Cost: every function here is linear in the length of what it reads and
 * writes; nf_*_size() tell the VM that length before any work is done, so
 * `f'{x:1000000000}'` can be refused (or charged) up front.
 */
#ifndef PS_NUMFMT_H
#define PS_NUMFMT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "objects/text/tbuf.h"

/* ---- errors ------------------------------------------------------------ */

/* The Python exception a failure maps to. */
typedef enum nf_exc {
    NF_OK = 0,
    NF_VALUE_ERROR,
    NF_TYPE_ERROR,
    NF_OVERFLOW_ERROR,
    NF_ZERO_DIVISION_ERROR,
    NF_MEMORY,          /* the tbuf's grow hook refused: a limit, msg empty */
} nf_exc;

typedef struct nf_error {
    nf_exc exc;
    size_t len;         /* bytes in msg: a quoted spec may put NULs in it */
    char msg[400];      /* NUL-terminated, CPython's text; "" for NF_MEMORY;
                           a quoted spec is cut at 300 bytes */
} nf_error;

/* ---- float repr -------------------------------------------------------- */

/* Longest repr: "-2.2250738585072014e-308" is 24; room to spare. */
#define NF_REPR_MAX 32

/*
 * repr(x) == str(x): the shortest string that reads back as x, switching to
 * exponent form when the decimal exponent is < -4 or >= 16 ('1e-05',
 * '1e+16', '123456789012345.0'); 'inf', '-inf', 'nan', '-0.0'.
 * Writes a NUL-terminated string to out and returns its length.
 */
size_t nf_float_repr(double x, char out[NF_REPR_MAX]);

/* ---- format-spec mini-language (format(), f-strings, str.format) ------- */

typedef struct nf_spec {
    uint32_t fill;      /* code point; ' ' when not given */
    char align;         /* '<' '>' '^' '=' or 0 (not given) */
    char sign;          /* '+' '-' ' ' or 0 */
    bool no_neg_zero;   /* 'z' */
    bool alt;           /* '#' */
    bool zero;          /* '0' before the width */
    char grouping;      /* ',' '_' or 0 */
    uint32_t type;      /* the presentation type (a code point), 0: none,
                           NF_TYPE_NUL: an explicit U+0000 (unknown to int
                           and str, the same as none to float, as CPython) */
    int64_t width;      /* -1 when not given */
    int64_t precision;  /* -1 when not given */
    const char *type_name;  /* for messages: "int", "float", "str", "bool" */
} nf_spec;

#define NF_TYPE_NUL 0x110000u

/* Which Python type a spec is applied to: it changes the error texts. */
typedef enum nf_kind { NF_KIND_STR, NF_KIND_INT, NF_KIND_FLOAT } nf_kind;

/*
 * Parse spec text (UTF-8; the fill may be any code point) as CPython's
 * parse_internal_render_format_spec does for `kind`. Errors (ValueError):
 * "Invalid format specifier '...' for object of type 'float'",
 * "Too many decimal digits in format string", "Format specifier missing
 * precision", "Cannot specify both ',' and '_'.", "Cannot specify ',' with
 * ','." ... `type_name` is the value's Python type name as messages
 * show it (a subclass shows its own name); NULL means the kind's name.
 * For NF_KIND_STR an absent type becomes 's'; for ints 'd'. Only the syntax is checked here; whether the type code suits
 * the value is checked by the nf_format_* functions (which is also where
 * CPython checks it). `spec` must be valid UTF-8.
 */
bool nf_spec_parse(const char *spec, size_t n, nf_kind kind,
                   const char *type_name, nf_spec *out, nf_error *err);

/*
 * The digits nf_format_int() needs for this spec:
 *   2, 8, 10, 16  pass the magnitude in that base (hex in lower case);
 *                 for 'c' pass base 10 (the code point, range-checked here);
 *   0             the spec is a float presentation (e E f F g G %): convert
 *                 the int to a float (OverflowError "int too large to
 *                 convert to float" is the VM's) and call nf_format_float().
 * Unknown type codes also return 10; nf_format_int() reports them.
 */
int nf_int_base(const nf_spec *spec);

/*
 * Upper bounds, in bytes, of what the nf_format_* call with the same
 * arguments appends, computed in O(1) before any work; SIZE_MAX when the
 * result would not fit in memory anyway. The VM charges or refuses this
 * before formatting (the only way a small script builds a huge string
 * through a format width or precision).
 */
size_t nf_format_int_size(const nf_spec *spec, size_t ndigits);
size_t nf_format_float_size(const nf_spec *spec, double x);
size_t nf_format_str_size(const nf_spec *spec, size_t nbytes);

/*
 * format(int, spec). `digits` is the magnitude (no sign, no prefix, at least
 * one digit, no leading zeros unless it is "0") in base nf_int_base(spec).
 * Types: b c d o x X n and none ('n' formats as 'd': the sandbox has only
 * the C locale). Errors: "Unknown format code 'q' for object of type 'int'",
 * "Precision not allowed in integer format specifier", "Sign not allowed
 * with integer format specifier 'c'", "Cannot specify ',' with 'x'.",
 * "Negative zero coercion (z) not allowed in integer format specifier",
 * OverflowError "%c arg not in range(0x110000)" ...
 */
bool nf_format_int(const nf_spec *spec, bool negative, const char *digits,
                   size_t ndigits, tbuf *out, nf_error *err);

/*
 * format(float, spec): types e E f F g G n % and none (like 'g' with at
 * least one digit after the point, and repr() when there is no precision).
 * ValueError "precision too big" past INT_MAX as CPython.
 */
bool nf_format_float(const nf_spec *spec, double x, tbuf *out, nf_error *err);

/*
 * format(str, spec): types s and none. `s` is valid UTF-8 holding `ncp`
 * code points; precision truncates by code points, width pads by code
 * points. Errors: "Sign not allowed in string format specifier", "'='
 * alignment not allowed in string format specifier", "Alternate form (#)
 * not allowed in string format specifier", "Cannot specify ',' with 's'." ...
 */
bool nf_format_str(const nf_spec *spec, const char *s, size_t nbytes,
                   size_t ncp, tbuf *out, nf_error *err);

/* ---- printf-style: str % args and bytes % args ------------------------- */

enum {
    NF_PCT_LEFT = 1,    /* '-' */
    NF_PCT_PLUS = 2,    /* '+' */
    NF_PCT_SPACE = 4,   /* ' ' */
    NF_PCT_ALT = 8,     /* '#' */
    NF_PCT_ZERO = 16,   /* '0' */
};

/* One conversion: %[(key)][flags][width|*][.precision|*][lenmod]conv */
typedef struct nf_pct {
    int flags;          /* NF_PCT_* */
    int64_t width;      /* -1 none; NF_PCT_STAR when '*' (take from args) */
    int64_t precision;  /* -1 none; NF_PCT_STAR when '.*' */
    uint32_t conv;      /* the conversion code point: d i u o x X e E f F
                           g G c r s a, or anything else (unsupported) */
    size_t conv_index;  /* its code-point index in fmt, for the message */
    size_t key_start;   /* the (key) text is fmt[key_start, key_end) ... */
    size_t key_end;     /* ... and key_end == 0 when there is no key */
} nf_pct;

#define NF_PCT_STAR (-2)

/*
 * Parse the conversion that starts at fmt[*pos] == '%' (fmt is the whole
 * format string, nbytes long, valid UTF-8) and advance *pos past it. Key
 * parentheses nest as in CPython. The VM fills '*' widths from the
 * arguments: a negative width from '*' means NF_PCT_LEFT and its absolute
 * value ("* wants int" is the VM's message). `cp_index` is the code-point
 * index of fmt[*pos] (for conv_index). Errors (ValueError): "incomplete
 * format", "incomplete format key", "width too big", "precision too big".
 * "%%" is a conversion with conv '%' that takes no argument; any other
 * conversion takes one, and CPython fetches that argument ("not enough
 * arguments for format string") BEFORE it rejects an unknown conv, so an
 * unknown conv is not an error here: after fetching the argument the VM
 * calls nf_pct_unsupported().
 */
bool nf_pct_parse(const char *fmt, size_t nbytes, size_t *pos,
                  size_t cp_index, nf_pct *out, nf_error *err);

/* Fill err with "unsupported format character 'y' (0x79) at index 1". */
void nf_pct_unsupported(const nf_pct *p, nf_error *err);

/* Bytes that nf_pct_* below will append at most (see nf_format_*_size). */
size_t nf_pct_size(const nf_pct *p, size_t value_len);

/* The base nf_pct_int() wants for p->conv: 10 for d i u, 8 for o, 16 for
 * x X (lower-case digits). */
int nf_pct_base(const nf_pct *p);

/* %d %i %u %o %x %X: an int as sign + magnitude digits in nf_pct_base(). */
bool nf_pct_int(const nf_pct *p, bool negative, const char *digits,
                size_t ndigits, tbuf *out, nf_error *err);

/* %e %E %f %F %g %G (the VM converts ints; %d of a float truncates in the
 * VM, then nf_pct_int). "precision too big" past INT_MAX. */
bool nf_pct_float(const nf_pct *p, double x, tbuf *out, nf_error *err);

/* %s %r %a %c: the VM made the text (str(), repr(), ascii(), the char);
 * precision truncates by code points, width pads by code points. */
bool nf_pct_str(const nf_pct *p, const char *s, size_t nbytes, size_t ncp,
                tbuf *out, nf_error *err);

/* ---- float() and float methods ------------------------------------------ */

/*
 * float(text): ASCII text (for a non-ASCII str the VM first runs
 * ut_decimal_to_ascii()). Leading/trailing whitespace, a sign, digits with
 * single underscores between digits, '.', an exponent; "inf", "infinity",
 * "nan" in any case with an optional sign. No hex. Returns false on bad
 * input; the VM raises ValueError "could not convert string to float: %R".
 * Overflow gives +-inf, like CPython.
 */
bool nf_parse_float(const char *s, size_t n, double *out);

/* float.hex(): "-0x1.8000000000000p+1", "inf", "nan", "0x0.0p+0". */
#define NF_HEX_MAX 32
size_t nf_float_hex(double x, char out[NF_HEX_MAX]);

/* float.fromhex(text) (ASCII; the VM rejects non-ASCII with the same
 * message). ValueError "invalid hexadecimal floating-point string",
 * OverflowError "hexadecimal value too large to represent as a float". */
bool nf_float_fromhex(const char *s, size_t n, double *out, nf_error *err);

/*
 * float.as_integer_ratio(): x == numerator / 2**den_shift, numerator odd or
 * den_shift == 0, num_shift >= 0: the ratio is
 *     (mantissa << num_shift) / (1 << den_shift)
 * with at most one of the shifts non-zero. The VM builds the bigints.
 * OverflowError "cannot convert Infinity to integer ratio", ValueError
 * "cannot convert NaN to integer ratio".
 */
typedef struct nf_ratio {
    int64_t mantissa;   /* signed, |mantissa| < 2**53 */
    int num_shift;      /* 0 .. 1023 */
    int den_shift;      /* 0 .. 1074 */
} nf_ratio;
bool nf_float_as_ratio(double x, nf_ratio *out, nf_error *err);

/*
 * round(x, ndigits) for a float x and an int ndigits (the VM clamps a bigint
 * ndigits to INT64_MIN/INT64_MAX first): correctly rounded, half to even on
 * the exact decimal value, as CPython's double_round. inf/nan come back
 * unchanged; OverflowError "rounded value too large to represent" when
 * rounding carries past DBL_MAX.
 */
bool nf_float_round(double x, int64_t ndigits, double *out, nf_error *err);

/* round(x) with no ndigits is the VM's (half-even to an int; it needs a
 * bigint): nf_float_round(x, 0) gives that value as a float. */

/*
 * x % y, x // y and divmod(x, y) with CPython's signs: the remainder takes
 * the sign of y (and is -0.0 / +0.0 to match), the floor quotient is
 * +-0.0 as CPython. ZeroDivisionError "float modulo", "float floor
 * division by zero", "float divmod()".
 */
bool nf_float_mod(double x, double y, double *out, nf_error *err);
bool nf_float_floordiv(double x, double y, double *out, nf_error *err);
bool nf_float_divmod(double x, double y, double *quot, double *rem,
                     nf_error *err);

#endif
