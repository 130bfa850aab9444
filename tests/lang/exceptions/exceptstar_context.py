# The handled exception while except* clauses run: what a bare raise
# re-raises and what becomes __context__, inside and after the statement.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


def ctx_of(fn):
    try:
        fn()
    except BaseException as e:
        show("  raised", e)
        c = e.__context__
        print("  context:", repr(c), "suppressed:", e.__suppress_context__)
        return e


def in_first_clause():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        {}["k"]
    except* TypeError:
        pass
print("in first clause")
ctx_of(in_first_clause)


def in_second_clause():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        pass
    except* TypeError:
        [][0]
print("in second clause")
ctx_of(in_second_clause)


def after_statement():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        pass
    raise KeyError("after")
print("after the statement")
ctx_of(after_statement)


def outer_handler_kept():
    try:
        raise OSError("outer")
    except OSError:
        try:
            raise ExceptionGroup("g", [ValueError(1)])
        except* ValueError:
            pass
        raise
print("the outer handler's exception comes back")
ctx_of(outer_handler_kept)


def outer_context_for_group():
    try:
        raise OSError("outer")
    except OSError:
        try:
            raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
        except* ValueError:
            pass
print("the rest keeps its context")
e = ctx_of(outer_context_for_group)


def in_else():
    try:
        pass
    except* ValueError:
        pass
    else:
        raise KeyError("else")
print("in else")
ctx_of(in_else)


def in_finally_after_clause():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        pass
    finally:
        raise KeyError("finally")
print("in finally after a clause")
ctx_of(in_finally_after_clause)


def in_finally_with_rest():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        pass
    finally:
        raise KeyError("finally")
print("in finally with the rest in flight")
ctx_of(in_finally_with_rest)


def explicit_from():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError as eg:
        raise KeyError("k") from eg.exceptions[0]
print("raise from a leaf")
e = ctx_of(explicit_from)
show("  cause", e.__cause__)


def bare_raise_outside_after():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        pass
    raise
print("bare raise after the statement")
ctx_of(bare_raise_outside_after)


def nested_handlers():
    try:
        raise ExceptionGroup("outer", [ValueError(1)])
    except* ValueError:
        try:
            raise ExceptionGroup("inner", [TypeError(2)])
        except* TypeError:
            pass
        raise
print("bare raise after a nested except*")
ctx_of(nested_handlers)


def context_of_the_group():
    try:
        try:
            raise KeyError("first")
        except KeyError:
            raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError as eg:
        print("  part's context:", repr(eg.__context__), eg.__suppress_context__)
        raise
print("a part's own context")
ctx_of(context_of_the_group)
