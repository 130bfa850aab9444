import uuid
a = uuid.UUID(int=1)
b = uuid.UUID(int=2)
c = uuid.UUID('00000000-0000-0000-0000-000000000001')
print(a == c, a != b, a < b, a <= c, b > a, b >= b, a == 1, a == '00000000-0000-0000-0000-000000000001')
print(hash(a) == hash(c), len({a, b, c}), sorted([b, a, c]) == [a, c, b], max(a, b) is b)
d = {a: 'one'}
print(d[c], c in d, uuid.UUID(int=2) in {b})
import operator
for op in [operator.lt, operator.le, operator.gt, operator.ge]:
    try:
        op(a, 5)
    except TypeError as e:
        print(type(e).__name__, e)
print(a.__eq__(5), a.__lt__('x'))
print(int(a), str(b), uuid.UUID(int=2 ** 128 - 1) > uuid.UUID(int=2 ** 127))
