# print(), f-strings, % and str.format while the objects' __str__ /
# __repr__ / __format__ change the list being printed
class S:
    def __init__(self, name, target=None):
        self.name = name
        self.target = target
    def __str__(self):
        if self.target is not None:
            self.target.clear()
        [str(i) for i in range(5)]
        return 'S(%s)' % self.name
    def __repr__(self):
        return 'R(%s)' % self.name
l = []
l.extend([S('a', l), S('b'), S('c')])
print(*l)
print(l)
l = []
l.extend([S('a', l), S('b')])
print(f'{l[0]!s} {len(l)}')
l = []
l.extend([S('x', l), S('y')])
print('%s %s' % tuple(l), l)
l = []
l.extend([S('p', l), S('q')])
print('{} {}'.format(*l), len(l))
print(f'{S("f", l)}', len(l))
print(format(S('g')), str(S('h')), repr([S('i')]), '{!r}'.format(S('j')))
print('%r and %s' % (S('r'), S('s')))
print('a', 'b', sep=str(S('sep')), end=str(S('end')) + '\n')
