import json
from collections import OrderedDict, namedtuple, defaultdict, Counter, deque
class L(list):
    pass
class D(dict):
    pass
class T(tuple):
    pass
class DIter(dict):
    def items(self):
        return [('fake', 1)]
    def keys(self):
        return ['fake']
P = namedtuple('P', 'x y')
objs = [L([1, 2]), D(a=1), T((1, 2)), P(1, 2), OrderedDict([('b', 1), ('a', 2)]), defaultdict(int, {'k': 1}),
        Counter('aab'), DIter(real=2), [L(), D(), T()], {'n': P(3, [4])}]
for o in objs:
    print(json.dumps(o), json.dumps(o, sort_keys=True), json.dumps(o, indent=1).count('\n'))
def t(o, **k):
    try:
        print(json.dumps(o, **k))
    except Exception as e:
        print(type(e).__name__, e)
t(deque([1, 2]))
t({1, 2})
t(frozenset())
t(range(3))
t(iter([1]))
t(deque([1]), default=list)
t(OrderedDict([(2, 'x'), (1, 'y')]), sort_keys=True)
t(D({(1, 2): 3}))
t(D({(1, 2): 3}), skipkeys=True)
