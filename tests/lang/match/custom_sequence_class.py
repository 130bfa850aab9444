# user classes as sequence subjects: collections.abc.Sequence subclasses match, plain __getitem__ classes don't
import collections.abc

class Seq(collections.abc.Sequence):
    def __init__(self, *items):
        self.items = items
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]

class NotRegistered:
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return [1, 2][i]

def f(v):
    match v:
        case []:
            return "empty"
        case [x]:
            return ("one", x)
        case [x, *mid, y]:
            return ("many", x, list(mid), y)
        case _:
            return "not a sequence"

for v in [Seq(), Seq(1), Seq(1, 2, 3, 4), NotRegistered(), Seq("a", "b")]:
    print(f(v))

class SeqList(list):
    pass
class SeqTuple(tuple):
    pass
print(f(SeqList([9])), f(SeqTuple((7, 8))))
def star_type(v):
    match v:
        case [*rest]:
            return type(rest).__name__, rest
print(star_type((1, 2)), star_type(range(3)), star_type(Seq(5)))
class Bad(collections.abc.Sequence):
    def __len__(self):
        return 3
    def __getitem__(self, i):
        raise KeyError("getitem failed %d" % i)
try:
    f(Bad())
except KeyError as e:
    print(type(e).__name__, e)
