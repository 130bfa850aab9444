class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, P) and self.x == o.x
try:
    hash(P(1))
except TypeError as e:
    print(e)
try:
    {P(1)}
except TypeError as e:
    print(e)
class H(P):
    def __hash__(self):
        return hash(self.x)
s = {H(1), H(1), H(2)}
print(len(s), H(1) in s, {H(3): 'v'}[H(3)])
print(P(1) == P(1), P(1) != P(1), P(1) == 1, P(1) != 2)
class Plain:
    pass
a = Plain()
print(a == a, a != a, a == Plain(), hash(a) == hash(a), {a: 1}[a])
class NE:
    def __ne__(self, o):
        return 'custom'
print(NE() != 1, NE() == 1)
class NotImp:
    def __eq__(self, o):
        return NotImplemented
n = NotImp()
print(n == n, n == 1, 1 == n)
class HashNone:
    __hash__ = None
try:
    hash(HashNone())
except TypeError as e:
    print(e)
class BadHash:
    def __hash__(self):
        return 'x'
try:
    hash(BadHash())
except TypeError as e:
    print(e)
class BigHash:
    def __hash__(self):
        return 2**70
print(hash(BigHash()) == hash(2**70))
class MinusOne:
    def __hash__(self):
        return -1
print(hash(MinusOne()))
