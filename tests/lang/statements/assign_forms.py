a = b = c = 5
print(a, b, c)
x = [1, 2, 3]
x[0] += 10
x[-1] *= 2
print(x)
d = {"k": 1}
d["k"] -= 1
d.setdefault("l", []).append(1)
print(d)
i = 0
i += 1; i <<= 3; i |= 1; i ^= 3; i &= 14; i >>= 1
print(i)
s = "a"
s += "b"
s *= 3
print(s)
t = (1,)
t += (2,)
print(t)
(a), [b] = 1, [2]
print(a, b)
n: int = 5
print(n)
