# math.floor/ceil/trunc ask a class for __floor__/__ceil__/__trunc__ first
import math
class N:
    def __floor__(self): return 'floor'
    def __ceil__(self): return 'ceil'
    def __trunc__(self): return 'trunc'
print(math.floor(N()), math.ceil(N()), math.trunc(N()))
class F:
    def __float__(self): return 2.5
print(math.floor(F()), math.ceil(F()))
try:
    math.trunc(F())
except TypeError as e:
    print(type(e).__name__, e)
