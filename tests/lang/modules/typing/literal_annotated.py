# Literal and Annotated: flattening, dedup (with type), args, equality and repr
from typing import Literal, Annotated, get_args, get_origin
L = [Literal[1], Literal[1, 2], Literal[1, 1], Literal[1, True], Literal[Literal[1, 2], 3], Literal['a', b'a'], Literal[None], Literal[-1, 0]]
for l in L:
    print(repr(l), get_args(l))
print(Literal[1, 2] == Literal[2, 1], Literal[1] == Literal[True], Literal[1, 2] == Literal[1, 2, 2], hash(Literal[1, 2]) == hash(Literal[2, 1]))
A = [Annotated[int, 'meters'], Annotated[int, 'a', 'b'], Annotated[Annotated[int, 'x'], 'y'], Annotated[list[int] if False else int, {'k': 1}]]
for a in A:
    print(repr(a), get_args(a), get_origin(a) is Annotated, getattr(a, '__metadata__', None), getattr(a, '__origin__', None))
print(Annotated[int, 'a'] == Annotated[int, 'a'], Annotated[int, 'a'] == Annotated[int, 'b'], Annotated[int, 'a'] == int)
