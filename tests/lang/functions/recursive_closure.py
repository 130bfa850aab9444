def make_fact():
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)
    return fact
print(make_fact()(10))
def memoize(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    return wrapper
@memoize
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90))
def accumulate():
    total = 0
    def add(x):
        nonlocal total
        total += x
        return total
    return add
acc = accumulate()
print([acc(i) for i in range(5)])
