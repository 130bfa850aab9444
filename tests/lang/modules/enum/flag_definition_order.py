from enum import Flag

class Opt(Flag):
    C = 4
    A = 1
    B = 2

print(list(Opt))
print(list(Opt.A | Opt.B | Opt.C))
print(repr(Opt.C | Opt.A), str(Opt(7)))
print(Opt._member_names_)
