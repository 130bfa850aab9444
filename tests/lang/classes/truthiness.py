class T:
    def __bool__(self):
        return False
class L:
    def __len__(self):
        return 0
class L2:
    def __len__(self):
        return 2
class Both:
    def __bool__(self): return True
    def __len__(self): return 0
print(bool(T()), bool(L()), bool(L2()), bool(Both()), not T(), 'y' if L2() else 'n')
print([x for x in [T(), L(), L2(), object()] if x].__len__())
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print(e)
try:
    if BadBool():
        pass
except TypeError as e:
    print(e)
print(T() or 'alt', L2() and 'both')
