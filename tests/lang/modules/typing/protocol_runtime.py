# Protocol classes: explicit subclassing works; @runtime_checkable isinstance/issubclass by members
from typing import Protocol, runtime_checkable
@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
@runtime_checkable
class Named(Protocol):
    name: str
@runtime_checkable
class SizedCloser(Closer, Protocol):
    def __len__(self) -> int: ...
class Greeter(Protocol):
    def greet(self) -> str: ...
class File:
    def close(self): return 'closed'
class Box:
    def close(self): return 'box'
    def __len__(self): return 3
class NoClose:
    close = None
class Nothing:
    pass
class Person:
    def __init__(self): self.name = 'ann'
class Hello(Greeter):
    def greet(self): return 'hello'
print(isinstance(File(), Closer), isinstance(Nothing(), Closer), isinstance(NoClose(), Closer), isinstance(Box(), Closer), Hello().greet())
print(isinstance(Box(), SizedCloser), isinstance(File(), SizedCloser), isinstance(Person(), Named), isinstance(Nothing(), Named))
print(issubclass(File, Closer), issubclass(Nothing, Closer), issubclass(Box, SizedCloser), isinstance(Hello(), Hello))
for f in [lambda: issubclass(Person, Named), lambda: issubclass(5, Closer)]:
    try:
        print(f())
    except TypeError as e:
        print(type(e).__name__, e)
def shut(c: Closer) -> str:
    return c.close()
print(shut(File()), shut(Box()))
try:
    runtime_checkable(File)
except TypeError as e:
    print(type(e).__name__, e)
