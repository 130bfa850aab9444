# prod's arguments: the iterable is positional-only, start keyword-only;
# CPython's messages, and the errors of * itself.
import math


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


show("none", lambda: math.prod())
show("two pos", lambda: math.prod([1], 2))
show("three pos", lambda: math.prod(1, 2, 3))
show("iterable kw", lambda: math.prod(iterable=[1]))
show("start only", lambda: math.prod(start=3))
show("start and iterable kw", lambda: math.prod([2], start=3, iterable=3))
show("unknown kw", lambda: math.prod([1], x=3))
show("iterable as kw too", lambda: math.prod([1], iterable=3))
show("three kw", lambda: math.prod([1], start=2, x=3))
show("not iterable", lambda: math.prod(1))
show("strs", lambda: math.prod(["a", "b"]))
show("none item", lambda: math.prod([1, None]))
show("dict item", lambda: math.prod([2, {}]))
show("big then str", lambda: math.prod([10**30, "ab"]))
show("big then str", lambda: math.prod([10**30, 2, "ab"]))
show("big times float too big", lambda: math.prod([10**400, 1.5]))
show("big then none", lambda: math.prod([10**30, 10**30, None]))
show("start ok", lambda: math.prod([1, 2], start=10))
show("start kw dict", lambda: math.prod([3], **{"start": 2}))
