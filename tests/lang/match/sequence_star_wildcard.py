from collections import deque

def f(x):
    match x:
        case [first, *_, last]:
            return ("first/last", first, last)
        case [*_, only]:
            return ("only", only)
        case [*_]:
            return "empty"

for v in [[], [1], [1, 2], [1, 2, 3, 4, 5], (7,), range(100), range(1, 2), deque([3, 4, 5]), deque()]:
    print(repr(v), f(v))

def g(x):
    match x:
        case [_, _, *_]:
            return "two or more"
        case [_]:
            return "one"
        case _:
            return "other"

for v in [[1, 2], [1], [], [1, 2, 3], "ab", deque([1, 2, 3])]:
    print(repr(v), g(v))

# indexes are taken from the end through len(), never negative
class Seq(list):
    def __getitem__(self, i):
        print("getitem", i)
        return list.__getitem__(self, i)
    def __len__(self):
        print("len")
        return list.__len__(self)

match Seq([10, 20, 30, 40]):
    case [a, *_, b, c]:
        print(a, b, c)
