# contextlib.AbstractContextManager / AbstractAsyncContextManager: virtual subclasses through
# __subclasshook__ (__enter__ and __exit__, not None), abstract __exit__ / __aexit__, register(),
# __enter__ returning self, subscripting
import contextlib
from contextlib import AbstractContextManager as ACM, AbstractAsyncContextManager as AACM

def show(label, f):
    try:
        print(label, "ok", f())
    except Exception as e:
        print(label, type(e).__name__, e)

class Both:
    def __enter__(self): return self
    def __exit__(self, *a): return None
class EnterOnly:
    def __enter__(self): return self
class ExitNone(Both):
    __exit__ = None
class EnterNone:
    __enter__ = None
    def __exit__(self, *a): pass
class Derived(Both):
    pass
class Plain:
    pass

for C in (Both, EnterOnly, ExitNone, EnterNone, Derived, Plain, int, list, object):
    print(C.__name__, issubclass(C, ACM), isinstance(C(), ACM), issubclass(C, AACM))

class Sub(ACM):
    def __exit__(self, *a):
        return "exited"
s = Sub()
print(isinstance(s, ACM), issubclass(Sub, ACM))
with s as got:
    print(got is s)
print(s.__exit__(None, None, None))

class NoExit(ACM):
    pass
show("no __exit__", lambda: NoExit())
show("ACM itself", lambda: ACM())
class NoExitEnter(ACM):
    def __enter__(self):
        return 1
show("enter only", lambda: NoExitEnter())
class ExitNoneSub(ACM):
    __exit__ = None
show("__exit__ None in subclass", lambda: type(ExitNoneSub()).__name__)
print("ExitNoneSub", issubclass(ExitNoneSub, ACM))

# a subclass's own hook is CPython's NotImplemented: only the MRO answers
class MyCM(ACM):
    def __exit__(self, *a):
        pass
print("Both vs MyCM", issubclass(Both, MyCM), isinstance(Both(), MyCM))
print("hook", ACM.__subclasshook__(Both), ACM.__subclasshook__(Plain), MyCM.__subclasshook__(Both))

# register: for the ABC itself the hook decides first
class Reg:
    pass
print(ACM.register(Reg) is Reg, issubclass(Reg, ACM))
class Reg2:
    pass
MyCM.register(Reg2)
print("Reg2", issubclass(Reg2, MyCM), isinstance(Reg2(), MyCM), issubclass(Reg2, ACM))
show("register non-class", lambda: ACM.register(3))
show("issubclass non-class", lambda: issubclass(3, ACM))

# the library's own managers
for cm in (contextlib.suppress(), contextlib.nullcontext(), contextlib.closing(None),
           contextlib.ExitStack(), contextlib.redirect_stdout(None)):
    print(type(cm).__name__, isinstance(cm, ACM), isinstance(cm, AACM))
@contextlib.contextmanager
def gen_cm():
    yield 1
print("contextmanager", isinstance(gen_cm(), ACM))
print("subscript", ACM[int], AACM[str])

# async
class ABoth:
    async def __aenter__(self): return self
    async def __aexit__(self, *a): pass
class AEnterOnly:
    async def __aenter__(self): return self
for C in (ABoth, AEnterOnly, Both):
    print(C.__name__, issubclass(C, AACM), isinstance(C(), AACM))
class ANoExit(AACM):
    pass
show("async no __aexit__", lambda: ANoExit())
show("AACM itself", lambda: AACM())
class ASub(AACM):
    async def __aexit__(self, *a):
        return None
async def main():
    async with ASub() as a:
        return type(a).__name__
c = main()
try:
    c.send(None)
except StopIteration as e:
    print("async with", e.value)
@contextlib.asynccontextmanager
async def agen_cm():
    yield 1
print("asynccontextmanager", isinstance(agen_cm(), AACM), isinstance(contextlib.aclosing(None), AACM))
