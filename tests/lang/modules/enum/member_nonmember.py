from enum import Enum, member, nonmember

class E(Enum):
    A = 1
    B = nonmember(2)
    C = member(lambda: 3)

print([m.name for m in E])
print(E.B)
print(E.C.value())
print(len(E))
