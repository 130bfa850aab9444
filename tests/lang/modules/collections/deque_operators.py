from collections import deque
a = deque([1, 2]); b = deque('ab')
print(a + b, b + a, a + deque(), a * 3, 3 * a, a * 0, a * -1, deque() * 5)
m = deque([1, 2, 3], maxlen=4)
print(m + a, (m + a).maxlen, m * 2, (m * 2).maxlen, a + m, (a + m).maxlen)
x = deque([1]); y = x
x += [2, 3]; print(x, y, x is y)
x += 'ab'; print(x)
x += range(2); print(x)
x *= 2; print(x, x is y)
x *= 0; print(x)
try:
    a + [1]
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1] + a
except TypeError as e:
    print(type(e).__name__, e)
try:
    a * 'x'
except TypeError as e:
    print(type(e).__name__, e)
try:
    a * 1.5
except TypeError as e:
    print(type(e).__name__, e)
try:
    a - a
except TypeError as e:
    print(type(e).__name__, e)
try:
    x += 1
except TypeError as e:
    print(type(e).__name__, e)
print(a * True, a * False)
s = deque([1, 2], maxlen=3); s *= 3; print(s)
