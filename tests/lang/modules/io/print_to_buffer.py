import io
s = io.StringIO()
print('a', 1, None, [2], file=s)
print(file=s)
print('x', 'y', sep='', end='', file=s)
print('z', sep='-', end='!\n', file=s)
print(*range(3), sep=', ', file=s)
print('tail', file=s, flush=True)
print(repr(s.getvalue()))
s.seek(0)
print(s.readlines())
class W:
    def __init__(self):
        self.parts = []
    def write(self, x):
        self.parts.append(x)
w = W()
print('p', 'q', file=w)
print(w.parts)
try:
    print('x', file=5)
except Exception as e:
    print(type(e).__name__, e)
s2 = io.StringIO()
s2.close()
try:
    print('closed', file=s2)
except Exception as e:
    print(type(e).__name__, e)
try:
    print('b', file=io.BytesIO())
except Exception as e:
    print(type(e).__name__, e)
