from enum import Flag, IntFlag

class Color(Flag):
    BLACK = 0
    RED = 1
    GREEN = 2
    BLUE = 4
    PURPLE = RED | BLUE
    WHITE = RED | GREEN | BLUE

print(list(Color), len(Color))
print(repr(Color.PURPLE), repr(Color.BLACK), bool(Color.BLACK))
print(repr(Color(5)), Color(5) is Color.PURPLE, repr(Color(3)))
print(list(Color.WHITE), len(Color.WHITE), list(Color.BLACK))
print(repr(~Color.RED), repr(~Color.WHITE), repr(~Color.BLACK))
print(list(Color.__members__))

class P(IntFlag):
    R = 4
    W = 2
    X = 1
    RWX = 7

print(repr(P.RWX), list(P), repr(P(6)), repr(~P.RWX))
