# contextlib.redirect_stdout / redirect_stderr: sys.stdout / sys.stderr are the target inside the block,
# print() with and without file= writes to it, nesting, restoring after errors, None as the target
import sys
import contextlib
from contextlib import redirect_stdout, redirect_stderr

class Sink:
    def __init__(self, name):
        self.name = name
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def flush(self):
        pass
    def text(self):
        return "".join(self.parts)

orig_out, orig_err = sys.stdout, sys.stderr
print(orig_out is sys.__stdout__, orig_err is sys.__stderr__, orig_out is orig_err)
f = Sink("f")
with redirect_stdout(f) as got:
    print("plain")
    print("to sys.stdout", file=sys.stdout)
    sys.stdout.write("direct\n")
    inside = (sys.stdout is f, got is f, sys.stderr is orig_err)
    from sys import stdout as imported
    inside += (imported is f,)
print(inside)
print(repr(f.text()))
print(sys.stdout is orig_out, sys.stdout is sys.__stdout__)

# nested
a, b = Sink("a"), Sink("b")
with redirect_stdout(a):
    print("a1")
    with redirect_stdout(b):
        print("b1")
        print(sys.stdout is b)
    print("a2", sys.stdout is a)
print(repr(a.text()), repr(b.text()), sys.stdout is orig_out)

# the same object reused, re-entered
r = redirect_stdout(Sink("r"))
c = Sink("c")
with r as t1:
    with redirect_stdout(c):
        print("c")
    with r as t2:
        print("again")
    print(t1 is t2)
print(repr(t1.text()), repr(c.text()))

# restored after an exception
g = Sink("g")
try:
    with redirect_stdout(g):
        print("before")
        raise ValueError("boom")
except ValueError as e:
    print("caught", e, sys.stdout is orig_out)
print(repr(g.text()))

# a function and a generator that print
def talk():
    print("from talk")
    return sys.stdout
h = Sink("h")
with redirect_stdout(h):
    who = talk()
print(who is h, repr(h.text()))

# stderr
e = Sink("e")
with redirect_stderr(e) as got:
    print("to stderr", file=sys.stderr)
    sys.stderr.write("raw\n")
    print("stdout still", sys.stdout is orig_out, sys.stderr is e, got is e)
print(repr(e.text()), sys.stderr is orig_err)

# both at once
o2, e2 = Sink("o2"), Sink("e2")
with redirect_stdout(o2), redirect_stderr(e2):
    print("out")
    print("err", file=sys.stderr)
print(repr(o2.text()), repr(e2.text()))

# None as the target: print() writes nothing
with redirect_stdout(None):
    print("never seen")
    none_inside = sys.stdout is None
print("none", none_inside, sys.stdout is orig_out)

# a target without write
class NoWrite:
    pass
try:
    with redirect_stdout(NoWrite()):
        print("x")
except AttributeError as ex:
    print(type(ex).__name__, ex)
print(sys.stdout is orig_out)

# print's own arguments still checked
k = Sink("k")
with redirect_stdout(k):
    try:
        print("x", sep=1)
    except TypeError as ex:
        err = (type(ex).__name__, str(ex))
    print("y", "z", sep="-", end="!")
print(err, repr(k.text()))
print(type(redirect_stdout(None)).__name__, isinstance(redirect_stdout(None), contextlib.AbstractContextManager))
