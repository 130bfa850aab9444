import typing as t

hints = [
    t.Any, t.Optional[int], t.Union[int, str], t.Union[int, None], t.Union[int],
    t.List, t.List[int], t.Dict[str, int], t.Tuple[int, ...], t.Tuple[()], t.Tuple[int, str],
    t.Callable[[int, str], bool], t.Callable[..., int], t.Callable, t.Set[t.List[int]],
    t.Iterable[str], t.Iterator[int], t.Sequence[float], t.Mapping[str, t.Any], t.Type[int],
    t.Optional[t.List[str]], t.Union[int, str, None], t.FrozenSet[int], t.DefaultDict[str, int],
    t.Literal['a', 1], t.ClassVar[int], t.Final[int], t.Final, t.Annotated[int, 'meta'],
    t.Union[t.List[int], t.Dict[str, int]], t.Optional[t.Callable[[], None]],
]
for h in hints:
    print(repr(h))
