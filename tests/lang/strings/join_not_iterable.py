# str.join and bytes.join of what gives no iterator: CPython's "can only join an iterable" for every
# TypeError of getting one (functions, None, ints, a class's __iter__ = None or raising TypeError)
def show(label, f):
    try:
        print(label, "ok", f())
    except Exception as e:
        print(label, type(e).__name__, e)

def func():
    pass
class IterNone:
    __iter__ = None
class IterTypeError:
    def __iter__(self):
        raise TypeError("mine")
class IterValueError:
    def __iter__(self):
        raise ValueError("mine")
class NonIterator:
    def __iter__(self):
        return 5
class NextTypeError:
    def __iter__(self):
        return self
    def __next__(self):
        raise TypeError("from next")
class Seq:
    def __getitem__(self, i):
        if i < 2:
            return "ab"[i]
        raise IndexError
for a in [func, None, 3, 1.5, IterNone(), IterTypeError(), IterValueError(), NonIterator(), NextTypeError(), Seq(), len]:
    name = type(a).__name__
    show("str " + name, lambda: ",".join(a))
    show("bytes " + name, lambda: b",".join(a))
show("str items", lambda: ",".join(["a", 1]))
show("bytes items", lambda: b",".join([b"a", "b"]))
show("str gen", lambda: ",".join(x for x in "xyz"))
show("bytes gen", lambda: b",".join(bytes([c]) for c in b"xyz"))
