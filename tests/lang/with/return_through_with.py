# return inside with: __exit__ runs before the caller sees the value, exit can't change it but can raise
log = []
class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        log.append("exit " + self.name)
        return False

def f():
    with CM("a"):
        with CM("b"):
            return "value"
    return "not here"
print(f(), log)
log.clear()

def g():
    with CM("g"):
        try:
            return "try"
        finally:
            log.append("finally")
print(g(), log)
log.clear()

class Suppress:
    def __enter__(self): return self
    def __exit__(self, *a):
        log.append("suppress exit")
        return True
def h():
    with Suppress():
        return "from body"
    return "after with"
print(h(), log)
log.clear()
def k():
    with Suppress():
        raise ValueError
    return "after suppressed"
print(k(), log)
class ExitRaises:
    def __enter__(self): return self
    def __exit__(self, *a):
        raise KeyError("exit overrides return")
def m():
    with ExitRaises():
        return 1
try:
    m()
except KeyError as e:
    print(type(e).__name__, e)
def loop_return():
    for i in range(5):
        with CM(str(i)):
            if i == 2:
                return i
print(loop_return(), log)
