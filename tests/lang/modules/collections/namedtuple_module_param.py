from collections import namedtuple

P = namedtuple('P', 'a', module='mymod')
print(P.__module__, repr(P))
Q = namedtuple('Q', 'a')
print(Q.__module__, repr(Q))
import collections
R = collections.namedtuple('R', 'a b')
print(R(1, 2))
