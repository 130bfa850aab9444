d = {}
dict.__setitem__(d, 'a', 1)
print(d, dict.__getitem__(d, 'a'), d.__len__(), d.__contains__('a'), d.__repr__())
l = [3, 1, 2]
print(l.__getitem__(0), list.__len__(l), l.__add__([4]), l.__mul__(2), (5).__add__(3), (5).__radd__(3))
print('ab'.__add__('cd'), 'x'.__mul__(3), (1.5).__mul__(2), (7).__sub__(2), (7).__rsub__(2))
print((3).__eq__(3), (3).__eq__('x'), (3).__lt__(4), 'a'.__lt__('b'), (1).__eq__(1.0))
print(int.__add__(2, 3), str.__len__('abcd'), tuple.__contains__((1, 2), 2), set.__len__({1, 2}))
print((2).__pow__(10), (10).__floordiv__(3), (10).__mod__(3), (6).__and__(3), (6).__or__(1))
print([].__iter__().__next__() if False else 'iter', iter([9]).__next__())
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, A) and self.v == o.v
    def __add__(self, o):
        return A(self.v + o.v)
    def __hash__(self):
        return hash(self.v)
a = A(1)
print(a.__eq__(A(1)), a.__add__(A(2)).v, a.__hash__() == hash(1), A.__eq__(a, A(2)))
print(object.__eq__(a, a), object.__eq__(a, A(1)), object.__ne__(a, a))
print(object.__repr__(a).startswith('<__main__.A object at'), object.__str__(a) == object.__repr__(a))
print(a.__repr__().startswith('<__main__.A'), a.__str__() == repr(a), a.__class__.__name__)
try:
    object.__init__(a, 1)
except TypeError as e:
    print(e)
print(object.__init__(a))
print(int.__hash__(5) == hash(5), str.__hash__('a') == hash('a'))
e = ValueError('x')
print(e.__str__(), e.__repr__())
