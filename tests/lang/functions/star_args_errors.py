# The errors of * and ** arguments name the callable as CPython does (module.qualname());
# C-module functions (json.dumps) and partial objects are named differently (docs/language.md)
import json, math, functools, collections

def f(*a, **k):
    return a, k

class C:
    def m(self, *a, **k):
        return a
    class Inner:
        def __init__(self, *a, **k):
            pass

class L(list):
    pass

class D(dict):
    pass

class Seq:
    def __getitem__(self, i):
        if i < 3:
            return i * 10
        raise IndexError(i)

class Iter:
    def __iter__(self):
        return iter('xy')

def gen():
    yield 1
    yield 2

calls = [
    lambda: f(1, *5), lambda: f(*5, 1), lambda: f(*[1], *5), lambda: [*5], lambda: (*5,),
    lambda: f(*5), lambda: f(*5, **{}), lambda: f(*5, a=1), lambda: print(*5), lambda: f(*None),
    lambda: C().m(*3.5), lambda: C.m(*1), lambda: C.Inner(*2), lambda: C(*2),     lambda: [].append(*1), lambda: len(*1), lambda: dict.fromkeys(*1), lambda: int(*1),
    lambda: collections.OrderedDict(*1), lambda: L().append(*1), lambda: D.fromkeys(**1), lambda: D().update(*1), lambda: 'x'.join(*1),
    lambda: f(**{}, **5), lambda: f(a=1, **5), lambda: f(**5), lambda: C().m(**[]), lambda: C.Inner(**1),
    lambda: print(**None),
    lambda: f(**{'a': 1}, a=2), lambda: f(a=1, **{'a': 2}), lambda: C(**{'x': 1}, x=2),
    lambda: C.Inner(**{'x': 1}, **{'x': 2}), lambda: C().m(**{'b': 1}, b=2), lambda: print(**{'sep': 1}, sep=2),
]
for call in calls:
    try:
        print(call())
    except TypeError as e:
        print('TypeError:', e)

# the sole *argument may be any iterable, consumed lazily in order
print(f(*Seq()), f(*Iter()), f(*gen()), f(*'ab'), f(*{'k': 1}), f(*range(3)), f(*(1, 2)), f(*b'hi'))
print(f(*Seq(), **{'z': 1}), math.hypot(*[3, 4]), max(*[4, 9, 2]))
