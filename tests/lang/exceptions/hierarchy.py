checks = [
    (ZeroDivisionError, ArithmeticError), (KeyError, LookupError), (IndexError, LookupError),
    (UnboundLocalError, NameError), (ModuleNotFoundError, ImportError), (RecursionError, RuntimeError),
    (NotImplementedError, RuntimeError), (StopIteration, Exception), (Exception, BaseException),
    (KeyError, IndexError), (ValueError, TypeError), (UnicodeError, ValueError),
]
for sub, base in checks:
    try:
        raise sub("x")
    except base:
        print(sub.__name__, "is a", base.__name__)
    except BaseException:
        print(sub.__name__, "is not a", base.__name__)
