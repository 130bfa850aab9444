# iterating a dict while its size or keys change
d = {i: i for i in range(5)}
try:
    for k in d:
        d[k + 100] = 0
except RuntimeError as e:
    print('RuntimeError', e)
d = {i: i for i in range(5)}
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print('RuntimeError', e)
# same size, different keys
d = {i: i for i in range(5)}
try:
    seen = []
    for k in d:
        seen.append(k)
        del d[k]
        d[k + 10] = k
except RuntimeError as e:
    print('RuntimeError', e)
for view in ('keys', 'values', 'items'):
    d = {i: i for i in range(3)}
    try:
        for x in getattr(d, view)():
            d[max(d) + 1] = 0
    except RuntimeError as e:
        print(view, 'RuntimeError', e)
# changing values only is allowed
d = {i: i for i in range(4)}
for k in d:
    d[k] = k * 10
print(d)
# reversed
d = {i: i for i in range(4)}
try:
    for k in reversed(d):
        d[k + 10] = 1
except RuntimeError as e:
    print('reversed RuntimeError', e)
# a class's __hash__ mutating the dict while iterating over it
class H:
    def __init__(self, d):
        self.d = d
    def __hash__(self):
        self.d.popitem()
        return 1
d = {i: i for i in range(5)}
try:
    for k in d:
        s = {H(d)}
except RuntimeError as e:
    print('RuntimeError', e)
# list(d) / dict(d) of a dict whose keys' __eq__ does not run: plain copy
print(list({1: 2, 3: 4}), tuple({5: 6}))
