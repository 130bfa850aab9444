def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

def fn(): pass
for o in [1, 'a', [], {}, None, 1.5, True, range(2), slice(1), len, [].append, int, fn]:
    for name in ['x', 'real', 'append', '__doc__', '__class__', 'start', '__name__', 'args']:
        t(delattr, o, name)
t(delattr, 1, 2); t(delattr, 1); t(delattr); t(delattr, 1, 'x', 2); t(delattr, 1, name='x')
fn.tag = 1
t(delattr, fn, 'tag'); t(delattr, fn, 'tag'); print(hasattr(fn, 'tag'))
e = KeyError('k')
e.extra = 1
t(delattr, e, 'extra'); t(delattr, e, 'extra'); t(delattr, e, '__cause__'); t(delattr, e, '__context__'); t(delattr, e, '__suppress_context__')
x = [1]
try:
    del x.append
except AttributeError as err:
    print('AttributeError', err)
try:
    del x.nope
except AttributeError as err:
    print('AttributeError', err)
try:
    del int.real
except TypeError as err:
    print('TypeError', err)
