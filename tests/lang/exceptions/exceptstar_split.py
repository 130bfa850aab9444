# What each except* clause sees of a raised group: the matching part,
# keeping the group's structure and message; the rest goes on.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


def raise_and_catch(make):
    try:
        try:
            raise make()
        except* ValueError as eg:
            show("  V", eg)
        except* TypeError as eg:
            show("  T", eg)
        except* (KeyError, IndexError) as eg:
            show("  K/I", eg)
    except BaseException as e:
        show("  rest", e)
    else:
        print("  all handled")


cases = [
    lambda: ExceptionGroup("flat", [ValueError(1), TypeError(2), KeyError(3)]),
    lambda: ExceptionGroup("only V", [ValueError(1), ValueError(2)]),
    lambda: ExceptionGroup("none", [OSError(1), RuntimeError(2)]),
    lambda: ExceptionGroup("mixed", [OSError(1), ValueError(2)]),
    lambda: ExceptionGroup("nested", [ValueError(1), ExceptionGroup("in", [TypeError(2), ValueError(3)]),
                                      ExceptionGroup("in2", [OSError(4)])]),
    lambda: ExceptionGroup("deep", [ExceptionGroup("a", [ExceptionGroup("b", [ValueError(1), KeyError(2)])])]),
    lambda: BaseExceptionGroup("base", [ValueError(1), KeyboardInterrupt()]),
    lambda: ExceptionGroup("idx", [IndexError(0), KeyError(1), ValueError(2)]),
]
for i, make in enumerate(cases):
    print("case", i)
    raise_and_catch(make)

# a group that matches whole is handed over as it is
g = ExceptionGroup("whole", [ValueError(1)])
try:
    raise g
except* ValueError as eg:
    print("same object:", eg is g)

# a part is a new group (derive) with the original's message
g = ExceptionGroup("part", [ValueError(1), TypeError(2)])
try:
    raise g
except* ValueError as eg:
    print("part is new:", eg is g, eg.message, eg.exceptions[0] is g.exceptions[0])
except* TypeError as eg:
    print("leaf kept:", eg.exceptions[0] is g.exceptions[1])

# the part's cause and context are the group's
g = ExceptionGroup("meta", [ValueError(1), TypeError(2)])
try:
    try:
        raise KeyError("ctx")
    except KeyError:
        raise g from OSError("cause")
except* ValueError as eg:
    print(repr(eg.__cause__), repr(eg.__context__), eg.__suppress_context__)
except* TypeError as eg:
    print(repr(eg.__cause__), repr(eg.__context__), eg.__suppress_context__)

# the order of clauses decides who takes what
try:
    raise ExceptionGroup("order", [KeyError(1), IndexError(2), ValueError(3)])
except* IndexError as eg:
    show("index first", eg)
except* LookupError as eg:
    show("then lookup", eg)
except* Exception as eg:
    show("then the rest", eg)

# matching group types by subclass of the leaf only
class MyError(ValueError):
    pass

try:
    raise ExceptionGroup("sub", [MyError("m"), ValueError("v")])
except* MyError as eg:
    show("mine", eg)
except* ValueError as eg:
    show("plain", eg)

# BaseExceptionGroup parts
try:
    try:
        raise BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(1), SystemExit(2)])
    except* Exception as eg:
        show("exception part", eg)
except BaseExceptionGroup as e:
    show("base rest", e)

# an empty-handed clause: its type is still checked, nothing runs
try:
    raise ExceptionGroup("x", [ValueError(1)])
except* ValueError:
    print("handled")
except* KeyError:
    print("never")
