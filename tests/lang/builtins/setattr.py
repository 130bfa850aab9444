def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

def fn(): pass
for o in [1, 'a', [], {}, (), None, 1.5, True, range(2), slice(1), len, [].append, int, fn]:
    for name in ['x', 'real', 'append', '__doc__', '__class__', 'start', '__name__', 'args']:
        t(setattr, o, name, 1)
t(setattr, 1, 2, 3); t(setattr, 1, 'x'); t(setattr); t(setattr, 1, 'x', 2, 3); t(setattr, 1, name='x', value=2)
t(setattr, fn, 'tag', 'v'); print(fn.tag); t(setattr, fn, '__name__', 'g'); print(fn.__name__); t(setattr, fn, '__name__', 5)
e = ValueError('m')
for name in ['x', 'real', 'append', 'start', 'args']:
    t(setattr, ValueError('x'), name, 1)
t(setattr, e, 'code', 7); print(e.code, e.args)
t(setattr, e, 'args', ('a', 'b')); print(e, e.args); t(setattr, e, 'args', 5)
t(setattr, e, '__cause__', 3); t(setattr, e, '__cause__', KeyError('k')); print(repr(e.__cause__), e.__suppress_context__)
t(setattr, e, '__context__', None); t(setattr, e, '__suppress_context__', 1); t(setattr, e, '__traceback__', 1)
x = [1]
try:
    x.y = 2
except AttributeError as err:
    print('AttributeError', err)
try:
    (1).real = 2
except AttributeError as err:
    print('AttributeError', err)
try:
    int.x = 1
except TypeError as err:
    print('TypeError', err)
