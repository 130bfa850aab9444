# accumulate with operator functions, lambdas, initial, empty inputs, floats (bit for bit), errors mid-stream
from itertools import accumulate
import operator
print(list(accumulate(range(1, 11), operator.mul)), list(accumulate([5, 3, 8, 1, 9], max)), list(accumulate('abc', initial='>')))
print(list(accumulate([], initial=0)), list(accumulate([])), list(accumulate([7])), list(accumulate([1, 2, 3], initial=None)))
print([x.hex() for x in accumulate([0.1] * 10)], list(accumulate([1, 2, 3], lambda a, b: a * 10 + b, initial=9)))
print(list(accumulate([[1], [2], [3]])), list(accumulate([(1,), (2,)], operator.add)), list(accumulate([10, 3, 2], operator.sub)))
print(list(accumulate([2, 3, 4], pow)), list(accumulate([True, True, False])), list(accumulate(iter([1, 2]), func=operator.add)))
for args, kw in [(([1, 'a'],), {}), (([1, 2], 5), {}), ((5,), {}), (([1, 2],), {'func': None, 'initial': 10})]:
    try:
        print(list(accumulate(*args, **kw)))
    except TypeError as e:
        print(type(e).__name__, e)
