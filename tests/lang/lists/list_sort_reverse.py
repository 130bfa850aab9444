a = [5, 3, 8, 1]
b = a
a.sort()
print(a, b is a)
a.sort(reverse=True)
print(a)
a.reverse()
print(a, list(reversed(a)))
c = ["b", "A", "c"]
c.sort()
print(c)
c.sort(key=str.lower)
print(c)
d = [[3, "c"], [1, "a"], [2, "b"]]
d.sort()
print(d)
d.sort(key=lambda x: x[1], reverse=True)
print(d)
e = [1, 2]
e.sort(key=lambda x: e.append(0) or x)
print(len(e) >= 2)
