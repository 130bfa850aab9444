# wrong subscriptions of aliases and special forms: CPython's TypeErrors
import typing as t
for f in [lambda: t.List[int, str], lambda: t.Dict[int], lambda: t.Dict[int, str, float], lambda: t.List[int][str],
          lambda: t.Callable[int, str], lambda: t.Callable[[int]], lambda: t.ClassVar[int, str], lambda: t.Final[int, str],
          lambda: t.Any[int], lambda: t.Tuple[int, ..., str], lambda: t.Annotated[int], lambda: t.Literal[()],
          lambda: t.Type[int, str], lambda: t.Generator[int], lambda: t.NoReturn[int], lambda: t.Union[int](), lambda: t.Any(),
          lambda: t.List(), lambda: t.Optional[1]]:
    try:
        print(repr(f()))
    except TypeError as e:
        print(type(e).__name__, e)
