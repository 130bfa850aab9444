/*
 * bigint_asm.h - the x86-64 carry-chain kernels of vm/bigint*.c (why: see
 * BI_ASM in bigint_impl.h). Each runs over 4 * n4 64-bit words (n4 >= 1)
 * at digit pointers and the caller finishes the 0..3 words left in C.
 * Loop counters step with dec (or lea and jrcxz where the overflow flag
 * carries too) and pointers with lea, because those leave the carry flag
 * alone, and the carry flag is what carries from one word to the next.
 * r may be a (or b): every word is read before the store to its place.
 */
#ifndef PS_VM_BIGINT_ASM_H
#define PS_VM_BIGINT_ASM_H

#include "bigint_impl.h"

#if BI_ASM
#include <cpuid.h>
#include <stdatomic.h>

/* r = a + b with adc (returns the carry), r = a - b with sbb (returns
 * the borrow): the same loop but for the one instruction. */
#define BI_ASM_ADDSUB4(name, op)                                             \
    static inline uint64_t name(bi_digit *r, const bi_digit *a,              \
                                const bi_digit *b, size_t n4)                \
    {                                                                        \
        uint64_t t0, t1, t2, t3, c = 0;                                      \
        __asm__("clc\n\t"                                                    \
                "1:\n\t"                                                     \
                "movq (%[a]), %[t0]\n\t"                                     \
                "movq 8(%[a]), %[t1]\n\t"                                    \
                "movq 16(%[a]), %[t2]\n\t"                                   \
                "movq 24(%[a]), %[t3]\n\t"                                   \
                op " (%[b]), %[t0]\n\t"                                      \
                op " 8(%[b]), %[t1]\n\t"                                     \
                op " 16(%[b]), %[t2]\n\t"                                    \
                op " 24(%[b]), %[t3]\n\t"                                    \
                "movq %[t0], (%[r])\n\t"                                     \
                "movq %[t1], 8(%[r])\n\t"                                    \
                "movq %[t2], 16(%[r])\n\t"                                   \
                "movq %[t3], 24(%[r])\n\t"                                   \
                "leaq 32(%[a]), %[a]\n\t"                                    \
                "leaq 32(%[b]), %[b]\n\t"                                    \
                "leaq 32(%[r]), %[r]\n\t"                                    \
                "decq %[n]\n\t"                                              \
                "jnz 1b\n\t"                                                 \
                "setc %b[c]\n\t"                                             \
                : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2),            \
                  [t3] "=&r"(t3), [c] "+r"(c), [n] "+r"(n4), [a] "+r"(a),    \
                  [b] "+r"(b), [r] "+r"(r)                                   \
                :                                                            \
                : "cc", "memory");                                           \
        return c;                                                            \
    }

BI_ASM_ADDSUB4(asm_add4, "adcq")
BI_ASM_ADDSUB4(asm_sub4, "sbbq")

/*
 * r = a * m; returns the word above. Word i of the result is
 * lo(a_i m) + hi(a_(i-1) m) + the carry flag, one adc chain: mulx does
 * not write the flags. The final hi + carry cannot wrap, since
 * hi(a m) <= 2^64 - 2 for any 64-bit a and m. Needs BMI2 (have_mulx).
 */
static inline uint64_t asm_mul4(bi_digit *r, const bi_digit *a, size_t n4,
                                uint64_t m)
{
    uint64_t hi, l0, l1, h0, h1;
    __asm__("xorl %k[hi], %k[hi]\n\t" /* hi = 0, and CF = 0 */
            "1:\n\t"
            "mulxq (%[a]), %[l0], %[h0]\n\t"
            "mulxq 8(%[a]), %[l1], %[h1]\n\t"
            "adcq %[hi], %[l0]\n\t"
            "adcq %[h0], %[l1]\n\t"
            "movq %[l0], (%[r])\n\t"
            "movq %[l1], 8(%[r])\n\t"
            "mulxq 16(%[a]), %[l0], %[h0]\n\t"
            "mulxq 24(%[a]), %[l1], %[hi]\n\t"
            "adcq %[h1], %[l0]\n\t"
            "adcq %[h0], %[l1]\n\t"
            "movq %[l0], 16(%[r])\n\t"
            "movq %[l1], 24(%[r])\n\t"
            "leaq 32(%[a]), %[a]\n\t"
            "leaq 32(%[r]), %[r]\n\t"
            "decq %[n]\n\t"
            "jnz 1b\n\t"
            "adcq $0, %[hi]\n\t"
            : [hi] "=&r"(hi), [l0] "=&r"(l0), [l1] "=&r"(l1), [h0] "=&r"(h0),
              [h1] "=&r"(h1), [n] "+r"(n4), [a] "+r"(a), [r] "+r"(r)
            : "d"(m)
            : "cc", "memory");
    return hi;
}


/*
 * r -= a * m; returns the word to subtract above (Knuth D's
 * multiply-subtract). Two chains at once: the product's words
 * p_i = lo(a_i m) + hi(a_(i-1) m) + carry run in the carry flag (adcx),
 * and r - p as r + ~p + 1 runs in the overflow flag (adox), which starts
 * at 1 for the + 1 and ends as 1 exactly when no borrow left the top. The
 * word above is then the product's last high word, its carry and the
 * borrow, which together are below 2^64 (the true quotient of what was
 * subtracted). Needs BMI2 and ADX (have_adx).
 */
static inline uint64_t asm_submul4(bi_digit *r, const bi_digit *a, size_t n4,
                                   uint64_t m)
{
    uint64_t hi, l0, l1, h0, of;
    __asm__("xorl %k[hi], %k[hi]\n\t"
            "movl $0x7fffffff, %k[l0]\n\t"
            "addl $1, %k[l0]\n\t" /* OF = 1, CF = 0 */
            "1:\n\t"
            "mulxq (%[a]), %[l0], %[h0]\n\t"
            "adcxq %[hi], %[l0]\n\t"
            "notq %[l0]\n\t"
            "adoxq (%[r]), %[l0]\n\t"
            "movq %[l0], (%[r])\n\t"
            "mulxq 8(%[a]), %[l1], %[hi]\n\t"
            "adcxq %[h0], %[l1]\n\t"
            "notq %[l1]\n\t"
            "adoxq 8(%[r]), %[l1]\n\t"
            "movq %[l1], 8(%[r])\n\t"
            "mulxq 16(%[a]), %[l0], %[h0]\n\t"
            "adcxq %[hi], %[l0]\n\t"
            "notq %[l0]\n\t"
            "adoxq 16(%[r]), %[l0]\n\t"
            "movq %[l0], 16(%[r])\n\t"
            "mulxq 24(%[a]), %[l1], %[hi]\n\t"
            "adcxq %[h0], %[l1]\n\t"
            "notq %[l1]\n\t"
            "adoxq 24(%[r]), %[l1]\n\t"
            "movq %[l1], 24(%[r])\n\t"
            "leaq 32(%[a]), %[a]\n\t"
            "leaq 32(%[r]), %[r]\n\t"
            "leaq -1(%[n]), %[n]\n\t"
            "jrcxz 2f\n\t"
            "jmp 1b\n\t"
            "2:\n\t"
            "movl $0, %k[of]\n\t"
            "movl $0, %k[l0]\n\t"
            "seto %b[of]\n\t"
            "adcxq %[l0], %[hi]\n\t"
            : [hi] "=&r"(hi), [l0] "=&r"(l0), [l1] "=&r"(l1), [h0] "=&r"(h0),
              [of] "=&r"(of), [n] "+c"(n4), [a] "+r"(a), [r] "+r"(r)
            : "d"(m)
            : "cc", "memory");
    return hi + 1 - of;
}

/*
 * The CPU's BMI2 (mulx) and ADX (adcx, adox) bits, from CPUID leaf 7,
 * read once: CPUID can trap to the hypervisor, and clang 14's
 * __builtin_cpu_supports does not know "adx". A relaxed atomic because
 * any thread may be first; all of them compute the same value.
 */
enum { CPU_UNKNOWN = 0, CPU_BMI2 = 1, CPU_ADX = 2, CPU_READ = 4 };

static inline int cpu_bits(void)
{
    static _Atomic int bits;
    int b = atomic_load_explicit(&bits, memory_order_relaxed);
    if (b == CPU_UNKNOWN) {
        unsigned eax, ebx = 0, ecx, edx;
        b = CPU_READ;
        if (__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) {
            if (ebx & (1u << 8))
                b |= CPU_BMI2;
            if (ebx & (1u << 19))
                b |= CPU_ADX;
        }
        atomic_store_explicit(&bits, b, memory_order_relaxed);
    }
    return b;
}

static inline bool have_mulx(void)
{
    return cpu_bits() & CPU_BMI2;
}

static inline bool have_adx(void)
{
    return (cpu_bits() & (CPU_BMI2 | CPU_ADX)) == (CPU_BMI2 | CPU_ADX);
}
#endif

#endif
