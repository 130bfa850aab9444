from enum import Enum

class Status(str, Enum):
    ACTIVE = 'active'
    DONE = 'done'

print(Status.ACTIVE, repr(Status.ACTIVE), f'{Status.DONE}', format(Status.DONE))
print(Status.ACTIVE == 'active', Status('done'), Status.ACTIVE.value)
print(Status.ACTIVE.upper(), len(Status.DONE), Status.DONE + '!')
print({'active': 1}[Status.ACTIVE])
print(sorted([Status.DONE, Status.ACTIVE]))
print(isinstance(Status.ACTIVE, Status), isinstance(Status.ACTIVE, Enum))
class Num(str, Enum):
    ONE = 1
print(repr(Num.ONE), Num.ONE.value == '1')
