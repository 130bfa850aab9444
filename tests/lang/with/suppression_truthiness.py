# __exit__ return value: truthiness decides suppression (0, "", [], None, objects with __bool__)
class Ret:
    def __init__(self, value):
        self.value = value
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return self.value

class Truth:
    def __init__(self, b):
        self.b = b
    def __bool__(self):
        print("bool called")
        return self.b

for v in [True, False, None, 0, 1, "", "x", [], [0], Truth(True), Truth(False)]:
    try:
        with Ret(v):
            raise ValueError("e")
        print(repr(v) if not isinstance(v, Truth) else "Truth", "suppressed")
    except ValueError:
        print(repr(v) if not isinstance(v, Truth) else "Truth", "propagated")

class BadBool:
    def __bool__(self):
        raise RuntimeError("bool failed")
try:
    with Ret(BadBool()):
        raise ValueError("orig")
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__context__).__name__)
with Ret(BadBool()):
    pass
print("no exception: __bool__ not consulted")
