# list methods, edge and error cases (differential)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = [3, 1, 2]
a.append(4); a.extend((5, 6)); a.extend(range(2)); a.extend('ab'); a.insert(0, 'x'); a.insert(-1, 'y'); a.insert(100, 'z'); a.insert(-100, 'w')
print(a)
print(a.pop(), a.pop(0), a.pop(-1), a)
t(lambda: [].pop())
t(lambda: [1].pop(5))
t(lambda: [1].pop('a'))
t(lambda: [1].pop(1, 2))
a = [1, 2, 3, 2, 1]
print(a.index(2), a.index(2, 2), a.index(1, -2), a.index(3, 0, 3), a.count(2), a.count(9), a.count(1.0))
t(lambda: a.index(9))
t(lambda: a.index(3, 3))
t(lambda: a.index())
t(lambda: a.index(1, 'a'))
t(lambda: a.count())
a.remove(2); print(a)
t(lambda: a.remove(9))
t(lambda: a.append())
t(lambda: a.append(1, 2))
t(lambda: a.insert(1))
t(lambda: a.insert('a', 1))
t(lambda: a.extend(1))
t(lambda: a.extend())
b = a.copy(); b.reverse(); print(a, b, b is a)
b.clear(); print(b)
s = [3, 1, 2]; s.sort(); print(s)
s.sort(reverse=True); print(s)
s = ['bb', 'a', 'ccc', 'dd']; s.sort(key=len); print(s)
s.sort(key=len, reverse=True); print(s)
t(lambda: [1, 'a'].sort())
t(lambda: [].sort(1))
t(lambda: [].sort(x=1))
t(lambda: [3, 2].sort(key=1))
pairs = [(1, 'b'), (0, 'a'), (1, 'a'), (0, 'b')]
pairs.sort(key=lambda p: p[0]); print(pairs)
print([1, 2] + [3], [1] * 3, 2 * [0], [] * 5, [1, 2] * -1, [1, [2]] == [1, [2]], [1, 2] < [1, 3], [2] > [1, 9], [] < [0])
t(lambda: [1] + (2,))
t(lambda: [1] * 'a')
t(lambda: [1] < 1)
t(lambda: [1, 'a'] < [1, 2])
x = [1, 2]; x += (3,); x += 'ab'; x *= 2; print(x)
x = list(range(10))
print(x[2:5], x[::-1], x[::3], x[-3:], x[:-7], x[5:2], x[100:], x[-100:2], x[1:8:-1], x[8:1:-2])
x[2:5] = ['a']; print(x)
x[::2] = [0] * len(x[::2]); print(x)
def badslice():
    y = [1, 2, 3]
    y[::2] = [1]
t(badslice)
def badstep():
    y = [1, 2, 3]
    y[::0] = []
t(badstep)
del x[::3]; print(x)
del x[1]; del x[-1]; print(x)
t(lambda: x[100])
t(lambda: x['a'])
t(lambda: x[1.0])
def setbad():
    x[50] = 1
t(setbad)
def delbad():
    del x[50]
t(delbad)
print(list(), list('abc'), list((1, 2)), list({1: 2}), list(range(3)))
t(lambda: list(1))
t(lambda: list(1, 2))
t(lambda: list(x=1))
print(len([]), bool([]), bool([0]), 3 in [1, 2, 3], 4 not in [1, 2])
l = [1]; l.append(l); print(l)
print(repr([1.0, 'a', None, True, (1,)]))
print(list.append)
print(sorted([3, 1, 2], reverse=True), [5, 3, 1][::-1])
def mutsort():
    y = [3, 2, 1]
    def k(v):
        y.append(v)
        return v
    y.sort(key=k)
t(mutsort)
