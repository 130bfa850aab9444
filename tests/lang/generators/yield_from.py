def inner(n):
    for i in range(n):
        got = yield i
        if got:
            print('inner got', got)
    return n * 10

def outer():
    r = yield from inner(3)
    print('inner returned', r)
    r2 = yield from inner(0)
    print('empty returned', r2)
    yield from 'ab'
    yield from (x * x for x in range(3))
    return 'outer done'

g = outer()
print(next(g))
print(g.send('hello'))
print(list(g))

def thrower():
    try:
        yield from inner(5)
    except ValueError as e:
        print('outer caught', e)
        yield 'after'

g = thrower()
print(next(g))
print(g.throw(ValueError('x')))

class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n

def over_class():
    r = yield from It()
    print('class result', r)

print(list(over_class()))

def delegate_close():
    try:
        yield from inner(5)
    finally:
        print('outer finally')
g = delegate_close()
next(g)
g.close()
print('closed')

def stop_value():
    yield 1
    return [1, 2]
def get():
    v = yield from stop_value()
    yield v
print(list(get()))

def sub_raises():
    yield 1
    raise KeyError('sub')
def wrap():
    try:
        yield from sub_raises()
    except KeyError as e:
        yield 'wrapped ' + str(e)
print(list(wrap()))

def yf_not_iterable():
    yield from 5
try:
    list(yf_not_iterable())
except TypeError as e:
    print(type(e).__name__, e)

class WithSend:
    def __init__(self):
        self.log = []
    def __iter__(self):
        return self
    def __next__(self):
        return 'n'
    def send(self, v):
        self.log.append(v)
        if len(self.log) > 2:
            raise StopIteration('send done')
        return 's' + str(v)
def uses_send(w):
    r = yield from w
    print('result', r)
w = WithSend()
g = uses_send(w)
print(next(g), g.send(1), g.send(2))
try:
    g.send(3)
except StopIteration:
    print('stop', w.log)
