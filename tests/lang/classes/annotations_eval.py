# Annotations in a class body are evaluated when the body runs, after the
# value; blocks inside the body count, nested defs and classes do not.
log = []


def note(tag, v):
    log.append(tag)
    return v


class A:
    x: note('ann x', int) = note('value x', 1)
    y: note('ann y', str)
    if True:
        z: bool = False
    for i in range(2):
        w: note('loop', int)
    try:
        t: tuple[int, ...] = (1,)
    except Exception:
        pass

    def f(self):
        inner: undefined_name = 3
        return inner

    class Inner:
        q: int


print(log)
print(A.__annotations__)
print(A.Inner.__annotations__)
print(A().f())


def make(kind):
    class Local:
        value: kind
        other: list[kind] = []
    return Local


print(make(int).__annotations__, make(str).__annotations__)


class Holder:
    pass


class Complex:
    Holder.attr: note('attr ann', int)
    (paren): note('paren ann', str) = 5
    d = {}
    d['k']: note('sub ann', float)


print(Complex.__annotations__, Complex.paren, log[-3:])
print(hasattr(Holder, 'attr'), Complex.d)
