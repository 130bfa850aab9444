print(True and False, True or False, not True, True == 1, False == 0, True is True, None == False)
print(True + True, True * 10, -True, ~True, True & False, True | False, True ^ True, 1 if None else 2)
print(repr(None), str(True), [True, False, None], type(None).__name__)
x = None
print(x is None, x is not None)
