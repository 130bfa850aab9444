from collections import OrderedDict
class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.d = OrderedDict()
    def get(self, k):
        if k not in self.d:
            return None
        self.d.move_to_end(k)
        return self.d[k]
    def put(self, k, v):
        self.d[k] = v
        self.d.move_to_end(k)
        if len(self.d) > self.cap:
            print('evict', self.d.popitem(last=False))
lru = LRU(3)
for i, k in enumerate('abcadeafgb'):
    if lru.get(k) is None:
        lru.put(k, i)
    print(k, list(lru.d.items()))
od = OrderedDict.fromkeys(range(10))
for k in [3, 7, 0]:
    od.move_to_end(k, last=False)
print(list(od))
