def trace(label):
    def deco(fn):
        def wrapped(*a):
            print(label, fn.__name__, a)
            return fn(*a)
        return wrapped
    return deco
@trace("A")
@trace("B")
def mul(x, y):
    return x * y
print(mul(3, 4))
def count_calls(fn):
    calls = [0]
    def w(*a, **k):
        calls[0] += 1
        return fn(*a, **k)
    w.calls = calls
    return w
