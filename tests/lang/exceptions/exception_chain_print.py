try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    print(type(e.__cause__).__name__, type(e.__context__).__name__)
def f():
    try:
        raise KeyError("k")
    except KeyError:
        raise ValueError("during")
f()
