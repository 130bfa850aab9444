from enum import Flag, auto

class Perm(Flag):
    R = 4
    W = 2
    X = 1

RW = Perm.R | Perm.W
print(repr(RW), str(RW), RW.value, RW.name)
print(repr(Perm.R & Perm.W), str(Perm.R & Perm.W), bool(Perm.R & Perm.W))
print(Perm.R in RW, Perm.X in RW, list(RW), len(RW))
print(repr(~Perm.R), repr(~RW), repr(Perm.R ^ RW))
print(list(Perm), len(Perm))
print(Perm(6), Perm(0), repr(Perm(7)))

class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE

print(list(Color), [c.value for c in Color])
print(repr(Color.WHITE), repr(Color.RED | Color.GREEN | Color.BLUE))
print(Color.WHITE is (Color.RED | Color.GREEN | Color.BLUE))
print(repr(Color.__members__['WHITE']), len(Color.__members__))
print(repr(Color(3)), str(Color(5)))
print(repr(Perm))
