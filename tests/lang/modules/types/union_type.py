# types.UnionType: X | Y on types, its args, equality regardless of order, isinstance/issubclass with a union
print(isinstance(3, int|str), int|None, (int|str).__args__)
import types
print(isinstance(int|str, types.UnionType))
u = int | str | None
print(type(u).__name__, u, u == (str | int | None), isinstance(u, types.UnionType), types.UnionType)
print(issubclass(bool, int | str), int | int)
