def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total

g = acc()
print(g.send(None))
for v in (1, 2, 3):
    print(g.send(v))
try:
    g.send(None)
except StopIteration as e:
    print('final', e.value, e.args)
try:
    g.send(1)
except StopIteration as e:
    print('again', e.value, e.args)
g2 = acc()
try:
    g2.send(5)
except TypeError as e:
    print(type(e).__name__, e)
print(next(g2))
print(g2.__next__())
def two():
    a = yield 1
    b = yield a
    return (a, b)
t = two()
print(next(t), t.send('x'))
try:
    t.send('y')
except StopIteration as e:
    print(e.value)
try:
    g.send()
except TypeError as e:
    print(type(e).__name__, e)
try:
    g.send(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
