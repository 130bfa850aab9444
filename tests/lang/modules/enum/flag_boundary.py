from enum import Flag, FlagBoundary, STRICT, CONFORM, EJECT, KEEP, auto

print(list(FlagBoundary), STRICT, repr(KEEP))

class S(Flag):
    A = 1
    B = 2
    C = 4

for v in [8, 9, -1, 'x']:
    try:
        print(repr(S(v)))
    except ValueError as e:
        print(type(e).__name__, e)

class C(Flag, boundary=CONFORM):
    A = 1
    B = 2

print(repr(C(7)), repr(C(4)))

class E(Flag, boundary=EJECT):
    A = 1
    B = 2

print(repr(E(7)), repr(E(3)))

class K(Flag, boundary=KEEP):
    A = 1
    B = 2

print(repr(K(7)), repr(K(4)), str(K(5)))
print(S._boundary_, C._boundary_, K._boundary_)
