# sys.exit: codes, messages, SystemExit's fields, catching it, and its place in the hierarchy
import sys
for args in [(), (0,), (1,), (3,), (-1,), (None,), ('bye',), ((1, 2),), ((5,),), ((),), ([1],), (True,)]:
    try:
        sys.exit(*args)
    except SystemExit as e:
        print(repr(args), repr(e.code), e.args, type(e).__name__, str(e))
print(issubclass(SystemExit, BaseException), issubclass(SystemExit, Exception))
try:
    try:
        sys.exit(7)
    except Exception:
        print('not here')
except BaseException as e:
    print('base caught', e.code)
def f():
    try:
        sys.exit(2)
    finally:
        print('finally runs')
try:
    f()
except SystemExit as e:
    print('code', e.code)
try:
    sys.exit(1, 2)
except TypeError as e:
    print(type(e).__name__)
try:
    raise SystemExit(5, 'x')
except SystemExit as e:
    print(e.code, e.args)
print("end")
