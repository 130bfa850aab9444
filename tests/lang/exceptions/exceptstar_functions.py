# except* inside functions: across calls, in closures, recursion, nested
# statements, names bound and cleared in function scopes.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


def worker(jobs):
    errors = []
    for j in jobs:
        try:
            if j < 0:
                raise ValueError(j)
            if j == 0:
                raise ZeroDivisionError("zero")
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("worker failed", errors)
    return "ok"


def caller(jobs):
    try:
        return worker(jobs)
    except* ValueError as eg:
        print("  bad values:", [e.args[0] for e in eg.exceptions])
    except* ZeroDivisionError as eg:
        print("  zeros:", len(eg.exceptions))
    return "handled"


print(caller([1, 2]))
print(caller([-1, 0, -2, 3, 0]))


def handler_name_is_local():
    eg = "before"
    try:
        raise ExceptionGroup("x", [KeyError(1)])
    except* KeyError as eg:
        pass
    try:
        return eg
    except UnboundLocalError as e:
        return "UnboundLocalError: " + str(e)
print(handler_name_is_local())


def captured():
    fs = []
    for i in range(3):
        try:
            raise ExceptionGroup("c%d" % i, [ValueError(i)])
        except* ValueError as eg:
            part = eg
            fs.append(lambda p=part: p.message)
    return [f() for f in fs]
print(captured())


def recursive(n):
    try:
        if n == 0:
            raise ExceptionGroup("bottom", [ValueError(0), TypeError(0)])
        recursive(n - 1)
    except* ValueError as eg:
        print("  level", n, "takes", repr(eg))
        if n < 2:
            raise KeyError(n)
try:
    recursive(3)
except* TypeError as eg:
    show("top T", eg)
except* KeyError as eg:
    show("top K", eg)


def nested_statements():
    try:
        try:
            raise ExceptionGroup("outer", [ValueError(1), TypeError(2), OSError(3)])
        except* ValueError:
            try:
                raise ExceptionGroup("inner", [KeyError(4), ValueError(5)])
            except* KeyError as inner:
                print("  inner K", repr(inner))
            except* ValueError:
                raise
    except* ValueError as eg:
        show("  outer V", eg)
    except* (TypeError, OSError) as eg:
        show("  outer T/O", eg)
nested_statements()


def plain_except_around():
    try:
        try:
            raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
        except* ValueError:
            print("  V")
    except ExceptionGroup as e:
        show("  plain except sees", e)
        return e.exceptions
print(plain_except_around())


class Service:
    def __init__(self):
        self.log = []

    def run(self, *excs):
        try:
            raise ExceptionGroup("svc", list(excs))
        except* LookupError as eg:
            self.log.append(("lookup", len(eg.exceptions)))
        except* ArithmeticError:
            self.log.append("arith")
            raise
        return self.log


s = Service()
print(s.run(KeyError(1), IndexError(2)))
try:
    s.run(KeyError(3), ZeroDivisionError())
except ExceptionGroup as e:
    show("svc", e)
    print(s.log)


def lambda_in_type():
    pick = lambda: (ValueError, TypeError)
    try:
        raise ExceptionGroup("l", [TypeError(1)])
    except* pick() as eg:
        r = repr(eg)
    return r
print(lambda_in_type())


def comprehension_in_clause():
    try:
        raise ExceptionGroup("c", [ValueError(i) for i in range(4)])
    except* ValueError as eg:
        odd = sorted(e.args[0] for e in eg.exceptions if e.args[0] % 2)
    return odd
print(comprehension_in_clause())


def global_name():
    global G
    try:
        raise ExceptionGroup("glob", [ValueError(1)])
    except* ValueError as G:
        print("  bound:", repr(G))
    try:
        G
    except NameError as e:
        print("  then:", e)
global_name()
