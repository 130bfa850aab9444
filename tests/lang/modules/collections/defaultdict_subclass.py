from collections import defaultdict
class Tree(defaultdict):
    def __init__(self):
        super().__init__(Tree)
    def to_dict(self):
        return {k: v.to_dict() for k, v in self.items()}
t = Tree()
t['a']['b']['c']; t['a']['d']; t['e']
print(t.to_dict(), type(t['a']).__name__)
class Counting(defaultdict):
    def __missing__(self, key):
        v = super().__missing__(key)
        print('missing', key)
        return v
c = Counting(int)
c['x'] += 1; c['x'] += 1; c['y'] += 1
print(c, dict(c))
class Named(defaultdict):
    pass
n = Named(list); n['a'].append(1); print(n)
print(isinstance(n, defaultdict), isinstance(n, dict))
