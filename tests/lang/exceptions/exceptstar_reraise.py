# A bare `raise` in an except* clause re-raises its part, and the parts
# re-raised go back together in the original group's structure.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


def run(body):
    try:
        body()
    except BaseException as e:
        show("->", e)
        return e
    print("-> nothing")


def make():
    return ExceptionGroup("top", [ValueError(1), ExceptionGroup("mid", [TypeError(2), ValueError(3)]),
                                  KeyError(4), ExceptionGroup("other", [OSError(5)])])


def all_reraised():
    try:
        raise make()
    except* ValueError:
        raise
    except* TypeError:
        raise
    except* KeyError:
        raise


def some_reraised():
    try:
        raise make()
    except* ValueError:
        raise
    except* KeyError:
        pass


def reraise_and_rest():
    try:
        raise make()
    except* TypeError:
        raise


def nothing_reraised():
    try:
        raise make()
    except* Exception:
        pass


def reraise_all_whole():
    try:
        raise make()
    except* Exception:
        raise


e = run(all_reraised)
print(e.exceptions[0] is not None, [type(x).__name__ for x in e.exceptions])
run(some_reraised)
run(reraise_and_rest)
run(nothing_reraised)
g = run(reraise_all_whole)


# the original group object comes back when all of it is re-raised whole
orig = ExceptionGroup("o", [ValueError(1), TypeError(2)])
def whole():
    try:
        raise orig
    except* ValueError:
        raise
    except* TypeError:
        raise
e = run(whole)
print("same as raised:", e is orig, e.exceptions[0] is orig.exceptions[0])


# a naked exception re-raised: its wrapping group
def naked():
    try:
        raise ValueError("n")
    except* ValueError:
        raise
e = run(naked)
print(e.exceptions)


# `raise eg` names the part: it is a new exception, not a re-raise
def named():
    try:
        raise ExceptionGroup("n", [ValueError(1), TypeError(2)])
    except* ValueError as eg:
        raise eg
e = run(named)
print([x.message for x in e.exceptions])


# re-raising a leaf by name: new too
def leaf():
    try:
        raise ExceptionGroup("n", [ValueError(1), TypeError(2)])
    except* ValueError as eg:
        raise eg.exceptions[0]
run(leaf)


# a re-raise from inside a nested plain try in the clause
def nested_reraise():
    try:
        raise ExceptionGroup("n", [ValueError(1), TypeError(2)])
    except* ValueError:
        try:
            raise
        except ExceptionGroup as inner:
            show("  caught inside", inner)
        raise
run(nested_reraise)


# a re-raise after a handled exception inside the clause
def reraise_after_inner():
    try:
        raise ExceptionGroup("n", [ValueError(1)])
    except* ValueError:
        try:
            1 / 0
        except ZeroDivisionError:
            pass
        raise
run(reraise_after_inner)


# re-raised parts and the rest, from a group with a cause
def with_cause():
    try:
        raise ExceptionGroup("c", [ValueError(1), TypeError(2), KeyError(3)]) from RuntimeError("why")
    except* ValueError:
        raise
e = run(with_cause)
print(repr(e.__cause__), e.__suppress_context__)
