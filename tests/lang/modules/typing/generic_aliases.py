# subscripted aliases: __origin__, __args__, get_origin, get_args, nesting, equality and hashing across forms
import typing as t
from typing import get_origin, get_args
aliases = [t.List[int], t.Dict[str, t.List[int]], t.Tuple[int, ...], t.Tuple[()], t.Tuple[int, str, float], t.Set[str],
           t.FrozenSet[bytes], t.Type[int], t.Iterable[t.Tuple[int, int]], t.Mapping[str, t.Any], t.Callable[[int, str], bool],
           t.Callable[..., None], t.Callable[[], int], t.Optional[t.Dict[str, int]], t.Literal[1, 'a', None, True], t.List['Fwd'],
           t.ClassVar[t.List[int]], t.Final[str], t.DefaultDict[str, int], t.Counter[str],
           t.Deque[int], t.OrderedDict[str, int], t.Sequence[t.Union[int, str]], t.Generator[int, None, str]]
for a in aliases:
    o = get_origin(a)
    print(repr(a), o.__name__ if isinstance(o, type) else repr(o), get_args(a))
print(get_origin(int), get_args(int), get_origin(t.List), get_args(t.List), get_origin(None), get_args(t.Any), get_origin(t.Generic))
print(t.List[int] == t.List[int], t.Dict[str, int] == t.Dict[str, int], t.List[int] == list, t.Tuple[int] == t.Tuple[int,],
      len({t.List[int], t.List[int], t.Set[int]}), t.Callable[[int], str] == t.Callable[[int], str])
