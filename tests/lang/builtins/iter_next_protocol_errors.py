# iter()/next() protocol errors: non-iterables, non-iterators, __iter__ returning junk, __next__ missing, next default
def attempt(fn):
    try:
        print(fn())
    except (TypeError, StopIteration) as e:
        print(type(e).__name__, e)

attempt(lambda: iter(5))
attempt(lambda: iter(None))
attempt(lambda: next([1, 2]))
attempt(lambda: next("abc"))
attempt(lambda: next(iter([]), "default"))
attempt(lambda: next(iter([])))
class BadIter:
    def __iter__(self):
        return 42
attempt(lambda: iter(BadIter()))
attempt(lambda: [x for x in BadIter()])
class IterReturnsList:
    def __iter__(self):
        return [1, 2]
attempt(lambda: iter(IterReturnsList()))
class NextOnly:
    def __next__(self):
        return 1
attempt(lambda: iter(NextOnly()))
class NoNext:
    def __iter__(self):
        return self
attempt(lambda: iter(NoNext()))
attempt(lambda: list(NoNext()))
class IterNone:
    __iter__ = None
attempt(lambda: iter(IterNone()))
attempt(lambda: next(5))
attempt(lambda: next(iter([1]), 1, 2))
attempt(lambda: iter())
attempt(lambda: iter(1, 2, 3))
it = iter([1, 2])
print(next(it), next(it), next(it, None), next(it, None))
class Counter:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 2:
            raise StopIteration
        return self.n
c = Counter()
print(list(c), list(c), next(c, "still done"))
