from collections import deque, UserList
import collections.abc

class MyList(list):
    pass

class MyTuple(tuple):
    pass

class MySeq(collections.abc.Sequence):
    def __init__(self, *items):
        self.items = items
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]

class Registered:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * 10
    def __iter__(self):
        return iter([i * 10 for i in range(self.n)])

class NotRegistered(Registered):
    pass

collections.abc.Sequence.register(Registered)

def f(x):
    match x:
        case [a, b]:
            return ("pair", a, b)
        case [a, *rest]:
            return ("seq", a, rest)
        case _:
            return "not a sequence"

for v in [MyList([1, 2]), MyTuple((1, 2, 3)), deque([4, 5]), MySeq(6, 7), MySeq(1, 2, 3),
          Registered(2), Registered(3), UserList([8, 9]), {1: 2, 3: 4}, {5, 6}, "xy", memoryview if False else 0]:
    print(type(v).__name__, f(v))
print(type(NotRegistered(2)).__name__, f(NotRegistered(2)))
