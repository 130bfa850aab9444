# the safe sys subset: constants, recursion limit, stdout.write, exit
import sys
print(sys.maxsize, sys.byteorder, sys.platform, sys.maxunicode, sys.float_info, sys.int_info, sys.hash_info)
print(sys.version_info[:2], sys.version_info.major, sys.version_info >= (3, 8), sys.float_info.epsilon, sys.float_info.max, sys.int_info.bits_per_digit)
print(sys.getrecursionlimit())
sys.setrecursionlimit(500); print(sys.getrecursionlimit())
sys.setrecursionlimit(1000); print(sys.getrecursionlimit())
for bad in [0, -5, 1.5, 'x']:
    try:
        sys.setrecursionlimit(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(sys.stdout.write('hello\n'), sys.stdout.write('é\n'))
print('to stdout', file=sys.stdout)
sys.stdout.flush()
try:
    sys.stdout.write(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    sys.exit(3)
except SystemExit as e:
    print('exit', e.code, e.args)
try:
    sys.exit()
except SystemExit as e:
    print('exit', e.code, e.args)
try:
    sys.exit('msg')
except SystemExit as e:
    print('exit', e.code)
def deep(n):
    return deep(n + 1)
sys.setrecursionlimit(100)
try:
    deep(0)
except RecursionError as e:
    print(type(e).__name__, e)
