# __enter__ raising: body and own __exit__ skipped, earlier items exited, as-target unassigned
log = []
class CM:
    def __init__(self, name, fail=False):
        self.name, self.fail = name, fail
    def __enter__(self):
        log.append("enter " + self.name)
        if self.fail:
            raise ValueError("enter failed: " + self.name)
        return self
    def __exit__(self, t, v, tb):
        log.append("exit %s %s" % (self.name, t.__name__ if t else None))

try:
    with CM("a", fail=True) as target:
        log.append("body")
except ValueError as e:
    print(type(e).__name__, e)
print(log)
try:
    target
except NameError as e:
    print(type(e).__name__, e)
log.clear()
try:
    with CM("a"), CM("b", fail=True), CM("c"):
        log.append("body")
except ValueError as e:
    print(type(e).__name__, e)
print(log)

class AsFails:
    def __enter__(self):
        return 5
    def __exit__(self, t, v, tb):
        log.append("AsFails exit %s" % (t.__name__ if t else None))
log.clear()
try:
    with AsFails() as (x, y):
        log.append("body")
except TypeError as e:
    print(type(e).__name__, e)
print(log)
