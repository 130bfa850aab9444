/* The harness's own checks: CHECK and CHECK_STR must see what they test. */
#include "harness.h"

static void test_check_counts_failures(void)
{
    int before = harness_failures_in_test;
    CHECK(1 + 1 == 2);
    CHECK(before == harness_failures_in_test);
    /* A failing check must be counted; undo it so this test passes. */
    int saved = harness_failures_in_test;
    CHECK(0);
    CHECK(harness_failures_in_test == saved + 1);
    harness_failures_in_test = saved;
}

static void test_check_str_compares_contents(void)
{
    char buf[8] = "abc";
    CHECK_STR(buf, "abc");
    int saved = harness_failures_in_test;
    CHECK_STR(buf, "abd");
    CHECK_STR(NULL, "x");
    CHECK(harness_failures_in_test == saved + 2);
    harness_failures_in_test = saved;
}

TEST_MAIN(TEST_ENTRY(test_check_counts_failures)
          TEST_ENTRY(test_check_str_compares_contents))
