# Integer loops: while/for, //, %, *, + and comparisons on small ints
# (Collatz chain lengths); some chains climb past 2**31.
N = 40000

longest = 0
best = 0
total = 0
for start in range(1, N + 1):
    n = start
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    total += steps
    if steps > longest:
        longest = steps
        best = start
print(best, longest, total)
