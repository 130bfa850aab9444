a = list(range(10))
print(a[2:8:2], a[::-3], a[-3:-1], a[8:2:-2], a[100:], a[-100:2], a[::], a[5:5])
s = "abcdefghij"
print(s[1::3], s[:-7:-1], s[slice(2, 5)], s[slice(None, None, 2)])
t = tuple(a)
print(t[3:6], t[::-4])
b = a[:]
b[2:5] = []
print(b, len(b))
b[:0] = [-1, -2]
print(b)
del b[-2:]
print(b)
print(slice(1, 2), slice(5).stop, slice(1, 2, 3).step)
