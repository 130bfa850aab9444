class R:
    def __repr__(self):
        return repr(self)
try:
    repr(R())
except RecursionError as e:
    print('RecursionError repr')
class E:
    def __eq__(self, o):
        return self == o
try:
    E() == E()
except RecursionError:
    print('RecursionError eq')
class H:
    def __hash__(self):
        return hash(self)
try:
    hash(H())
except RecursionError:
    print('RecursionError hash')
class L:
    def __len__(self):
        return len(self)
try:
    len(L())
except RecursionError:
    print('RecursionError len')
class I:
    def __init__(self):
        I()
try:
    I()
except RecursionError:
    print('RecursionError init')
class G:
    def __getattr__(self, n):
        return self.missing
try:
    G().x
except RecursionError:
    print('RecursionError getattr')
class S:
    def __str__(self):
        return str(self)
try:
    print(S())
except RecursionError:
    print('RecursionError str')
class Cmp:
    def __lt__(self, o):
        return sorted([self, o])
try:
    sorted([Cmp(), Cmp()])
except RecursionError:
    print('RecursionError lt')
