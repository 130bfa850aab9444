from collections import Counter
class MyCounter(Counter):
    def top(self):
        return self.most_common(1)[0]
m = MyCounter('banana')
print(m, m.top(), type(m).__name__, isinstance(m, Counter))
print(type(m.copy()).__name__, m.copy())
print(type(m + m).__name__, m + m)
print(MyCounter(), repr(MyCounter(x=1)))
class Loud(Counter):
    def __missing__(self, key):
        return -1
l = Loud('ab'); print(l['a'], l['z'])
class Tracking(Counter):
    def __setitem__(self, key, value):
        print('set', key, value)
        super().__setitem__(key, value)
t = Tracking('aba'); print(t)
t.update(['c']); print(t)
class WithGet(Counter):
    def get(self, key, default=None):
        print('get', key)
        return super().get(key, default)
w = WithGet('xx'); print(w)
