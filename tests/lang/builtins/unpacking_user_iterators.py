# unpacking from user iterators and generators: exact, starred, nested, errors naming expected counts
class It:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n))

a, b = It(2)
print(a, b)
x, *y, z = It(5)
print(x, y, z)
*w, = It(3)
print(w)
(p, q), r = It(2), 9
print(p, q, r)
for i, (j, k) in enumerate([It(2), "ab"]):
    print(i, j, k)
print([*It(2), *"cd", *(v * 10 for v in range(2))])
print((*It(3),), {*It(2)} == {0, 1})
def f(*args):
    return args
print(f(*It(3)), f(*It(0)))
def attempt(n, pattern):
    try:
        if pattern == 2:
            a, b = It(n)
        elif pattern == 3:
            a, b, c = It(n)
        elif pattern == "star":
            a, b, *c = It(n)
        print("ok", n, pattern)
    except ValueError as e:
        print(type(e).__name__, e)
for n in [0, 1, 2, 3, 4]:
    attempt(n, 2)
    attempt(n, 3)
    attempt(n, "star")
try:
    a, b = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    a, *b = None
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(*5)
except TypeError as e:
    print(type(e).__name__, e)
