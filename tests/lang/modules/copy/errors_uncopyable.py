# copy.Error, objects that cannot be copied, hooks that raise
import copy
print(copy.Error.__name__, copy.error is copy.Error, issubclass(copy.Error, Exception))
class Bad:
    def __copy__(self):
        raise RuntimeError('no copies')
    def __deepcopy__(self, memo):
        raise ValueError('no deep copies')
for f in (copy.copy, copy.deepcopy):
    try:
        f(Bad())
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
    try:
        f([1, Bad()])
    except Exception as e:
        print(f.__name__, 'in list', type(e).__name__, e)
def gen():
    yield 1
try:
    copy.deepcopy([1, 2])
    print('list fine')
except Exception as e:
    print(type(e).__name__)
try:
    copy.copy()
except TypeError as e:
    print(type(e).__name__, e)
try:
    copy.deepcopy()
except TypeError as e:
    print(type(e).__name__, e)
