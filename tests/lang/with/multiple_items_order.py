# several items in one with: enter left to right, exit right to left, as-targets, exception seen by all
log = []
class CM:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress
    def __enter__(self):
        log.append("enter " + self.name)
        return self.name.upper()
    def __exit__(self, t, v, tb):
        log.append("exit %s %s" % (self.name, t.__name__ if t else None))
        return self.suppress

with CM("a") as a, CM("b") as b, CM("c") as c:
    log.append(a + b + c)
print(log)
log.clear()
try:
    with CM("a"), CM("b"):
        raise ValueError("x")
except ValueError as e:
    print("escaped", e)
print(log)
log.clear()
with CM("a"), CM("b", suppress=True), CM("c"):
    raise KeyError("k")
print("suppressed by b", log)
log.clear()
with CM("outer", True):
    with CM("inner"):
        1 / 0
print(log)
log.clear()
with CM("x") as x, CM("y"):
    pass
print(x, log)
