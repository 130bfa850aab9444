# Recursive calls: the cost of a Python-to-Python call and return, with
# small-int arithmetic and a comparison in every frame.
N = 700


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


total = 0
for i in range(N):
    total += fib(17 + i % 4)
print(total)
