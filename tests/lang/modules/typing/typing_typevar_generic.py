from typing import TypeVar, Generic, List, Optional

T = TypeVar('T')
K = TypeVar('K', bound=str)
V = TypeVar('V', int, float)
Co = TypeVar('Co', covariant=True)
print(repr(T), T.__name__, repr(K), repr(V), repr(Co))

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> Optional[T]:
        return self.items.pop() if self.items else None

s = Stack[int]()
s.push(1)
s.push(2)
print(s.pop(), s.pop(), s.pop())
s2 = Stack()
s2.push('x')
print(s2.items, isinstance(s2, Stack))

class Pair(Generic[K, V]):
    def __init__(self, k, v):
        self.k, self.v = k, v

print(Pair('a', 1).k)
try:
    TypeVar('X', int)
except TypeError as e:
    print(type(e).__name__, e)
