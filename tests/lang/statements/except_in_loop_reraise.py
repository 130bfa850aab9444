errors = []
for v in ["1", "x", "3", None]:
    try:
        errors.append(int(v))
    except ValueError as e:
        errors.append(str(e))
    except TypeError as e:
        errors.append(type(e).__name__)
print(errors)
def g():
    try:
        return 1 / 0
    except ZeroDivisionError:
        try:
            raise
        except ZeroDivisionError as inner:
            return "reraised: " + str(inner)
print(g())
