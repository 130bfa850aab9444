/*
 * harness.h - the unit-test harness: plain C, no dependency.
 *
 * Chosen over cmocka because the tests must run unchanged under ASan+UBSan,
 * under the allocation-failure build and under valgrind, and a header of
 * forty lines is easier to trust there than a library. A test file defines
 * `static void test_NAME(void)` functions and lists them in TEST_MAIN(...).
 * A failed CHECK reports file:line and the expression, the test goes on, and
 * the program exits 1 if anything failed. The closing line is
 * "N passed, N failed".
 */
#ifndef PS_TEST_HARNESS_H
#define PS_TEST_HARNESS_H

#include <stdio.h>
#include <string.h>

static int harness_failures_in_test;

#define CHECK(cond)                                                         \
    do {                                                                    \
        if (!(cond)) {                                                      \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__,          \
                    __LINE__, #cond);                                       \
            harness_failures_in_test++;                                     \
        }                                                                   \
    } while (0)

#define CHECK_STR(got, want)                                                \
    do {                                                                    \
        const char *g_ = (got), *w_ = (want);                               \
        if (!g_ || strcmp(g_, w_) != 0) {                                   \
            fprintf(stderr, "%s:%d: CHECK_STR failed: %s\n  got:  %s\n"     \
                    "  want: %s\n", __FILE__, __LINE__, #got,               \
                    g_ ? g_ : "(null)", w_);                                \
            harness_failures_in_test++;                                     \
        }                                                                   \
    } while (0)

typedef struct harness_test {
    const char *name;
    void (*fn)(void);
} harness_test;

static inline int harness_run(const harness_test *tests, size_t n)
{
    int passed = 0, failed = 0;
    for (size_t i = 0; i < n; i++) {
        harness_failures_in_test = 0;
        tests[i].fn();
        if (harness_failures_in_test) {
            printf("FAIL %s\n", tests[i].name);
            failed++;
        } else {
            printf("ok   %s\n", tests[i].name);
            passed++;
        }
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

#define TEST_ENTRY(fn) { #fn, fn },
#define TEST_MAIN(...)                                                      \
    int main(void)                                                          \
    {                                                                       \
        static const harness_test tests_[] = { __VA_ARGS__ };               \
        return harness_run(tests_, sizeof tests_ / sizeof tests_[0]);       \
    }

#endif
