try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args, str(e))
try:
    raise ValueError("a", 1)
except ValueError as e:
    print(e, e.args)
try:
    raise TypeError("x") from None
except TypeError as e:
    print(e.__cause__, e.__suppress_context__)
class_ = KeyError
try:
    raise class_("key")
except KeyError as e:
    print(e)
try:
    raise 5
except TypeError as e:
    print(e)
try:
    raise
except RuntimeError as e:
    print(e)
print(repr(KeyError()), repr(IndexError("i")), str(KeyError("a")), str(KeyError("a", "b")))
print(isinstance(ZeroDivisionError(), ArithmeticError))
raise NotImplementedError("todo")
