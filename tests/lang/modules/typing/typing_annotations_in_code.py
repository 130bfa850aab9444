from typing import Any, Dict, List, Optional, Tuple, Union, Callable, Iterable, Sequence, Mapping

def process(items: List[Dict[str, Any]], key: str, default: Optional[int] = None) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for it in items:
        out[it['name']] = it.get(key, default)
    return out

def apply(fn: Callable[[int], int], xs: Iterable[int]) -> List[int]:
    return [fn(x) for x in xs]

def first(seq: Sequence[Tuple[str, int]]) -> Union[str, None]:
    return seq[0][0] if seq else None

def total(m: Mapping[str, float]) -> float:
    return sum(m.values())

print(process([{'name': 'a', 'n': 1}, {'name': 'b'}], 'n', 0))
print(apply(lambda x: x * x, range(4)))
print(first([('k', 1)]), first([]))
print(total({'a': 1.5, 'b': 2.5}))
