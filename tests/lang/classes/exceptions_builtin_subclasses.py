bases = [Exception, ValueError, TypeError, KeyError, IndexError, RuntimeError, LookupError, ArithmeticError,
         ZeroDivisionError, AttributeError, NameError, NotImplementedError, StopIteration, OSError,
         UnicodeError, AssertionError, ImportError, ModuleNotFoundError, OverflowError, RecursionError,
         BaseException, KeyboardInterrupt, SystemExit, GeneratorExit, Warning, UserWarning]
for B in bases:
    class Mine(B):
        pass
    e = Mine('m', 2)
    print(B.__name__, isinstance(e, B), repr(e), str(e), e.args, issubclass(Mine, BaseException))
    try:
        raise Mine('x')
    except B as caught:
        print('caught as', B.__name__, type(caught).__name__)
class KE(KeyError):
    pass
print(str(KE('key')), repr(KE('key')), str(KE()), str(KE('a', 'b')))
class SI(StopIteration):
    pass
print(SI(5).value, SI().value)
class Named(NameError):
    pass
n = Named('n')
print(n.name if False else 'name', n.args)
