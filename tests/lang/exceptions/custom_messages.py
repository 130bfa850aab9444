def validate(age):
    if not isinstance(age, int):
        raise TypeError(f"age must be int, got {type(age).__name__}")
    if age < 0:
        raise ValueError(f"age must be >= 0, got {age}")
    return age
for v in [5, -1, "x", 3.5]:
    try:
        print(validate(v))
    except (TypeError, ValueError) as e:
        print(f"{type(e).__name__}: {e}")
try:
    raise RuntimeError("multi", "args", 3)
except RuntimeError as e:
    print(e, e.args, repr(e))
try:
    raise Exception()
except Exception as e:
    print(repr(str(e)), repr(e))
errs = [ValueError("v"), KeyError("k"), IndexError(), ZeroDivisionError("z"), StopIteration(1)]
print([type(x).__name__ for x in errs], [str(x) for x in errs])
print(isinstance(KeyError(), LookupError), isinstance(ZeroDivisionError(), ArithmeticError), isinstance(ValueError(), BaseException))
raise ValueError(f"final {1 + 1}")
