# send(): priming rule, values received by yield, send(None) like next, errors on unstarted generators
def echo():
    received = []
    while True:
        x = yield len(received)
        if x == "stop":
            return received
        received.append(x)

g = echo()
print(g.send(None))
print(g.send("a"), g.send("b"), next(g), g.send(3))
try:
    g.send("stop")
except StopIteration as e:
    print("done", e.value)
try:
    g.send(1)
except StopIteration as e:
    print("exhausted", e.args)

g2 = echo()
try:
    g2.send(5)
except TypeError as e:
    print(type(e).__name__, e)
print(next(g2))

def double():
    v = 0
    while True:
        v = yield v * 2
print([double().send(None)])
d = double(); next(d)
print([d.send(i) for i in range(5)])

try:
    echo().send()
except TypeError as e:
    print(type(e).__name__, e)
try:
    echo().send(1, 2)
except TypeError as e:
    print(type(e).__name__, e)

def yields_expr():
    a = (yield 1) + (yield 2)
    yield a
g = yields_expr()
print(next(g), g.send(10), g.send(20))
