# functions, classes, methods, builtins, and exceptions through copy and deepcopy
import copy
def f(x): return x
class K:
    def m(self): return 'm'
print(copy.copy(f) is f, copy.deepcopy(f) is f, copy.copy(K) is K, copy.deepcopy(K) is K, copy.deepcopy([f, K])[0] is f)
print(copy.copy(len) is len, copy.deepcopy(print) is print, copy.deepcopy({'fn': f})['fn'] is f, copy.copy(lambda: 1)() == 1)
e = ValueError('bad', [1])
e2, e3 = copy.copy(e), copy.deepcopy(e)
print(type(e2).__name__, e2.args, e3.args, e3.args[1] is e.args[1], e2.args[1] is e.args[1], str(e3))
class MyErr(Exception):
    def __init__(self, code):
        super().__init__(f'code {code}')
        self.code = code
me = copy.deepcopy(MyErr(7))
print(type(me).__name__, me.args, me.code)
