# sort and sorted with key functions: called exactly once per item, in
# order, with fresh keys; the sort is stable; reverse keeps equal items in
# their order
calls = []
class Key:
    def __init__(self, k):
        self.k = k
    def __lt__(self, o):
        [str(i) for i in range(3)]
        return self.k < o.k
def key(x):
    calls.append(x)
    return Key(x[0])
data = [(i % 4, i) for i in range(20)]
r = sorted(data, key=key)
print(r == sorted(data, key=lambda t: t[0]), calls == data)
calls.clear()
r = sorted(data, key=key, reverse=True)
print(r == sorted(data, key=lambda t: t[0], reverse=True), len(calls))
l = list(data)
calls.clear()
l.sort(key=key)
print(l == sorted(data, key=lambda t: t[0]), len(calls))
# the key returns a different type half way: a TypeError, list unchanged
l = [3, 1, 2]
def mixed(x):
    return x if x != 1 else 'one'
try:
    l.sort(key=mixed)
except TypeError as e:
    print('TypeError', e)
print(l)
# keys that are tuples holding instances
class P:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __eq__(self, o):
        [str(i) for i in range(2)]
        return self.v == o.v
l = [(1, P(3)), (0, P(9)), (1, P(1)), (0, P(2))]
print([(a, p.v) for a, p in sorted(l)])
print([(a, p.v) for a, p in sorted(l, key=lambda t: (t[1], t[0]))])
# sort of an empty list and one item with a key: the key still runs
calls.clear()
[].sort(key=key)
[(5, 5)].sort(key=key)
print(calls)
# reverse and key of the wrong kinds
try:
    [1, 2].sort(key=5)
except TypeError as e:
    print('TypeError', e)
try:
    sorted([1, 2], reverse=None)
except TypeError as e:
    print('TypeError', e)
