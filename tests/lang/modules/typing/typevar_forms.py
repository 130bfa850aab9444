# TypeVar: names, bounds, constraints, variance flags, repr, errors; AnyStr; ParamSpec
from typing import TypeVar, AnyStr, ParamSpec, Generic, List
T = TypeVar('T')
B = TypeVar('B', bound=int)
C = TypeVar('C', int, str)
Co = TypeVar('Co', covariant=True)
Contra = TypeVar('Contra', contravariant=True)
for v in (T, B, C, Co, Contra, AnyStr):
    print(repr(v), v.__name__, v.__bound__, v.__constraints__, v.__covariant__, v.__contravariant__)
print(repr(List[T]), repr(List[B]), T == T, T == TypeVar('T'), T is not TypeVar('T'))
P = ParamSpec('P')
print(repr(P), P.__name__)
for f in [lambda: TypeVar('X', int), lambda: TypeVar('X', int, str, bound=int), lambda: TypeVar('X', covariant=True, contravariant=True),
          lambda: TypeVar(5), lambda: TypeVar()]:
    try:
        print(repr(f()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
