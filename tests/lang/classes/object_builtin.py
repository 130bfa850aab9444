o = object()
print(type(o).__name__, isinstance(o, object), isinstance(1, object), issubclass(int, object))
try:
    o.x = 1
except AttributeError as e:
    print(e)
try:
    object(1)
except TypeError as e:
    print(e)
print(o == o, o != object(), hash(o) == hash(o))
class A:
    def __init__(self):
        super().__init__()
print(type(A()).__name__)
class B:
    def __init__(self, x):
        super().__init__(x)
try:
    B(1)
except TypeError as e:
    print(e)
print(repr(o).startswith('<object object at 0x'))
print(object.__name__, str(object))
