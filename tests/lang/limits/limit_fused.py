# pysafe-only
# args: --max-instructions=300 --timeout=0
# Fused instructions (vm/superinstr.c) charge one unit of fuel for each
# instruction they replace: the limit stops this loop exactly where the
# unfused bytecode stopped (figures taken before the fusion).
def f(n):
    xs = [1, 2, 3]
    t = 0
    for i in range(n):
        a, b = i, t
        t = a + xs[0] + b % 3
        print(i, t)


f(10**6)
# expect: 0 1
# expect: 1 3
# expect: 2 3
# expect: 3 4
# expect: 4 6
# expect: 5 6
# expect: 6 7
# expect: 7 9
# expect: 8 9
# expect: 9 10
# expect: 10 12
# expect-error: pysafe.LimitError: instruction limit exceeded (300 instructions)
