# list[int] and friends: types.GenericAlias, as annotations make them.
class C:
    pass


def f():
    pass


print(list[int], dict[str, list[int]], tuple[int, ...], tuple[()], set[str], frozenset[bytes], type[int])
print(list[C], list[f], list[None], list[type(None)], list['x'], list[int | None])
print(list[int] == list[int], list[int] == list[str], list[int] == list, list[int] != list[int])
print(hash(list[int]) == hash(list[int]), len({list[int], list[int], dict[str, int]}))
print(list[int]([1, 2]), dict[str, int](a=1), tuple[int, ...]('ab'))
print(list[int].__origin__, list[int].__args__, dict[str, int].__args__, list[int].__parameters__)
print(type(list[int]))
print(list[int].append)
print(repr(list[int]), str(dict[str, C]))
for bad in [lambda: list[int][str], lambda: int[str], lambda: isinstance([], list[int]),
            lambda: issubclass(list, list[int]), lambda: list[int].nope, lambda: C[int], lambda: f[int]]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(type(list[int]).__name__, type(int | str).__qualname__)
