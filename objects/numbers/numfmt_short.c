/*
 * numfmt_short.c - the shortest digits of a double (repr) in integer
 * arithmetic, for the doubles a script mostly prints.
 *
 * x = m * 2**e with e < 0 and m < 2**53. The decimals that read back as x
 * are those inside its rounding interval, whose ends are (4m - 2) and
 * (4m + 2) times 2**(e-2) (4m - 1 below a power of two, where the gap to
 * the next double down is half as wide), ends included when m is even
 * (strtod rounds a tie to the even mantissa). Scaled by 10**k the interval
 * is [L, H] / 2**s with s = 2 - e, and for k = 0, 1, 2 ... the first k at
 * which it holds an integer n gives the fewest significant digits: a
 * candidate at a larger k with trailing zeros is one at a smaller k. Of
 * the candidates at that k (all of one length: two lengths would mean a
 * power of ten in between, a candidate at a smaller k) the one nearest to
 * x is dtoa mode 0's answer.
 *
 * All of it fits 128 bits when s <= 127 and k <= 21 (L, H < 2**55 * 10**21
 * < 2**125), which covers 2**-72 < x < 2**53 with up to ~17 digits after the
 * point: prices, ratios, coordinates, averages. Anything else (large or
 * tiny values, subnormals, or two candidates equally near) returns -1 and
 * nf_fp_shortest's printout search decides.
 */
#include "numfmt_int.h"

#include <float.h>
#include <math.h>
#include <string.h>

__extension__ typedef unsigned __int128 u128;

int nf_fp_shortest_fast(double ax, char *out, int *decpt)
{
    if (!(ax >= DBL_MIN && ax < 9007199254740992.0)) /* [DBL_MIN, 2**53) */
        return -1;
    int ex;
    double fr = frexp(ax, &ex); /* ax = fr * 2**ex, 0.5 <= fr < 1 */
    uint64_t m = (uint64_t)ldexp(fr, 53);
    int e = ex - 53;
    int s = 2 - e;
    if (e >= 0 || s > 127)
        return -1;
    bool incl = (m & 1) == 0;
    bool lower_half = m == ((uint64_t)1 << 52) && ax > DBL_MIN;
    u128 lo = (u128)(4 * m - (lower_half ? 1 : 2)), hi = (u128)(4 * m + 2), mid = (u128)(4 * m);
    u128 one = 1, mask = (one << s) - 1, half = one << (s - 1);
    for (int k = 0; k <= 21; k++) {
        if (k > 0) {
            lo *= 10;
            hi *= 10;
            mid *= 10;
        }
        u128 nlo = lo >> s, nhi = hi >> s;
        if ((lo & mask) != 0 || !incl)
            nlo++; /* the first multiple of 2**s above lo, or lo itself if incl */
        if ((hi & mask) == 0 && !incl)
            nhi--;
        if (nlo > nhi)
            continue;
        u128 n = mid >> s, rem = mid & mask;
        if (rem > half)
            n++;
        else if (rem == half) {
            bool down_ok = n >= nlo && n <= nhi, up_ok = n + 1 >= nlo && n + 1 <= nhi;
            if (down_ok && up_ok)
                return -1; /* equally near: leave it to the exact search */
            if (up_ok)
                n++;
        }
        if (n < nlo)
            n = nlo;
        if (n > nhi)
            n = nhi;
        /* 17 significant digits always read back, so the first k with a
         * candidate gives n < 10**17: it fits 64 bits. */
        uint64_t v = (uint64_t)n;
        char buf[24]; /* least significant digit first */
        int len = 0, z = 0;
        for (; v; v /= 10)
            buf[len++] = (char)('0' + v % 10);
        if (len == 0)
            return -1;
        while (buf[z] == '0')
            z++;
        for (int i = len - 1; i >= z; i--)
            *out++ = buf[i];
        *out = '\0';
        *decpt = len - k;
        return len - z;
    }
    return -1;
}
