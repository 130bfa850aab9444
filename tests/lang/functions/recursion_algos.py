def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)])
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(48, 18), gcd(2 ** 40, 6 ** 20))
def hanoi(n, a, b, c, moves):
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(10, "A", "B", "C", [])))
def perms(xs):
    if len(xs) <= 1:
        return [xs]
    return [[x] + p for i, x in enumerate(xs) for p in perms(xs[:i] + xs[i + 1:])]
print(perms([1, 2, 3]))
memo = {}
def ways(n):
    if n in memo:
        return memo[n]
    r = 1 if n <= 1 else ways(n - 1) + ways(n - 2)
    memo[n] = r
    return r
print(ways(200))
