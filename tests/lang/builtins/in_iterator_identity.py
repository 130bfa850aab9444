# `in` over an iterator or generator checks identity first, as over a list (a NaN is found)
nan = float("nan")
print(nan in [nan], nan in iter([nan]), nan in (x for x in [nan]), nan in map(float, [nan]))
print(1.5 in iter([1.5]), 2 in iter([2.0]), 0.0 in iter([-0.0]))
class E:
    def __eq__(self, o): return False
e = E()
print(e in iter([e]), e in [e], E() in iter([e]))
import math
print(math.inf in (x for x in [math.inf]), -math.inf in iter([math.inf]))
