# yield from forwards send, throw and close to the subgenerator; return value from throw-handling
def sub():
    got = []
    while True:
        try:
            x = yield len(got)
        except ValueError as e:
            got.append(("exc", str(e)))
            continue
        if x is None:
            return got
        got.append(x)

def deleg():
    r = yield from sub()
    yield ("result", r)

d = deleg()
print(next(d))
print(d.send("a"))
print(d.throw(ValueError("v")))
print(d.send("b"))
print(d.send(None))

log = []
def sub2():
    try:
        yield 1
        yield 2
    finally:
        log.append("sub finally")
def deleg2():
    try:
        yield from sub2()
    finally:
        log.append("deleg finally")
d2 = deleg2(); next(d2)
d2.close()
print(log)

def deleg3():
    try:
        yield from sub2()
    except KeyError as e:
        yield ("outer caught", str(e))
log.clear()
d3 = deleg3(); next(d3)
print(d3.throw(KeyError("k")), log)

class NoThrow:
    def __iter__(self):
        return self
    def __next__(self):
        return "item"
def deleg4():
    try:
        yield from NoThrow()
    except IndexError as e:
        yield ("got", type(e).__name__)
d4 = deleg4(); print(next(d4))
print(d4.throw(IndexError))
d5 = deleg4(); next(d5)
try:
    d5.send(1)
except AttributeError as e:
    print(type(e).__name__, e)
