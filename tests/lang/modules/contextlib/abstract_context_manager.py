# AbstractContextManager: default __enter__ returns self, isinstance via __enter__/__exit__ methods, abstract __exit__
from contextlib import AbstractContextManager, nullcontext, suppress, ExitStack

class Mine(AbstractContextManager):
    def __exit__(self, *a):
        print("Mine exit")
        return None

with Mine() as m:
    print(type(m).__name__)

class Duck:
    def __enter__(self): return self
    def __exit__(self, *a): pass
class Half:
    def __enter__(self): return self
print(isinstance(Half(), AbstractContextManager))
print(isinstance(5, AbstractContextManager))
print(isinstance(nullcontext(), AbstractContextManager), isinstance(suppress(), AbstractContextManager))
print(isinstance(ExitStack(), AbstractContextManager))
print(issubclass(int, AbstractContextManager), issubclass(Mine, AbstractContextManager))

try:
    with Half():
        pass
except TypeError as e:
    print(type(e).__name__, e)
