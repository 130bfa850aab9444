def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
best = max(range(1, 3000), key=collatz)
print(best, collatz(best))
print([collatz(n) for n in range(1, 11)])
