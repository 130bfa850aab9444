# except* with a raised exception that is not a group: wrapped in a group
# of its own when a clause matches it, passed on unchanged when none does.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


try:
    raise ValueError(1)
except* ValueError as eg:
    show("wrapped", eg)
    print(eg.message == "", eg.exceptions, len(eg.exceptions), str(eg))
    print(repr(eg.__context__), repr(eg.__cause__), eg.__suppress_context__)
    print(type(eg.exceptions[0]).__name__, eg.exceptions[0].args)

try:
    eg
except NameError as e:
    print("name cleared:", e)

try:
    raise KeyError("k")
except* LookupError as eg:
    show("by base class", eg)

try:
    raise TypeError("t")
except* (ValueError, TypeError) as eg:
    show("by tuple", eg)

for exc in [KeyboardInterrupt(), SystemExit(3), GeneratorExit()]:
    try:
        raise exc
    except* BaseException as eg:
        show("base", eg)
        print(isinstance(eg, Exception), eg.exceptions[0] is exc)

try:
    raise OSError(1000, "nope")
except* OSError as eg:
    show("oserror", eg)
    print(eg.exceptions[0].errno, eg.exceptions[0].strerror)

# not matched: the exception itself, not wrapped
def unmatched(exc):
    try:
        try:
            raise exc
        except* ValueError:
            print("never")
        except* TypeError:
            print("never")
    except BaseException as e:
        show("unmatched", e)
        print(e is exc)

unmatched(KeyError(1))
unmatched(ZeroDivisionError("z"))
unmatched(KeyboardInterrupt())

# the first clause that matches takes it all; the later ones see nothing
try:
    raise ValueError("once")
except* Exception as eg:
    show("first", eg)
except* ValueError as eg:
    print("never", eg)

# handled: nothing raised after the statement, no else
try:
    raise ValueError(2)
except* ValueError:
    pass
else:
    print("never: else")
print("after the statement")

# a naked exception raised from a called function
def boom(n):
    if n == 0:
        raise ArithmeticError("deep")
    boom(n - 1)

try:
    boom(5)
except* ArithmeticError as eg:
    show("from calls", eg)

# the raised exception keeps its own context
try:
    try:
        raise KeyError("inner")
    except KeyError:
        raise ValueError("outer")
except* ValueError as eg:
    show("ctx", eg.exceptions[0].__context__)
    print(repr(eg.__context__))
