# copy and deepcopy of Fractions, immutability, use in tuples and sets
import copy
from fractions import Fraction as F
f = F(10**25, 7)
print(copy.copy(f) == f, copy.deepcopy(f) == f, copy.deepcopy([f, {f: f}]))
t = (F(1, 2), F(2, 4))
print(t[0] is not None, t[0] == t[1], len(set(t)))
for attr in ['_numerator', 'numerator', 'x']:
    try:
        setattr(f, attr, 1)
        print(attr, 'set')
    except AttributeError as e:
        print(attr, type(e).__name__)
