# `in`, index and count on ranges with instances whose __eq__ runs Python
# code (CPython compares them with every int of the range)
calls = []
class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        calls.append(o)
        [str(i) for i in range(3)]
        return o == self.v
print(E(3) in range(5), E(7) in range(5), calls)
calls.clear()
print(range(10).count(E(4)), len(calls))
calls.clear()
print(range(2, 8).index(E(5)), calls)
try:
    range(3).index(E(9))
except ValueError as e:
    print('ValueError', e)
print(3 in range(5), 3.0 in range(5), True in range(2), 'x' in range(3))
class Raise:
    def __eq__(self, o):
        raise IndexError('eq')
try:
    Raise() in range(3)
except IndexError as e:
    print('IndexError', e)
print(Raise() in range(0))
