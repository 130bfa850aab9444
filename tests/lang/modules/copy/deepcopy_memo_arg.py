# deepcopy's memo argument: a prefilled memo substitutes objects, the memo is filled in, keep-alive list
import copy
a = [1, 2]
b = ['keep']
memo = {id(a): b}
r = copy.deepcopy([a, a, [a]], memo)
print(r, r[0] is b, r[2][0] is b)
m = {}
src = {'x': [1], 'y': [2]}
out = copy.deepcopy(src, m)
print(out, id(src) in m, m[id(src)] is out, id(src['x']) in m, m[id(src['x'])] is out['x'])
class Rec:
    def __init__(self): self.items = []
    def __deepcopy__(self, memo):
        new = Rec()
        memo[id(self)] = new
        new.items = copy.deepcopy(self.items, memo)
        return new
r = Rec()
r.items.append(r)
r.items.append([r])
c = copy.deepcopy(r)
print(c is not r, c.items[0] is c, c.items[1][0] is c)
print(copy.deepcopy(5, None), copy.deepcopy([1], {}), copy.deepcopy('s', memo={}))
