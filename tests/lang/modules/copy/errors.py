# copy.Error and what cannot be copied
import copy

print(issubclass(copy.Error, Exception), copy.error is copy.Error, copy.Error.__name__)
try:
    raise copy.Error('x')
except copy.Error as e:
    print('caught', e)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: copy.copy())
t(lambda: copy.deepcopy())
t(lambda: copy.copy(1, 2))
t(lambda: copy.copy(copy))
t(lambda: copy.deepcopy(copy))
class BadCopy:
    def __copy__(self):
        raise ValueError('no copies')
t(lambda: copy.copy(BadCopy()))
