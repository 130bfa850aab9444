# context managers that track state: counters, timers-without-time, indentation printer, lock-like
class Indent:
    def __init__(self):
        self.level = 0
    def __enter__(self):
        self.level += 1
        return self
    def __exit__(self, *a):
        self.level -= 1
    def say(self, text):
        print("  " * self.level + text)

ind = Indent()
ind.say("top")
with ind:
    ind.say("one")
    with ind:
        ind.say("two")
        with ind:
            ind.say("three")
    ind.say("one again")
ind.say("top again")

class Lock:
    def __init__(self):
        self.held = False
    def __enter__(self):
        if self.held:
            raise RuntimeError("cannot re-acquire")
        self.held = True
    def __exit__(self, *a):
        self.held = False
lock = Lock()
with lock as got:
    print("held", lock.held, got)
    try:
        with lock:
            pass
    except RuntimeError as e:
        print(type(e).__name__, e, lock.held)
print("released", lock.held)

class Counter:
    entries = 0
    def __enter__(self):
        type(self).entries += 1
        return type(self).entries
    def __exit__(self, *a):
        return False
print([Counter().__enter__() for _ in range(2)])
with Counter() as n1, Counter() as n2:
    print(n1, n2, Counter.entries)
