# user generics: class Stack(Generic[T]) works as a plain class, several parameters, Stack[int]() makes an instance
from typing import Generic, TypeVar, List, Optional, Iterator
T = TypeVar('T')
K = TypeVar('K')
V = TypeVar('V')
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> Optional[T]:
        return self.items.pop() if self.items else None
    def __iter__(self) -> Iterator[T]:
        return iter(reversed(self.items))
class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V):
        self.k, self.v = k, v
    def __repr__(self):
        return f'Pair({self.k!r}, {self.v!r})'
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), list(s), s.pop(), s.pop(), type(s).__name__, isinstance(s, Stack))
p = Pair('a', 1)
print(p, Pair[str, int]('b', 2), isinstance(p, Pair))
class IntStack(Stack[int]):
    def total(self): return sum(self.items)
i = IntStack()
i.push(5); i.push(6)
print(i.total(), isinstance(i, Stack), list(i))
