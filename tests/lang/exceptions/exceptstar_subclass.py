# except* over exception group subclasses: derive() makes the parts, a
# split() of the class's own is used, and plain exception classes with
# their own attributes.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


class Errors(ExceptionGroup):
    def __new__(cls, message, excs, code=0):
        self = super().__new__(cls, message, excs)
        self.code = code
        return self

    def __init__(self, message, excs, code=0):
        super().__init__(message, excs)

    def derive(self, excs):
        print("  derive", excs)
        return Errors(self.message + "!", excs, self.code)


try:
    try:
        raise Errors("errs", [ValueError(1), TypeError(2), Errors("sub", [ValueError(3), KeyError(4)], 7)], 5)
    except* ValueError as eg:
        show("V", eg)
        print("  code", eg.code, eg.exceptions[1].code)
    except* KeyError as eg:
        show("K", eg)
except Errors as e:
    show("rest", e)
    print("  code", e.code)


class NoDerive(ExceptionGroup):
    pass


try:
    raise NoDerive("nd", [ValueError(1), TypeError(2)])
except* ValueError as eg:
    show("default derive", eg)
except* TypeError as eg:
    show("default derive", eg)


class BadDerive(ExceptionGroup):
    def derive(self, excs):
        return ValueError("not a group")


try:
    try:
        raise BadDerive("b", [ValueError(1), TypeError(2)])
    except* ValueError:
        print("never")
except TypeError as e:
    show("bad derive", e)
    show("  context", e.__context__)


class RaisingDerive(ExceptionGroup):
    def derive(self, excs):
        raise KeyError("derive failed")


try:
    try:
        raise RaisingDerive("r", [ValueError(1), TypeError(2)])
    except* ValueError:
        print("never")
except KeyError as e:
    show("raising derive", e)


class OwnSplit(ExceptionGroup):
    def split(self, condition):
        print("  own split", condition)
        return super().split(condition)


try:
    raise OwnSplit("o", [ValueError(1), TypeError(2)])
except* ValueError as eg:
    show("own V", eg)
except* TypeError as eg:
    show("own T", eg)


class EverythingSplit(ExceptionGroup):
    def split(self, condition):
        return self, None


try:
    raise EverythingSplit("e", [TypeError(1)])
except* ValueError as eg:
    show("split says all", eg)


class ValueGroup(ExceptionGroup, ValueError):
    pass


g = ValueGroup("vg", [TypeError(1)])
try:
    raise g
except* ValueError as eg:
    print("whole group, same object:", eg is g, repr(eg))


class AppError(Exception):
    def __init__(self, code, detail):
        super().__init__(code, detail)
        self.code = code
        self.detail = detail

    def __str__(self):
        return "%s: %s" % (self.code, self.detail)


class NotFound(AppError):
    pass


try:
    raise ExceptionGroup("app", [NotFound(404, "x"), AppError(500, "y"), NotFound(404, "z")])
except* NotFound as eg:
    print("not found", [e.detail for e in eg.exceptions], str(eg))
except* AppError as eg:
    print("app", [str(e) for e in eg.exceptions])


class BaseGroup(BaseExceptionGroup):
    pass


try:
    try:
        raise BaseGroup("bg", [KeyboardInterrupt(), ValueError(1)])
    except* ValueError as eg:
        show("from base group", eg)
except BaseExceptionGroup as e:
    show("base rest", e)
