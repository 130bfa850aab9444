# list, dict and set have __hash__ None; a subclass inherits it (and so is
# unhashable) unless it defines __hash__.
class L(list):
    pass


class D(dict):
    pass


class H(list):
    def __hash__(self):
        return 7


for T in (list, dict, set, L, D):
    print(T.__name__, T.__hash__)
print([].__hash__, {}.__hash__, set().__hash__, L().__hash__)
print(type({}.keys()).__hash__, type({}.items()).__hash__)
for v in (L(), D(), L([1]), [], {}):
    try:
        print(hash(v))
    except TypeError as e:
        print(type(e).__name__, e)
print(hash(H()), H.__hash__ is not None)
print(type(()).__hash__ is None, type(0).__hash__ is None, object.__hash__ is None)
try:
    {L(): 1}
except TypeError as e:
    print(type(e).__name__, e)
