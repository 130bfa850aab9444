/*
 * bigint.h - arbitrary-precision integer arithmetic with Python semantics.
 *
 * A pure library in the style of GMP's mpn layer: no Python objects, no
 * global state (but a cache of the CPU's features, objects/numbers/bigint_asm.h), no
 * malloc. The VM keeps an int as header + sign + length +
 * inline digits; this layer reads operands as views of such digits and
 * writes results into memory the caller provides, after asking a *_size
 * function how many digits the result can need at most. Scratch memory
 * (Karatsuba, division, conversions) comes from a bi_alloc callback that
 * may fail; a function whose scratch allocation fails returns BI_ENOMEM,
 * frees what it took and leaves its outputs unspecified but harmless (no
 * partial result is to be used, nothing leaks). Scratch is taken up front,
 * before any work, so a failure costs nothing.
 *
 * DIGITS. A digit is 32 bits, all of them used, little-endian (d[0] is the
 * least significant). Why 32: a digit product plus two carries fits a
 * uint64_t exactly ((2^32-1)^2 + 2(2^32-1) == 2^64-1), which every C11
 * target has, so the inner loops need no compiler extension; 64-bit
 * digits would need __int128, which is not C11 (where the compiler has
 * it, objects/numbers/bigint_impl.h's wide kernels use it to step two digits at a time
 * without changing this representation). Using every bit (unlike
 * CPython's 30) makes bitwise operations, shifts, to_bytes/from_bytes and
 * power-of-two bases plain bit copies, and needs no masking in carries.
 *
 * NUMBERS. A value is sign-magnitude: a view {d, len, neg}. Views are
 * NORMALISED: len == 0 for zero (and then neg is false), otherwise
 * d[len-1] != 0. Every function requires normalised inputs and produces
 * normalised outputs. Result memory (bi_out.d) must not overlap any input.
 *
 * SIZES. Every *_size function returns the maximum number of digits
 * (or bytes, or chars, as documented) the result can need, saturating at
 * SIZE_MAX when the true figure does not fit: the VM compares it with its
 * memory budget and refuses before allocating (so 10**10**8 and
 * 1 << 10**10 are refused before any work).
 *
 * COST. Every operation whose work is not O(1) has a bi_cost_* estimate in
 * WORK UNITS, roughly one digit multiply-add (one inner-loop step). All
 * estimates are computable from the operands' lengths (or the exponent)
 * before any work, are upper bounds up to a small constant, and saturate
 * at UINT64_MAX. The VM converts units to fuel with its own scale and
 * charges them before calling.
 *
 * ERRORS. Functions that can fail return bi_status. The Python message that
 * goes with each failure is documented at the function (it depends on the
 * operation, so the VM picks the text); the texts are the BI_MSG_* macros
 * below.
 */
#ifndef PS_VM_BIGINT_H
#define PS_VM_BIGINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint32_t bi_digit;
typedef uint64_t bi_twodigit;
#define BI_DIGIT_BITS 32

/* Digits needed for any int64_t/uint64_t, and for any finite double's
 * integer part (2^1024 needs 1025 bits -> 33 digits). */
#define BI_I64_DIGITS 2
#define BI_DOUBLE_DIGITS 33

/* CPython 3.11's default sys.get_int_max_str_digits(). */
#define BI_MAX_STR_DIGITS 4300

typedef enum bi_status {
    BI_OK = 0,
    BI_ENOMEM,         /* a scratch allocation returned NULL */
    BI_EZERODIV,       /* divisor (or modulus) is zero */
    BI_EOVERFLOW,      /* result does not fit the target C type */
    BI_ENEGATIVE,      /* negative value where only >= 0 is allowed */
    BI_ENOTINVERTIBLE, /* pow(a, -n, m) with gcd(a, m) != 1 */
    BI_EVALUE,         /* invalid literal, bad base, NaN */
    BI_ELIMIT,         /* decimal string conversion over the digit limit */
} bi_status;

/* A read-only operand. */
typedef struct bi_view {
    const bi_digit *d;
    size_t len;
    bool neg;
} bi_view;

/* A result: the caller sets d to memory of at least the documented size
 * (in digits); the function sets len and neg (normalised). */
typedef struct bi_out {
    bi_digit *d;
    size_t len;
    bool neg;
} bi_out;

/* Scratch allocator. alloc may return NULL (the function then returns
 * BI_ENOMEM). free is called with every pointer alloc returned, before the
 * function returns; free(ud, NULL) is never called. */
typedef struct bi_alloc {
    void *(*alloc)(void *ud, size_t size);
    void (*free)(void *ud, void *p);
    void *ud;
} bi_alloc;

static inline bi_view bi_view_of(const bi_out *r)
{
    bi_view v = { r->d, r->len, r->neg };
    return v;
}

/* -a and |a| are views over the same digits: O(1), no memory. */
static inline bi_view bi_neg_view(bi_view a)
{
    a.neg = a.len ? !a.neg : false;
    return a;
}

static inline bi_view bi_abs_view(bi_view a)
{
    a.neg = false;
    return a;
}

/* ---- CPython's messages ------------------------------------------------
 * The exact texts (CPython 3.11) that go with the errors above, so the VM
 * does not retype them; tests/bigint/difftest.py checks each one against
 * python3. printf formats where a figure goes in. */
#define BI_MSG_FLOORDIV_ZERO "integer division or modulo by zero"
#define BI_MSG_MOD_ZERO "integer modulo by zero"
#define BI_MSG_TRUEDIV_ZERO "division by zero"
#define BI_MSG_TRUEDIV_OVERFLOW "integer division result too large for a float"
#define BI_MSG_TO_FLOAT_OVERFLOW "int too large to convert to float"
#define BI_MSG_FROM_INF "cannot convert float infinity to integer"
#define BI_MSG_FROM_NAN "cannot convert float NaN to integer"
#define BI_MSG_POW_MOD_ZERO "pow() 3rd argument cannot be 0"
#define BI_MSG_NOT_INVERTIBLE "base is not invertible for the given modulus"
#define BI_MSG_NEGATIVE_SHIFT "negative shift count"
#define BI_MSG_BYTES_NEGATIVE "can't convert negative int to unsigned"
#define BI_MSG_BYTES_OVERFLOW "int too big to convert"
#define BI_MSG_ISQRT_NEGATIVE "isqrt() argument must be nonnegative"
#define BI_MSG_BAD_BASE "int() base must be >= 2 and <= 36, or 0"
/* %d: the base as given; %s: repr() of the argument. */
#define BI_MSG_INVALID_LITERAL "invalid literal for int() with base %d: %s"
/* %zu: the limit (int -> str). */
#define BI_MSG_STR_LIMIT "Exceeds the limit (%zu digits) for integer " \
    "string conversion; use sys.set_int_max_str_digits() to increase the limit"
/* %zu: the limit, %zu: the digit count bi_parse reported (str -> int). */
#define BI_MSG_PARSE_LIMIT "Exceeds the limit (%zu digits) for integer " \
    "string conversion: value has %zu digits; use " \
    "sys.set_int_max_str_digits() to increase the limit"

/* ---- construction and conversion ---------------------------------------
 * All O(1) except the double conversions (O(BI_DOUBLE_DIGITS)) and
 * bi_to_double/bi_frexp (O(1): they read the top three digits and scan for
 * a nonzero lower digit only when a tie needs it, O(len) worst case, cost
 * bi_cost_linear(len)). */

/* r->d must hold BI_I64_DIGITS. */
void bi_from_i64(int64_t v, bi_out *r);
void bi_from_u64(uint64_t v, bi_out *r);

/* Truncates toward zero like int(x). r->d must hold BI_DOUBLE_DIGITS.
 * BI_EOVERFLOW for +-inf (CPython: OverflowError "cannot convert float
 * infinity to integer"), BI_EVALUE for NaN (ValueError "cannot convert
 * float NaN to integer"). */
bi_status bi_from_double(double x, bi_out *r);

/* BI_EOVERFLOW when a is outside the type's range (*out untouched).
 * bi_to_u64 gives BI_ENEGATIVE for a < 0. */
bi_status bi_to_i64(bi_view a, int64_t *out);
bi_status bi_to_u64(bi_view a, uint64_t *out);

/* Correctly rounded (round-half-even) like float(a). BI_EOVERFLOW when the
 * rounded value exceeds DBL_MAX: OverflowError "int too large to convert to
 * float". */
bi_status bi_to_double(bi_view a, double *out);

/* a == m * 2**e with 0.5 <= |m| < 1, m correctly rounded to 53 bits (m may
 * round up to 1.0 exactly, then it is returned as 0.5 with e + 1). For
 * a == 0: returns 0.0, *e = 0. Never overflows: math.log/log2/log10 of huge
 * ints use it. */
double bi_frexp(bi_view a, int64_t *e);

/* ---- comparison --------------------------------------------------------
 * O(len) worst case, usually O(1). Return -1, 0 or 1. */
int bi_cmp(bi_view a, bi_view b);
int bi_cmp_i64(bi_view a, int64_t b);

/* Exact comparison of an int with a double, as CPython's int/float rich
 * compare (no rounding of a): x may be +-inf, must not be NaN (the caller
 * answers False for every NaN comparison except !=). */
int bi_cmp_double(bi_view a, double x);

/* ---- add, sub, mul -------------------------------------------------- */

/* add/sub: result <= max(alen, blen) + 1 digits. No failure.
 * Cost: bi_cost_linear(max(alen, blen)). */
size_t bi_add_size(size_t alen, size_t blen);
void bi_add(bi_view a, bi_view b, bi_out *r);
void bi_sub(bi_view a, bi_view b, bi_out *r);

/* mul: result <= alen + blen digits (SIZE_MAX if that overflows).
 * Schoolbook below BI_KARATSUBA_CUTOFF digits (of the shorter operand),
 * Karatsuba above (a much longer operand is cut into pieces the size of
 * the shorter); squaring is detected (a and b the same view). Scratch
 * (above the cutoff only): bi_mul keeps it under about 4 * max(alen, blen)
 * digits. BI_ENOMEM. Cost: bi_cost_mul(alen, blen).
 * The cutoff was measured (gcc -O2, x86-64, min of 7 runs): schoolbook
 * and Karatsuba tie near 48 digits; at 64 digits Karatsuba takes 2.3us
 * against 4.4us, at 128 digits 7.1us against 17.9us, with leaves of
 * 32..63 digits doing best. Overridable only to repeat that measurement. */
#ifndef BI_KARATSUBA_CUTOFF
#define BI_KARATSUBA_CUTOFF 64
#endif
size_t bi_mul_size(size_t alen, size_t blen);
bi_status bi_mul(bi_view a, bi_view b, bi_out *r, const bi_alloc *al);

/* ---- division ---------------------------------------------------------
 * Python floor semantics: q = floor(a / b), r = a - q*b, so r has b's sign
 * (or is zero) and |r| < |b|.
 * Sizes: q <= bi_divmod_qsize(alen, blen), r <= blen digits.
 * q or r may be NULL when not wanted. Scratch: alen + 2 * blen + 1
 * digits (none when |a| < |b|).
 * Errors: BI_EZERODIV for b == 0 (ZeroDivisionError: "integer division or
 * modulo by zero" for // and divmod, "integer modulo by zero" for %),
 * BI_ENOMEM. Cost: bi_cost_divmod(alen, blen). */
size_t bi_divmod_qsize(size_t alen, size_t blen);
bi_status bi_divmod(bi_view a, bi_view b, bi_out *q, bi_out *r,
                    const bi_alloc *al);

/* a / b correctly rounded to a double (round-half-even on the exact
 * quotient), like CPython's long_true_divide, for operands of any size.
 * Errors: BI_EZERODIV (ZeroDivisionError "division by zero"),
 * BI_EOVERFLOW (OverflowError "integer division result too large for a
 * float"), BI_ENOMEM. Scratch: about 4 * blen + 160 digits.
 * Cost: bi_cost_truediv(alen, blen): linear, since the quotient computed
 * is only ~57 bits whatever the sizes. */
bi_status bi_truediv(bi_view a, bi_view b, double *out, const bi_alloc *al);

/* ---- powers ----------------------------------------------------------- */

/* Result size of a ** e for e >= 0 (e negative is the VM's float path):
 * an upper bound from e * log2|a|, within 4 digits of the truth; 1 for
 * a in {0, 1, -1} or e == 0, whatever e's size; SIZE_MAX when it does not
 * fit. The VM compares this with its limits before calling bi_pow. */
size_t bi_pow_size(bi_view a, bi_view e);

/* r = a ** e, e >= 0 (BI_EVALUE if e < 0). Left-to-right binary
 * exponentiation; a power of two is a shift. Scratch: about
 * 6 * bi_pow_size digits. BI_ENOMEM (also when the size is SIZE_MAX).
 * Cost: bi_cost_pow(a, e). */
bi_status bi_pow(bi_view a, bi_view e, bi_out *r, const bi_alloc *al);

/* r = pow(a, e, m) with Python semantics: the result has m's sign (or is
 * zero); m == 1 or -1 gives 0; e < 0 means pow(inverse of a mod m, -e, m).
 * r->d must hold m.len digits. Errors: BI_EZERODIV for m == 0 (ValueError
 * "pow() 3rd argument cannot be 0"), BI_ENOTINVERTIBLE (ValueError "base
 * is not invertible for the given modulus"), BI_ENOMEM.
 * Scratch: about 12 * m.len + a.len digits (twice that with e < 0).
 * Cost: bi_cost_powmod(a, e, m). */
bi_status bi_powmod(bi_view a, bi_view e, bi_view m, bi_out *r,
                    const bi_alloc *al);

/* gcd(a, b) >= 0 (math.gcd). r->d must hold bi_gcd_size(alen, blen)
 * digits (max of the two). Scratch: about 5 * max(alen, blen).
 * BI_ENOMEM. Cost: bi_cost_gcd(alen, blen). */
size_t bi_gcd_size(size_t alen, size_t blen);
bi_status bi_gcd(bi_view a, bi_view b, bi_out *r, const bi_alloc *al);

/* floor(sqrt(a)) for a >= 0 (math.isqrt): BI_ENEGATIVE for a < 0 (ValueError
 * "isqrt() argument must be nonnegative"). r->d must hold alen / 2 + 1
 * digits. Scratch: about 4 * alen. BI_ENOMEM. Cost: bi_cost_isqrt(alen). */
bi_status bi_isqrt(bi_view a, bi_out *r, const bi_alloc *al);

/* ---- shifts and bitwise (infinite two's complement semantics) -----------
 * No scratch, no failure. Cost: bi_cost_linear(result size). A negative
 * shift count is the caller's ValueError ("negative shift count"). */

/* a << n: <= alen + n / 32 + 1 digits (SIZE_MAX on overflow), and 1 for
 * a == 0 whatever n. CPython's answer to an impossible size is
 * MemoryError (1 << (1 << 62)); a count that does not fit a uint64_t is
 * impossible unless a == 0, where the answer is 0. */
size_t bi_lshift_size(size_t alen, uint64_t n);
void bi_lshift(bi_view a, uint64_t n, bi_out *r);

/* a >> n, rounding toward -inf (so -1 >> n == -1): <= alen - n/32 + 1
 * digits (flooring can carry), and 1 when the shift clears everything.
 * Any count is fine: for a count that does not fit a uint64_t the caller
 * passes UINT64_MAX. */
size_t bi_rshift_size(size_t alen, uint64_t n);
void bi_rshift(bi_view a, uint64_t n, bi_out *r);

/* a & b, a | b, a ^ b: <= max(alen, blen) + 1 digits. ~a == -(a + 1):
 * <= alen + 1 digits. */
size_t bi_bitwise_size(size_t alen, size_t blen);
void bi_and(bi_view a, bi_view b, bi_out *r);
void bi_or(bi_view a, bi_view b, bi_out *r);
void bi_xor(bi_view a, bi_view b, bi_out *r);
void bi_invert(bi_view a, bi_out *r);

/* ---- bits and hashing ------------------------------------------------- */

/* int.bit_length() and int.bit_count() (of |a|). O(1) / O(len). */
uint64_t bi_bit_length(bi_view a);
uint64_t bi_bit_count(bi_view a);

/* hash(a) exactly as CPython on 64-bit: |a| mod (2**61 - 1), negated for
 * a < 0, and -1 becomes -2. O(len). */
int64_t bi_hash(bi_view a);

/* ---- bytes -------------------------------------------------------------
 * int.to_bytes(length, byteorder, signed=...): writes exactly len bytes.
 * Errors: BI_ENEGATIVE for a < 0 without is_signed (OverflowError "can't
 * convert negative int to unsigned"), BI_EOVERFLOW when a does not fit
 * (OverflowError "int too big to convert"). O(len + a.len). */
bi_status bi_to_bytes(bi_view a, uint8_t *buf, size_t len, bool little,
                      bool is_signed);

/* int.from_bytes(bytes, byteorder, signed=...): r->d must hold
 * bi_from_bytes_size(len) digits. O(len). */
size_t bi_from_bytes_size(size_t len);
void bi_from_bytes(const uint8_t *buf, size_t len, bool little,
                   bool is_signed, bi_out *r);

/* ---- strings ------------------------------------------------------------
 * Digits are ASCII, lowercase on output, either case on input. */

/* Upper bound of the chars bi_to_str writes for a (sign included, no
 * prefix, no NUL). base is 2, 8, 10 or 16. */
size_t bi_to_str_size(bi_view a, int base);

/* Writes a in base (2, 8, 10, 16) to buf (cap >= bi_to_str_size(a, base))
 * with a '-' for negatives and no prefix; *outlen = chars written; no NUL.
 * For base 10 and limit > 0, BI_ELIMIT when the digits (sign excluded)
 * would be more than limit: ValueError "Exceeds the limit (4300 digits) for
 * integer string conversion; use sys.set_int_max_str_digits() to increase
 * the limit" (4300 is the limit). The check is made before the quadratic
 * work. Powers of two have no limit. BI_EVALUE for another base, BI_ENOMEM
 * (base 10 takes a.len + 1 digits of scratch).
 * Cost: bi_cost_str(a.len, base). */
bi_status bi_to_str(bi_view a, int base, char *buf, size_t cap,
                    size_t *outlen, size_t limit, const bi_alloc *al);

/* Digits needed by bi_parse/bi_from_digits for a string of n chars. */
size_t bi_parse_size(size_t n, int base);

/* Plain digits: s[0..n) are all digits valid in base (2..36), n >= 1, no
 * sign, no underscore, no space. BI_EVALUE otherwise. No limit check.
 * Cost: bi_cost_str(bi_parse_size(n, base), base). */
bi_status bi_from_digits(const char *s, size_t n, int base, bi_out *r);

/* Python's int(s, base) rules in full on ASCII text: surrounding ASCII
 * whitespace, an optional sign, for base 0/2/8/16 an optional
 * 0b/0o/0x prefix (base 0 takes the base from it, and then a decimal with
 * leading zeros is invalid unless the value is zero), single underscores
 * between digits (and right after a prefix). base is 0 or 2..36.
 * The caller first turns non-ASCII Unicode decimal digits into ASCII
 * digits and Unicode whitespace into ' ' (CPython does the same).
 * Errors: BI_EVALUE for an invalid literal or base (ValueError "invalid
 * literal for int() with base %d: %R", the base as given); BI_ELIMIT
 * when base is not a power of two, limit > 0 and the digit count (without
 * underscores) exceeds limit: *ndigits then holds the count for
 * "Exceeds the limit (4300 digits) for integer string conversion: value has
 * %zu digits; use sys.set_int_max_str_digits() to increase the limit".
 * ndigits may be NULL. r->d must hold bi_parse_size(n, base ? base : 16)
 * digits. No scratch.
 * Cost: bi_cost_str(bi_parse_size(n, 10), 10) bounds every base. */
bi_status bi_parse(const char *s, size_t n, int base, size_t limit,
                   bi_out *r, size_t *ndigits);

/* ---- cost estimates (work units, saturating) --------------------------- */

/* O(n) operations on n digits: add, sub, compare, shifts, bitwise,
 * bit_count, hash, bytes, conversions of power-of-two bases. */
uint64_t bi_cost_linear(size_t n);
/* Schoolbook min*max, Karatsuba ~ max * min^0.585 above the cutoff. */
uint64_t bi_cost_mul(size_t alen, size_t blen);
/* (alen - blen + 1) * blen plus linear terms. */
uint64_t bi_cost_divmod(size_t alen, size_t blen);
/* a / b: one shift of a, one division with a 2-digit quotient. */
uint64_t bi_cost_truediv(size_t alen, size_t blen);
/* Squarings and multiplications of growing size. */
uint64_t bi_cost_pow(bi_view a, bi_view e);
/* bits(e) * 2 modular multiplications of m.len digits (+ an inverse). */
uint64_t bi_cost_powmod(bi_view a, bi_view e, bi_view m);
/* Euclid: quadratic in the longer length. */
uint64_t bi_cost_gcd(size_t alen, size_t blen);
/* Newton: a few divisions of alen digits. */
uint64_t bi_cost_isqrt(size_t alen);
/* To or from a string of alen digits: quadratic for base 10 (and other
 * non power-of-two bases), linear for powers of two. */
uint64_t bi_cost_str(size_t alen, int base);

#endif
