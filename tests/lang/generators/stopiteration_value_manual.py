# driving a generator by hand: StopIteration.value collected, yield-from equivalent written out
def sub(n):
    total = 0
    for i in range(n):
        x = yield i
        total += x or 0
    return total

def manual_delegate(gen):
    try:
        y = next(gen)
    except StopIteration as e:
        return e.value
    while True:
        s = yield y
        try:
            y = gen.send(s)
        except StopIteration as e:
            return e.value

def run(gen, sends):
    out = [next(gen)]
    for s in sends:
        try:
            out.append(gen.send(s))
        except StopIteration as e:
            out.append(("ret", e.value))
            break
    return out

print(run(manual_delegate(sub(3)), [10, 20, 30, 40]))
def real_delegate(gen):
    return (yield from gen)
print(run(real_delegate(sub(3)), [10, 20, 30, 40]))
e = StopIteration(5)
print(e.value, e.args)
e = StopIteration()
print(e.value, e.args)
e = StopIteration(1, 2)
print(e.value, e.args)
e.value = "changed"
print(e.value, e.args)
class It:
    def __iter__(self):
        return self
    def __next__(self):
        raise StopIteration("v1", "v2")
def d():
    r = yield from It()
    yield r
print(list(d()))
