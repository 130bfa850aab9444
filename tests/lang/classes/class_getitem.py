# C[x] calls the class's __class_getitem__ (an implicit classmethod), and a
# subclass of a generic built-in is generic too.
class Box:
    def __class_getitem__(cls, item):
        return (cls.__name__, item)


class SubBox(Box):
    pass


class L(list):
    pass


class D(dict):
    pass


class Plain:
    pass


print(Box[int], SubBox[str, int], Box[()])
print(L[int], D[str, int], L[int]([1, 2]), type(L[int]([1])).__name__)
try:
    Plain[int]
except TypeError as e:
    print(type(e).__name__, e)
try:
    Plain()[0]
except TypeError as e:
    print(type(e).__name__, e)
