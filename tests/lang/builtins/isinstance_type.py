print(isinstance(1, int), isinstance(True, int), isinstance(1.0, (int, float)), isinstance("s", str), isinstance([], tuple))
print(type(1), type("a"), type([]), type(None), type(1.5).__name__, type(type), type(len))
print(type(1) == int, type(True) is bool, isinstance(ValueError(), Exception), isinstance(KeyError(), LookupError))
isinstance(1, 2)
