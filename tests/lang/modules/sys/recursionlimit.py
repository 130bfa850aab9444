# sys.getrecursionlimit / setrecursionlimit: argument checks and the depth it allows
import sys
old = sys.getrecursionlimit()
print(old)
def depth(n):
    try:
        return depth(n + 1)
    except RecursionError:
        return n
sys.setrecursionlimit(200)
d = depth(0)
print(sys.getrecursionlimit(), 150 < d < 200)
sys.setrecursionlimit(400)
d2 = depth(0)
print(sys.getrecursionlimit(), 350 < d2 < 400, d2 > d)
for bad in [0, -1, 1.0, '100', None, True, 2**70]:
    try:
        sys.setrecursionlimit(bad)
        print('set', bad, sys.getrecursionlimit())
    except (ValueError, TypeError, OverflowError, RecursionError) as e:
        print(type(e).__name__, e)
try:
    sys.setrecursionlimit()
except TypeError as e:
    print(type(e).__name__)
sys.setrecursionlimit(old)
print(sys.getrecursionlimit() == old)
