a = [1]
b = a
c = [1]
print(a is b, a is c, a == c, None is None, True is True, 1 is not None, a is not c)
