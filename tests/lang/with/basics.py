class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print('enter', self.name)
        return self
    def __exit__(self, typ, val, tb):
        print('exit', self.name, typ.__name__ if typ else None, val)
        return self.suppress

with CM('a') as c:
    print('body', c.name)
with CM('b', True):
    raise ValueError('suppressed')
print('after b')
try:
    with CM('c'):
        raise KeyError('kept')
except KeyError as e:
    print('caught', repr(e))
with CM('x') as x, CM('y') as y:
    print('both', x.name, y.name)
with (CM('p') as p, CM('q')):
    print('parenthesised', p.name)
def ret():
    with CM('r'):
        return 'returned'
print(ret())
for i in range(3):
    with CM(f'loop{i}'):
        if i == 0:
            continue
        if i == 1:
            break
print('i =', i)
while True:
    with CM('w'):
        break
class Enter:
    def __enter__(self):
        return (1, 2)
    def __exit__(self, *a):
        print('exit args', a)
with Enter() as (a, b):
    print(a, b)
