# coroutine-style generators driven by send: running stats, state machine, errors for bad input
def stats():
    n = total = 0
    lo = hi = None
    while True:
        x = yield (n, total, lo, hi)
        if not isinstance(x, (int, float)):
            raise TypeError("need a number, got %s" % type(x).__name__)
        n += 1
        total += x
        lo = x if lo is None else min(lo, x)
        hi = x if hi is None else max(hi, x)

s = stats()
print(next(s))
for v in [5, 1, 9, 2.5]:
    print(s.send(v))
try:
    s.send("x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    s.send(1)
except StopIteration:
    print("dead after error")

def machine():
    state = "idle"
    while True:
        event = yield state
        if state == "idle" and event == "start":
            state = "running"
        elif state == "running" and event == "pause":
            state = "paused"
        elif state == "paused" and event == "resume":
            state = "running"
        elif event == "stop":
            return "stopped from " + state
        else:
            state = state
m = machine(); next(m)
for ev in ["start", "pause", "bogus", "resume"]:
    print(ev, "->", m.send(ev))
try:
    m.send("stop")
except StopIteration as e:
    print(e.value)

def tokens():
    buf = ""
    out = None
    while True:
        ch = yield out
        out = None
        if ch == " ":
            if buf:
                out, buf = buf, ""
        else:
            buf += ch
t = tokens(); next(t)
print([w for w in (t.send(c) for c in "ab cd  e ") if w])
