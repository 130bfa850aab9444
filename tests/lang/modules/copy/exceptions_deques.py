# built-in exceptions (args and the attributes set on them) and deques (maxlen, cycles) through copy and deepcopy
import copy
from collections import deque
e = KeyError('k'); e.note = [1]
for f in (copy.copy, copy.deepcopy):
    e2 = f(e); print(type(e2).__name__, e2.args, e2.note, e2.note is e.note)
oe = OSError(2, 'nf'); print(copy.copy(oe).errno, copy.deepcopy(oe).strerror)
se = StopIteration([5]); print(copy.copy(se).value, copy.deepcopy(se).value is se.value)
try:
    raise ValueError('x')
except ValueError as ex:
    c = copy.copy(ex); print(c.__context__, c.args)
d = deque([[1], [2]], maxlen=3)
d.append(d)
d2 = copy.deepcopy(d)
print(d2[-1] is d2, d2.maxlen, d2[0] == [2], d2[0] is d[0])
print(copy.deepcopy(deque()), copy.deepcopy(deque([1, (2, [3])])), copy.deepcopy([deque([1])] * 2))
x = copy.deepcopy([deque([1])] * 2); print(x[0] is x[1])
