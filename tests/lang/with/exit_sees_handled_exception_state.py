# exceptions raised in a with body inside except blocks: __context__ set, exit arguments correct
class CM:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        self.got = (t.__name__ if t else None, str(v) if v else None)
        return True

try:
    raise KeyError("first")
except KeyError:
    with CM() as cm:
        raise ValueError("second")
    print(cm.got)

try:
    try:
        raise KeyError("outer")
    except KeyError:
        with CM() as cm:
            pass
        print("clean exit args", cm.got)
        raise
except KeyError as e:
    print("re-raised", e)

class Passthrough:
    def __enter__(self): return self
    def __exit__(self, t, v, tb): return False
try:
    try:
        raise KeyError("ctx")
    except KeyError:
        with Passthrough():
            raise ValueError("inner")
except ValueError as e:
    print(type(e).__name__, e, type(e.__context__).__name__, e.__context__)
def f():
    with CM():
        raise IndexError
    try:
        raise
    except RuntimeError as e:
        return type(e).__name__, str(e)
print(f())
