# default() changing the containers being written: what is there when it is read is written
import json
lst = [1, {2}, 3]
def grow(o):
    lst.append(4)
    return 'set'
print(json.dumps(lst, default=grow))
lst2 = [{1}, 'b', 'c']
def shrink(o):
    del lst2[1:]
    return 'gone'
print(json.dumps(lst2, default=shrink))
d = {'a': {1}, 'b': 2}
def swap(o):
    d['b'] = 'swapped'
    return 'x'
print(json.dumps(d, default=swap))
d2 = {'a': {1}, 'b': 2}
def add(o):
    d2['c'] = 3
    return 'x'
print(json.dumps(d2, default=add))
d3 = {'a': {1}, 'b': 2}
def add3(o):
    d3['c'] = 3
    return 'x'
try:
    print(json.dumps(d3, default=add3, indent=1))
except RuntimeError as e:
    print(type(e).__name__, e)
