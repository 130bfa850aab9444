# yield from / await over a class iterator: the StopIteration(value) its __next__ raises is the result
class It:
    def __init__(self, n, value, *args):
        self.n, self.value, self.args = n, value, args
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            if self.args:
                raise StopIteration(*self.args)
            raise StopIteration(self.value) if self.value is not None else StopIteration
        self.n -= 1
        return self.n

def deleg(it):
    r = yield from it
    return ('got', r)

for it in [It(2, 42), It(0, 'x'), It(1, None), It(1, None, 1, 2), It(3, [1, 2])]:
    g = deleg(it)
    out = []
    try:
        while True:
            out.append(next(g))
    except StopIteration as e:
        print(out, e.value)

class Sender(It):
    def send(self, v):
        if v == 'stop':
            raise StopIteration('sent-stop')
        return self.__next__()

g = deleg(Sender(5, 'end'))
print(next(g), g.send(1), g.send(None))
try:
    g.send('stop')
except StopIteration as e:
    print('stop', e.value)

class Aw:
    def __init__(self, it):
        self.it = it
    def __await__(self):
        return self.it

async def c(it):
    r = await Aw(it)
    return r

for it in [It(2, 'done'), It(0, 5), It(1, None)]:
    co = c(it)
    steps = 0
    try:
        while True:
            co.send(None)
            steps += 1
    except StopIteration as e:
        print('await', steps, e.value)

# a generator's return value and a list iterator's end, for comparison
def inner():
    yield 1
    return 'inner'
print(list(deleg(inner())), list(deleg([1, 2])))
def outer():
    r = yield from deleg(inner())
    print('outer', r)
print(list(outer()))
