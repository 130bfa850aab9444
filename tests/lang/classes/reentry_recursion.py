# special methods that recurse until RecursionError, called from inside the
# built-in operations; the sandbox must report the error and carry on
class EqRec:
    def __eq__(self, o):
        return self == o
    def __hash__(self):
        return 1
class HashRec:
    def __hash__(self):
        return hash(self)
class LtRec:
    def __lt__(self, o):
        return self < o
class ReprRec:
    def __repr__(self):
        return repr(self)
class LenRec:
    def __len__(self):
        return len(self)
class IterRec:
    def __iter__(self):
        return iter(self)
class NextRec:
    def __iter__(self):
        return self
    def __next__(self):
        return next(self)
class GetRec:
    def __getitem__(self, i):
        return self[i]
cases = [
    ('dict get', lambda: {EqRec(): 1}.get(EqRec())),
    ('dict set', lambda: {EqRec(): 1, EqRec(): 2}),
    ('set add', lambda: {EqRec(), EqRec()}),
    ('list index', lambda: [EqRec()].index(EqRec())),
    ('list count', lambda: [EqRec()].count(1)),
    ('in', lambda: EqRec() in [EqRec()]),
    ('tuple eq', lambda: (EqRec(),) == (EqRec(),)),
    ('hash', lambda: hash(HashRec())),
    ('hash tuple', lambda: hash((1, HashRec()))),
    ('dict key', lambda: {HashRec(): 1}),
    ('sort', lambda: [LtRec(), LtRec()].sort()),
    ('sorted', lambda: sorted([LtRec(), LtRec()])),
    ('min', lambda: min(LtRec(), LtRec())),
    ('max key', lambda: max([1, 2], key=lambda x: LtRec())),
    ('repr list', lambda: repr([ReprRec()])),
    ('str dict', lambda: str({1: ReprRec()})),
    ('len', lambda: len(LenRec())),
    ('bool', lambda: bool(LenRec())),
    ('list()', lambda: list(IterRec())),
    ('for', lambda: [x for x in NextRec()]),
    ('zip', lambda: list(zip(NextRec(), [1]))),
    ('join', lambda: ''.join(NextRec())),
    ('getitem', lambda: GetRec()[0]),
    ('iter getitem', lambda: list(GetRec())),
    ('unpack', lambda: [a for a, b in [NextRec()]]),
]
for name, f in cases:
    try:
        f()
        print(name, 'no error')
    except RecursionError:
        print(name, 'RecursionError')
# after all that, the sandbox still works
print(sorted({3: 'c', 1: 'a', 2: 'b'}.items()))
# mutual recursion through two built-ins
class A:
    def __eq__(self, o):
        return [o] == [self]
try:
    A() == A()
except RecursionError:
    print('mutual RecursionError')
class B:
    def __hash__(self):
        return hash(frozenset([self]))
try:
    hash(B())
except RecursionError:
    print('frozenset RecursionError')
class C:
    def __repr__(self):
        return str({'c': [self]})
try:
    repr(C())
except RecursionError:
    print('repr RecursionError')
