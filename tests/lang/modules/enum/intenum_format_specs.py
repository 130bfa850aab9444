from enum import IntEnum, IntFlag

class N(IntEnum):
    V = 42
    NEG = -7

for spec in ['', 'd', '5', '<5', '^7', '+', '08d', 'x', 'X', '#x', 'o', 'b', ',', 'e', '.2f', '%', 'c']:
    print(repr(spec), repr(format(N.V, spec)), repr(format(N.NEG, spec)) if spec != 'c' else '')
print('{:>6}|{:<6}|{:^6}'.format(N.V, N.V, N.V))
print(f'{N.V!s} {N.V!r} {N.V!a}')

class F(IntFlag):
    A = 1
    B = 2

print(format(F.A | F.B, '04b'), f'{F.B:>3}', '%s %d' % (F.A, F.A | F.B))
