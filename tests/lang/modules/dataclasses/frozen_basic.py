# frozen=True: assigning or deleting a field raises FrozenInstanceError, an
# AttributeError.
from dataclasses import dataclass, FrozenInstanceError
import dataclasses


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
for action in (lambda: setattr(p, 'x', 5), lambda: delattr(p, 'y'), lambda: setattr(p, 'z', 1),
               lambda: delattr(p, 'z')):
    try:
        action()
    except FrozenInstanceError as e:
        print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    p.x += 1
except AttributeError as e:
    print(type(e).__name__, e)
print(p, FrozenInstanceError.__name__)
print(issubclass(FrozenInstanceError, AttributeError), dataclasses.FrozenInstanceError is FrozenInstanceError)
print(repr(FrozenInstanceError('m')), FrozenInstanceError)
object.__setattr__(p, 'x', 99)
print(p)
