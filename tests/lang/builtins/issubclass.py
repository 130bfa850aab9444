def t(f, *a, **k):
    try:
        r = f(*a, **k)
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print(repr(r))

t(issubclass, bool, int); t(issubclass, int, bool); t(issubclass, int, int); t(issubclass, KeyError, LookupError); t(issubclass, KeyError, (ValueError, Exception))
t(issubclass, ValueError, BaseException); t(issubclass, Exception, ValueError); t(issubclass, int, ()); t(issubclass, 1, int); t(issubclass, int, 1)
t(issubclass, int, (1,)); t(issubclass, int, (str, 1)); t(issubclass, int, (int, 1)); t(issubclass, int); t(issubclass); t(issubclass, int, int, int)
t(issubclass, int, cls=int); t(issubclass, bool, (str, (list, int))); t(issubclass, ZeroDivisionError, ArithmeticError); t(issubclass, StopIteration, Exception)
