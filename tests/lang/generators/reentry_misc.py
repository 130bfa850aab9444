def me_gen():
    yield next(me)
me = me_gen()
try:
    next(me)
except ValueError as e:
    print(type(e).__name__, e)
print(list(me))
def sender():
    yield s.send(None)
s = sender()
try:
    next(s)
except ValueError as e:
    print(type(e).__name__, e)
def closer():
    c.close()
    yield 1
c = closer()
try:
    next(c)
except ValueError as e:
    print(type(e).__name__, e)
def thrower():
    t.throw(KeyError)
    yield 1
t = thrower()
try:
    next(t)
except ValueError as e:
    print(type(e).__name__, e)
def running():
    yield r.gi_running
r = running()
print(r.gi_running, next(r), r.gi_running, r.gi_suspended)
print(list(r), r.gi_suspended)
def yf_self():
    yield from y
y = yf_self()
try:
    next(y)
except ValueError as e:
    print(type(e).__name__, e)
# a generator passed around while paused
def counter():
    i = 0
    while True:
        i += 1
        yield i
c1 = counter()
c2 = counter()
print([next(c1) for _ in range(3)], next(c2), next(c1))
pipeline = (x * 2 for x in (y + 1 for y in counter()) if x % 3)
print([next(pipeline) for _ in range(5)])
def gen_in_gen():
    for g in (counter(), counter()):
        yield next(g), next(g)
print(list(gen_in_gen()))
