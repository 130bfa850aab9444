# every heapq function over a matrix of argument types
import heapq

class Obj:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'Obj(%r)' % (self.v,)

values = [0, 3, -2, 2.5, 'ab', '', [1, 2], [], (3, 4), {'k': 1}, None, True, Obj(1), [3, 1, 2], ['b', 'a']]

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

def copy(v):
    return list(v) if isinstance(v, list) else v

for v in values:
    print('--', repr(v))
    h = copy(v); show('heapify', lambda: (heapq.heapify(h), h))
    h = copy(v); show('heappush', lambda: (heapq.heappush(h, 1), h))
    h = [2, 5]; show('heappush-item', lambda: (heapq.heappush(h, v), h))
    h = copy(v); show('heappop', lambda: (heapq.heappop(h), h))
    h = copy(v); show('heapreplace', lambda: (heapq.heapreplace(h, 0), h))
    h = [2, 5]; show('heapreplace-item', lambda: (heapq.heapreplace(h, v), h))
    h = copy(v); show('heappushpop', lambda: (heapq.heappushpop(h, 9), h))
    h = [2, 5]; show('heappushpop-item', lambda: (heapq.heappushpop(h, v), h))
    show('nlargest', lambda: heapq.nlargest(2, v))
    show('nlargest-n', lambda: heapq.nlargest(v, [3, 1, 2]))
    show('nsmallest', lambda: heapq.nsmallest(2, v))
    show('nsmallest-n', lambda: heapq.nsmallest(v, [3, 1, 2]))
    show('merge', lambda: list(heapq.merge(v, [1])))
    show('merge2', lambda: list(heapq.merge(v, v)))
