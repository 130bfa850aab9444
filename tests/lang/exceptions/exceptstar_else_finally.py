# else and finally around except* clauses.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


def run(kind):
    log = []
    try:
        try:
            log.append("body")
            if kind == "V":
                raise ValueError("v")
            if kind == "G":
                raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
            if kind == "K":
                raise KeyError("k")
        except* ValueError:
            log.append("V clause")
        except* TypeError:
            log.append("T clause")
        else:
            log.append("else")
        finally:
            log.append("finally")
    except BaseException as e:
        log.append("out: " + repr(e))
    return log

for kind in ["", "V", "G", "K"]:
    print(kind, run(kind))


def else_raises():
    try:
        pass
    except* ValueError:
        print("never")
    else:
        raise ValueError("from else")
try:
    else_raises()
except* ValueError as eg:
    show("else raised", eg)


def returns_from_finally():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        pass
    finally:
        return "finally wins"
print(returns_from_finally())


def returns_from_else():
    try:
        x = 1
    except* ValueError:
        pass
    else:
        return "else returned", x
    finally:
        print("finally runs")
print(returns_from_else())


def loop_control():
    out = []
    for i in range(5):
        try:
            if i % 2:
                raise ExceptionGroup("g", [ValueError(i)])
        except* ValueError as eg:
            out.append(("handled", i))
        else:
            if i == 4:
                break
            out.append(("else", i))
            continue
        finally:
            out.append(("finally", i))
        out.append(("after", i))
    return out
for step in loop_control():
    print(step)


def finally_sees_state():
    state = []
    try:
        try:
            raise ExceptionGroup("g", [ValueError(1), KeyError(2)])
        except* ValueError:
            state.append("V")
            raise RuntimeError("again")
        finally:
            state.append("finally")
    except ExceptionGroup as e:
        show("out", e)
    return state
print(finally_sees_state())


def nested_finally_in_clause():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        try:
            print("in clause")
        finally:
            print("inner finally")
    finally:
        print("outer finally")
nested_finally_in_clause()


def only_finally_changes():
    try:
        try:
            raise ExceptionGroup("g", [TypeError(1)])
        except* ValueError:
            print("never")
        finally:
            raise KeyError("from finally")
    except KeyError as e:
        show("finally replaced", e)
        show("  its context", e.__context__)
only_finally_changes()
