# Every operator and delimiter, longest match first.
a = b + c - d * e / f // g % h ** i @ j
a += 1; a -= 1; a *= 1; a /= 1; a //= 1; a %= 1; a **= 1; a @= m
a &= 1; a |= 1; a ^= 1; a <<= 1; a >>= 1
x = a << b >> c & d | e ^ ~f
y = a < b > c <= d >= e == f != g
z = [x[1:2], {k: v for k, v in d.items()}, (a, b), ...]
def f(a, /, b, *, c=1, **kw) -> int: return a
if (n := len(a)) > 10: pass
@decorator
class C: x: int = 1
lambda *a, **k: a
a.b.c
1 .real
x = ...
