class Proxy:
    def __init__(self, target):
        self._target = target
    def __getattr__(self, name):
        if name.startswith('x'):
            raise AttributeError(f'no {name}')
        return getattr(self._target, name)
p = Proxy([3, 1, 2])
p.sort()
print(p._target, p.count(1), p.index(2))
try:
    p.xyz
except AttributeError as e:
    print(e)
print(getattr(p, 'xq', 'default'), hasattr(p, 'xa'), hasattr(p, 'append'))
class Dyn:
    known = 1
    def __getattr__(self, name):
        return name.upper()
d = Dyn()
print(d.known, d.foo, d.bar_baz)
d.foo = 'set'
print(d.foo)
class Rec:
    def __getattr__(self, name):
        return self.other
try:
    Rec().x
except RecursionError as e:
    print('RecursionError')
