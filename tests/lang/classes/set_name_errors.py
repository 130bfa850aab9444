# __set_name__ that raises: CPython 3.11's RuntimeError naming the descriptor, the attribute and the class,
# with the original as __cause__; __set_name__ = None, a staticmethod, a non-function callable
def show(label, f):
    try:
        r = f()
        print(label, "ok", r)
    except BaseException as e:
        c = e.__cause__
        print(label, type(e).__name__, e, "| cause:", type(c).__name__, c, e.__suppress_context__)

class Raises:
    def __set_name__(self, owner, name):
        raise ValueError("bad " + name)
class NoneSN:
    __set_name__ = None
class Static:
    @staticmethod
    def __set_name__(owner, name):
        print("static", owner.__name__, name)
class WrongArity:
    def __set_name__(self):
        pass
class Exit:
    def __set_name__(self, owner, name):
        raise SystemExit(3)
class Good:
    def __set_name__(self, owner, name):
        self.where = owner.__name__ + "." + name

def make(d):
    class Owner:
        attr = d
    return Owner.attr

show("raises", lambda: make(Raises()))
show("None", lambda: make(NoneSN()))
show("static", lambda: type(make(Static())).__name__)
show("arity", lambda: make(WrongArity()))
show("SystemExit", lambda: make(Exit()))
show("good", lambda: make(Good()).where)

def two():
    class Owner:
        a = Good()
        b = Raises()
        c = Good()
    return Owner
show("second fails", two)
