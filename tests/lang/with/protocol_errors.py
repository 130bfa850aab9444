# objects missing __enter__/__exit__: TypeError texts of 3.11, looked up on the type, not the instance
class NoEnter:
    def __exit__(self, *a): pass
class NoExit:
    def __enter__(self): return self
class Neither:
    pass

for obj in [NoEnter(), NoExit(), Neither(), 5, "s", None, [1]]:
    try:
        with obj:
            print("body ran")
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)

class InstanceOnly:
    pass
io = InstanceOnly()
io.__enter__ = lambda: 1
io.__exit__ = lambda *a: None
try:
    with io:
        print("body ran")
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)

class EnterNotCallable:
    __enter__ = 5
    def __exit__(self, *a): pass
try:
    with EnterNotCallable():
        pass
except TypeError as e:
    print(type(e).__name__, e)

class ExitWrongArity:
    def __enter__(self): return self
    def __exit__(self): pass
try:
    with ExitWrongArity():
        pass
except TypeError as e:
    print(type(e).__name__, e)
