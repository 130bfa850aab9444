# Exceptions raised in except* bodies: collected with what is left of the
# raised group into a new group whose message is ''.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


def run(body):
    try:
        body()
    except BaseException as e:
        show("->", e)
        return e
    print("-> nothing")


def one_new_all_handled():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        raise KeyError("new")
e = run(one_new_all_handled)
show("   context", e.__context__)


def one_new_and_rest():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("new")
e = run(one_new_and_rest)
print("  ", e.message == "", repr(e.__context__), repr(e.__cause__))
show("   first's context", e.exceptions[0].__context__)


def two_new():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2), OSError(3)])
    except* ValueError as v:
        raise KeyError("a") from v
    except* TypeError:
        raise IndexError("b") from None
    except* OSError:
        pass
e = run(two_new)
for x in e.exceptions:
    print("  ", type(x).__name__, repr(x.__cause__), x.__suppress_context__, repr(x.__context__))


def new_reraise_rest():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2), OSError(3)])
    except* ValueError:
        raise
    except* TypeError:
        raise RuntimeError("r")
run(new_reraise_rest)


def new_group():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise ExceptionGroup("raised", [KeyError(1), KeyError(2)])
run(new_group)


def naked_new():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise KeyError("instead")
e = run(naked_new)
show("   context", e.__context__)


def error_in_body():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError as eg:
        eg.exceptions[5]
e = run(error_in_body)


def error_then_next_clause():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        {}["missing"]
    except* TypeError as eg:
        print("   second clause runs:", repr(eg))
run(error_then_next_clause)


def new_then_reraise_naked():
    try:
        raise TypeError("t")
    except* TypeError:
        try:
            raise
        except* TypeError as again:
            show("   inner part", again)
            raise ValueError("v")
e = run(new_then_reraise_naked)
show("   context", e.__context__)


def assertion():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError as eg:
        assert len(eg.exceptions) == 2, "expected two"
run(assertion)


def order_of_new():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2), KeyError(3)])
    except* KeyError:
        raise RuntimeError("k")
    except* ValueError:
        raise RuntimeError("v")
    except* TypeError:
        raise
e = run(order_of_new)
print([str(x) for x in e.exceptions[:2]])


def base_exception_new():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyboardInterrupt()
run(base_exception_new)
