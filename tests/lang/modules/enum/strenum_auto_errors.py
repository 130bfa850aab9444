from enum import StrEnum, auto

class Kind(StrEnum):
    FILE = auto()
    DIRECTORY = auto()
    SYM_LINK = auto()

print(list(Kind), [k.value for k in Kind])
print(Kind('file'), Kind['SYM_LINK'])
for bad in [b'x', 3.5]:
    try:
        class B(StrEnum):
            A = bad
    except TypeError as e:
        print(type(e).__name__, e)
try:
    class E(StrEnum):
        A = ('x', 1)
except TypeError as e:
    print(type(e).__name__, e)
class Enc(StrEnum):
    A = ('abc', 'utf-8') if False else 'abc'
print(Enc.A)
try:
    Kind('FILE')
except ValueError as e:
    print(type(e).__name__, e)
