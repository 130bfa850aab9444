# GeneratorExit through yield from: close propagates, subiterator close() called, non-generator iterators
log = []
class Closable:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        return self.i
    def close(self):
        log.append("Closable.close")

def deleg():
    try:
        yield from Closable()
    except GeneratorExit:
        log.append("deleg got GeneratorExit")
        raise

d = deleg(); print(next(d), next(d))
d.close()
print(log)

log.clear()
class NoClose:
    def __iter__(self):
        return self
    def __next__(self):
        return 0
def deleg2():
    try:
        yield from NoClose()
    finally:
        log.append("deleg2 finally")
d = deleg2(); next(d); d.close()
print(log)

log.clear()
def sub():
    try:
        yield 1
    except GeneratorExit:
        log.append("sub exit")
        return "sub result"
def deleg3():
    r = yield from sub()
    log.append(("after", r))
    yield "more"
d = deleg3(); next(d)
try:
    d.close()
except RuntimeError as e:
    print(type(e).__name__, e)
print(log)

class CloseRaises:
    def __iter__(self):
        return self
    def __next__(self):
        return 1
    def close(self):
        raise ValueError("close failed")
def deleg4():
    yield from CloseRaises()
d = deleg4(); next(d)
try:
    d.close()
except ValueError as e:
    print(type(e).__name__, e)
