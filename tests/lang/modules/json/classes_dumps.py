# subclasses of list, tuple and dict are written as arrays and objects, read
# through their own __iter__ / items() as CPython reads them; instances of
# other classes go through default()
import json
class MyList(list):
    pass
class MyDict(dict):
    pass
class MyTuple(tuple):
    pass
print(json.dumps([MyList([1, 2]), MyDict(a=1), MyTuple((3, 4))]))
print(json.dumps(MyDict(b=[MyList()]), indent=1))
print(json.dumps({'k': MyDict(), 'l': MyList(), 't': MyTuple()}, sort_keys=True))
class Items(dict):
    def items(self):
        return [('x', 'overridden'), ('a', 2)]
print(json.dumps(Items(a=1)), json.dumps(Items(a=1), indent=1), json.dumps(Items(a=1), sort_keys=True))
print(json.dumps(Items()))
class BadItems(dict):
    def items(self):
        return [('x', 1, 2)]
try:
    json.dumps(BadItems(a=1))
except ValueError as e:
    print(type(e).__name__, e)
class Iter(list):
    def __iter__(self):
        return iter(['it'])
print(json.dumps(Iter([1, 2])), json.dumps(Iter([1, 2]), indent=1), json.dumps(Iter()))
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return 'Point(%d, %d)' % (self.x, self.y)
try:
    json.dumps({'p': Point(1, 2)})
except TypeError as e:
    print(e)
print(json.dumps(Point(1, 2), default=lambda o: o.__dict__))
print(json.dumps([Point(1, 2)], default=lambda o: o.__dict__, sort_keys=True))
cyc = MyList()
cyc.append(cyc)
try:
    json.dumps(cyc)
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.dumps({Point(0, 0): 1})
except TypeError as e:
    print(e)
print(json.dumps({MyTuple((1,)): 2}, skipkeys=True))
