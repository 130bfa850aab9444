class Singleton:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
            cls._inst.count = 0
        return cls._inst
    def __init__(self):
        self.count += 1
a = Singleton()
b = Singleton()
print(a is b, a.count)
class Tagged:
    def __new__(cls, tag):
        obj = object.__new__(cls)
        obj.tag = tag
        return obj
t = Tagged('x')
print(t.tag, type(t).__name__)
class Other:
    def __new__(cls):
        return 42
print(Other())
class WithInit:
    def __new__(cls, *args):
        return super().__new__(cls)
    def __init__(self, a, b):
        self.s = a + b
print(WithInit(1, 2).s)
