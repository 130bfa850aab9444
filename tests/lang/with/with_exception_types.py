# exception types passing through __exit__: BaseException subclasses, GeneratorExit, KeyboardInterrupt, custom hierarchy
class Record:
    def __init__(self, suppress=False):
        self.suppress = suppress
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        print("exit saw", t.__name__ if t else None, isinstance(v, Exception))
        return self.suppress

for exc in [KeyboardInterrupt, SystemExit, GeneratorExit, StopIteration, ArithmeticError, Warning]:
    try:
        with Record():
            raise exc
    except BaseException as e:
        print("caught", type(e).__name__)
with Record(True):
    raise SystemExit(4)
print("SystemExit suppressed")
class AppError(Exception):
    def __init__(self, code):
        super().__init__("code %d" % code)
        self.code = code
class Filtering:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        return isinstance(v, AppError) and v.code < 400
for code in [200, 404]:
    try:
        with Filtering():
            raise AppError(code)
        print(code, "suppressed")
    except AppError as e:
        print(code, "raised", e)
