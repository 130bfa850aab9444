print(issubclass(bool, int), issubclass(KeyError, LookupError), issubclass(int, (str, float)), issubclass(ValueError, Exception), issubclass(int, int))
print(issubclass(ZeroDivisionError, (TypeError, ArithmeticError)), issubclass(list, object) if False else True)
issubclass(1, int)
