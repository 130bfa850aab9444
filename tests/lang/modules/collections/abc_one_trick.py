from collections.abc import Iterable, Iterator, Sized, Container, Hashable, Callable, Reversible, Collection
class It:
    def __iter__(self):
        return self
    def __next__(self):
        raise StopIteration
class OnlyIter:
    def __iter__(self):
        return iter([])
class Sz:
    def __len__(self):
        return 0
class Ct:
    def __contains__(self, x):
        return False
class Call:
    def __call__(self):
        return 1
class NoHash:
    def __eq__(self, o):
        return True
class HashNone:
    __hash__ = None
class Rev:
    def __reversed__(self):
        return iter([])
    def __iter__(self):
        return iter([])
class All:
    def __len__(self):
        return 0
    def __iter__(self):
        return iter([])
    def __contains__(self, x):
        return False
class IterNone(OnlyIter):
    __iter__ = None
abcs = [Iterable, Iterator, Sized, Container, Hashable, Callable, Reversible, Collection]
for c in [It, OnlyIter, Sz, Ct, Call, NoHash, HashNone, Rev, All, IterNone, object]:
    print(c.__name__, [isinstance(c(), a) for a in abcs], [issubclass(c, a) for a in abcs] == [isinstance(c(), a) for a in abcs])
print(isinstance(It, Callable), isinstance(len, Callable), isinstance(It().__next__, Callable))
