# X | Y between types: types.UnionType, flattened and without repeats.
class C:
    pass


print(int | None, None | int, C | None, int | str | float, list[int] | None, int | list[int])
print(int | int, (int | str) | None, int | (str | float), (int | str | int))
print((int | str) == (str | int), (int | str) == (int | float), (int | None) != (int | None))
print(hash(int | str) == hash(str | int), len({int | str, str | int}))
print((int | None).__args__, (int | str).__parameters__)
print(type(int | str))
print(isinstance(3, int | str), isinstance('a', int | str), isinstance(None, int | None), isinstance(2.0, int | str))
print(isinstance(True, int | str), isinstance(1, int | list[int]))
print(issubclass(bool, int | None), issubclass(float, int | str))
print(isinstance(3, (str, int | float)))
for bad in [lambda: int | 3, lambda: 3 | int, lambda: (int | str)[int], lambda: isinstance(1, list[int] | int),
            lambda: issubclass(3, int | str), lambda: None | None, lambda: int | 'str']:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
