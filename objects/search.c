/*
 * search.c - the last occurrence of a byte string in another, in time
 * linear in both lengths and constant extra space, for rfind, rindex,
 * rsplit and rpartition of str and bytes.
 *
 * Why not the obvious loop (memcmp at every position from the right): its
 * worst case is a near-miss needle, b'b' + b'a' * 10**5 in b'a' * 10**7,
 * which takes 10**12 steps inside one instruction that no fuel charge made
 * beforehand would cover. The forward search has the same problem and
 * solves it with glibc's memmem (Two-Way); libc has no reverse memmem, so
 * this is Crochemore and Perrin's Two-Way algorithm ("Two-way string
 * matching", J. ACM 38(3), 1991) run on the reversed texts: the first
 * match in the reversed haystack is the last one in the haystack. Two-Way
 * splits the needle at a critical factorisation x = u.v, matches v left to
 * right and then u right to left, and shifts by the period or by the
 * mismatch position; no byte of the haystack is compared more than twice.
 */
#include <string.h>

#include "str_internal.h"

/* The reversed views: byte i counted from the end. */
#define X(i) (x[xn - 1 - (i)])
#define Y(i) (y[yn - 1 - (i)])

/* Start of the maximal suffix of the reversed needle under the byte order
 * (flip false) or its reverse (flip true), and its period in *per. */
static int64_t max_suffix(const unsigned char *x, int64_t xn, bool flip, int64_t *per)
{
    int64_t ms = -1, j = 0, k = 1, p = 1;
    while (j + k < xn) {
        unsigned a = X(j + k), b = X(ms + k);
        if (flip ? a > b : a < b) {
            j += k;
            k = 1;
            p = j - ms;
        } else if (a == b) {
            if (k != p)
                k++;
            else {
                j += p;
                k = 1;
            }
        } else {
            ms = j;
            j = ms + 1;
            k = p = 1;
        }
    }
    *per = p;
    return ms;
}

/* First match of the reversed needle x in the reversed haystack y, as an
 * offset into the reversed haystack, or -1. xn >= 1. */
static int64_t two_way_reversed(const unsigned char *y, int64_t yn, const unsigned char *x, int64_t xn)
{
    int64_t p, q;
    int64_t i = max_suffix(x, xn, false, &p), j = max_suffix(x, xn, true, &q);
    int64_t ell = i > j ? i : j, per = i > j ? p : q;
    /* Is the needle periodic with that period (u a suffix of v's prefix)? */
    bool periodic = per + ell + 1 <= xn;
    for (int64_t k = 0; periodic && k <= ell; k++)
        periodic = X(k) == X(k + per);
    if (periodic) {
        /* memory: how much of the needle's start is known to match after
         * a shift by the period */
        int64_t memory = -1;
        for (j = 0; j <= yn - xn;) {
            i = (ell > memory ? ell : memory) + 1;
            while (i < xn && X(i) == Y(i + j))
                i++;
            if (i >= xn) {
                i = ell;
                while (i > memory && X(i) == Y(i + j))
                    i--;
                if (i <= memory)
                    return j;
                j += per;
                memory = xn - per - 1;
            } else {
                j += i - ell;
                memory = -1;
            }
        }
        return -1;
    }
    per = (ell + 1 > xn - ell - 1 ? ell + 1 : xn - ell - 1) + 1;
    for (j = 0; j <= yn - xn;) {
        i = ell + 1;
        while (i < xn && X(i) == Y(i + j))
            i++;
        if (i >= xn) {
            i = ell;
            while (i >= 0 && X(i) == Y(i + j))
                i--;
            if (i < 0)
                return j;
            j += per;
        } else
            j += i - ell;
    }
    return -1;
}

int64_t str_rfind_bytes(const char *h, int64_t hn, const char *n, int64_t nn)
{
    if (nn > hn)
        return -1;
    if (nn == 0)
        return hn;
    if (nn == 1) {
        const char *p = memrchr(h, n[0], (size_t)hn);
        return p ? p - h : -1;
    }
    int64_t j = two_way_reversed((const unsigned char *)h, hn, (const unsigned char *)n, nn);
    return j < 0 ? -1 : hn - j - nn;
}
