class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x, *rest, scale=1):
        return (x + self.n + sum(rest)) * scale
a = Adder(10)
print(a(1), a(1, 2, 3), a(1, scale=2), callable(a), callable(Adder), callable(5))
print(list(map(a, [1, 2])), sorted([3, 1, 2], key=Adder(0)))
class NoCall:
    pass
try:
    NoCall()()
except TypeError as e:
    print(e)
class Memo:
    def __init__(self, f):
        self.f = f
        self.cache = {}
    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.f(n)
        return self.cache[n]
@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), type(fib).__name__)
