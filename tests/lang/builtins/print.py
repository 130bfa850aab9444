def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

print(); print(1); print(1, 'a', None, [1, 'b'], {'k': (1,)}); print(1, 2, sep=''); print(1, 2, sep=None); print('a', end='')
print('|'); print('x', end=None); print(1, 2, 3, sep=', ', end='.\n'); print(sep='-'); print('a', 'b', sep='\n')
print('é😀', b'\xff', 1.5, -0.0, 10**20, True)
t(print, 1, sep=1); t(print, 1, end=2); t(print, 1, foo=1); t(print, 1, file=3); t(print, file=[]); t(print, 1, file=None)
t(print, 1, flush=True); t(print, 1, flush=0)
out = []
def w(s):
    out.append(s)
w.write = w
print(1, 2, 'x', sep='-', end='!', file=w)
print(out)
