from enum import IntFlag

class Perm(IntFlag):
    R = 4
    W = 2
    X = 1

RW = Perm.R | Perm.W
print(repr(RW), str(RW), f'{RW}', format(RW, 'b'), RW.value)
print(RW == 6, RW + 1, Perm.R | 8, repr(Perm.R | 8), repr(8 | Perm.R))
print(repr(Perm.R & 4), repr(Perm.R & 2), repr(Perm(0)), str(Perm(0)))
print(Perm.R in RW, Perm.X in RW, list(RW), len(RW))
print(repr(~Perm.R), repr(~RW), int(Perm.X), bool(Perm(0)))
print(repr(Perm(7)), repr(Perm(13)), list(Perm))
print(isinstance(RW, Perm), hash(Perm.R) == hash(4))
print({4: 'r'}[Perm.R], sorted([Perm.R, 3, Perm.X]))
print(repr(Perm))
