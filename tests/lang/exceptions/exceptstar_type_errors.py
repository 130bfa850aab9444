# CPython's runtime checks of an except* clause's type.
def show(tag, e):
    print(tag, type(e).__name__, e)


class MyGroup(ExceptionGroup):
    pass


class MyBaseGroup(BaseExceptionGroup):
    pass


class NotExc:
    pass


types = [ExceptionGroup, BaseExceptionGroup, MyGroup, MyBaseGroup, (ValueError, ExceptionGroup),
         (MyBaseGroup,), 5, "ValueError", NotExc, (ValueError, int), (ValueError, (TypeError,)),
         [ValueError], None, object, Exception, (), (ValueError, TypeError)]

for t in types:
    for raised in [ValueError("naked"), ExceptionGroup("g", [TypeError(1)])]:
        try:
            try:
                raise raised
            except* t:
                print("handled by", t)
        except TypeError as e:
            if str(e).startswith("catching"):
                show("TypeError", e)
                print("   context:", repr(e.__context__))
            else:
                print("other TypeError:", repr(e))
        except BaseException as e:
            print("passed on:", repr(e))


# the type is evaluated only when an exception reaches the clause
try:
    pass
except* 5:
    pass
print("no exception, no check")

def later_clause_checked():
    try:
        raise ValueError(1)
    except* ValueError:
        print("first clause ran")
    except* 5:
        pass
try:
    later_clause_checked()
except TypeError as e:
    show("later clause", e)
    print("   context:", repr(e.__context__))


def after_partial():
    try:
        raise ExceptionGroup("g", [ValueError(1), KeyError(2)])
    except* ValueError:
        print("V handled")
    except* ExceptionGroup:
        pass
try:
    after_partial()
except TypeError as e:
    show("after partial", e)
    print("   context:", repr(e.__context__))


# errors in evaluating the type
def bad_name():
    try:
        raise ValueError(1)
    except* NoSuchError:
        pass
try:
    bad_name()
except NameError as e:
    show("name", e)
    print("   context:", repr(e.__context__))


def calls():
    order = []
    def t(x):
        order.append(x.__name__)
        return x
    try:
        raise ExceptionGroup("g", [KeyError(1), ValueError(2)])
    except* t(TypeError):
        pass
    except* t(ValueError):
        pass
    except* t(KeyError):
        pass
    except* t(IndexError):
        pass
    return order
print(calls())
