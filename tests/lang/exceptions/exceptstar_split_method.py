# BaseExceptionGroup.split() and .subgroup(), which except* is built on:
# conditions, the parts' metadata, derive() calls, CPython's errors.
def show(tag, e):
    print(tag, type(e).__name__, repr(e))


eg = ExceptionGroup("m", [ValueError(1), TypeError(2), ExceptionGroup("n", [ValueError(3), KeyError(4)])])
for cond in [ValueError, TypeError, (KeyError, TypeError), LookupError, Exception, ExceptionGroup,
             BaseExceptionGroup, OSError]:
    m, r = eg.split(cond)
    print(cond, "->", repr(m), "|", repr(r))
    print("   subgroup:", repr(eg.subgroup(cond)))

print(eg.split(Exception)[0] is eg, eg.subgroup(ExceptionGroup) is eg)
print(eg.split(OSError)[1] is eg, eg.split(OSError)[1] == eg)

# predicates see the group, then each member in order
seen = []
def pred(e):
    seen.append(type(e).__name__ + str(getattr(e, "args", "")))
    return isinstance(e, ValueError)
m, r = eg.split(pred)
print(repr(m), repr(r))
print(seen)
seen.clear()
print(repr(eg.subgroup(pred)), seen)
print(repr(eg.split(lambda e: isinstance(e, ExceptionGroup) and e.message == "n")))
print(repr(eg.split(lambda e: 0)), repr(eg.split(lambda e: "yes")))

# metadata: cause, context and __suppress_context__ of the parts
g = ExceptionGroup("meta", [ValueError(1), TypeError(2)])
g.__cause__ = KeyError("cause")
g.__context__ = OSError("context")
m, r = g.split(ValueError)
for part in (m, r):
    print(repr(part.__cause__), repr(part.__context__), part.__suppress_context__)
g2 = ExceptionGroup("meta2", [ValueError(1), TypeError(2)])
g2.__context__ = OSError("only context")
m, r = g2.split(ValueError)
print(repr(m.__cause__), repr(m.__context__), m.__suppress_context__, g2.__suppress_context__)

# derive is called for each part built, inner groups first
class Counting(ExceptionGroup):
    calls = 0
    def derive(self, excs):
        Counting.calls += 1
        return Counting(self.message, excs)

c = Counting("c", [ValueError(1), Counting("d", [ValueError(2), TypeError(3)]), TypeError(4)])
m, r = c.split(ValueError)
print(Counting.calls, repr(m), repr(r))
Counting.calls = 0
print(repr(c.subgroup(TypeError)), Counting.calls)

# conditions CPython refuses
class Callable:
    def __call__(self, e):
        return True

class Holder:
    def method(self, e):
        return True

for cond in [Callable(), Holder().method, str.isdigit, len, [ValueError], (ValueError, [TypeError]),
             (ValueError, 5), 5, None, "ValueError", int, (ValueError, (TypeError,))]:
    for how in ("split", "subgroup"):
        try:
            getattr(eg, how)(cond)
            print(how, "accepted", cond)
        except TypeError as e:
            print(how, "TypeError:", e)

# errors raised by the predicate pass through
def boom(e):
    raise RuntimeError("from predicate")
try:
    eg.split(boom)
except RuntimeError as e:
    show("predicate", e)

# argument checks
for args in [(), (ValueError, TypeError)]:
    try:
        eg.split(*args)
    except TypeError as e:
        print("args:", type(e).__name__)
