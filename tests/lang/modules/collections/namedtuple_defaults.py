from collections import namedtuple

Account = namedtuple('Account', ['type', 'balance'], defaults=[0])
print(Account._field_defaults)
print(Account('premium'), Account('basic', 5), Account(type='x'))
Q = namedtuple('Q', 'a b c', defaults=(2, 3))
print(Q(1), Q(1, 5), Q(1, c=9), Q._field_defaults)
All = namedtuple('All', 'a b', defaults=[1, 2])
print(All(), All(b=7))
for c in [lambda: Q(), lambda: Q(1, 2, 3, 4), lambda: All(1, 2, 3), lambda: namedtuple('X', 'a', defaults=[1, 2])]:
    try:
        print(c())
    except TypeError as e:
        print(type(e).__name__, e)
Iter = namedtuple('Iter', 'a b', defaults=iter([5]))
print(Iter(1))
None_ = namedtuple('None_', 'a', defaults=None)
print(None_._field_defaults)
