# A default whose class is unhashable (list, dict, set, a non-frozen data
# class) is refused: use default_factory.
from dataclasses import dataclass, field


@dataclass
class Inner:
    v: int = 0


class EqOnly:
    def __eq__(self, other):
        return True


for default in ([], {}, set(), Inner(), EqOnly(), [1]):
    try:
        @dataclass
        class C:
            x: object = default
        print('accepted', type(default).__name__)
    except ValueError as e:
        print(type(e).__name__, e)
for default in ((), frozenset(), 'text', None, 3.5):
    @dataclass
    class D:
        x: object = default
    print(D(), D().x is default)
try:
    @dataclass
    class E:
        x: list = field(default=[])
except ValueError as e:
    print(type(e).__name__, e)
