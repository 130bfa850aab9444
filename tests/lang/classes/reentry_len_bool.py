# __len__ and __bool__ running Python code inside truth tests and len()
# of built-ins: while, if, and/or, not, filter(None), any/all, sorted
class Sized:
    def __init__(self, n, target=None):
        self.n = n
        self.target = target
    def __len__(self):
        if self.target is not None:
            self.target.append(self.n)
        [str(i) for i in range(3)]
        return self.n
log = []
items = [Sized(0, log), Sized(2, log), Sized(0, log), Sized(5, log)]
print([bool(x) for x in items], log)
log.clear()
print(list(filter(None, items)) == [items[1], items[3]], log)
log.clear()
print(any(items), all(items), log)
log.clear()
n = 0
while items[n % 4]:
    n += 1
print(n, log)
print(not Sized(0), Sized(0) or 'empty', Sized(3) and 'full')
class Weird:
    def __len__(self):
        return 2 ** 70
try:
    len(Weird())
except OverflowError as e:
    print('OverflowError', e)
try:
    bool(Weird())
except OverflowError as e:
    print('OverflowError', e)
class Neg:
    def __len__(self):
        return -3
for f in (len, bool):
    try:
        f(Neg())
    except ValueError as e:
        print(f.__name__, 'ValueError', e)
class BadBool:
    def __bool__(self):
        return 1
try:
    if BadBool():
        pass
except TypeError as e:
    print('TypeError', e)
class LenFloat:
    def __len__(self):
        return 1.5
try:
    len(LenFloat())
except TypeError as e:
    print('TypeError', e)
