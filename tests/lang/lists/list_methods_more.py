a = [1, 2, 3]
a.append(4); a.extend([5, 6]); a.insert(0, 0); a.insert(-1, 9); a.insert(100, 10)
print(a, a.pop(), a.pop(0), a.index(9), a.count(2))
a.remove(9)
print(a)
a.reverse()
print(a, a.copy() == a, a.copy() is a)
a.clear()
print(a, [1, 2] * 2, [0] * 0, [[]] * 2, [1] + [2])
b = [3, 1, 2]
b[1:2] = [7, 8, 9]
print(b)
b[::2] = [0, 0, 0]
print(b)
del b[0]
del b[::2]
print(b, b[-1:], b[:-1], b[5:], b[::-2])
c = [1, 2]
c += (3, 4)
c *= 2
print(c)
[].pop()
