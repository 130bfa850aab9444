# frozen=True refuses a class that defines __setattr__ or __delattr__.
from dataclasses import dataclass

try:
    @dataclass(frozen=True)
    class A:
        x: int

        def __setattr__(self, name, value):
            pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    @dataclass(frozen=True)
    class B:
        x: int

        def __delattr__(self, name):
            pass
except TypeError as e:
    print(type(e).__name__, e)


@dataclass
class C:
    x: int

    def __setattr__(self, name, value):
        print('set', name, value)
        object.__setattr__(self, name, value)


c = C(5)
c.x = 6
print(c)
