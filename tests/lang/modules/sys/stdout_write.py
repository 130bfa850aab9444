# sys.stdout/stderr: write returns the length, mixes with print, writelines, flush, attributes
import sys
n = sys.stdout.write('abc')
sys.stdout.write('\n')
print(n, sys.stdout.write(''), sys.stdout.write('héllo wörld €\n'))
sys.stdout.writelines(['one\n', 'two\n', ''])
sys.stdout.writelines(x + '\n' for x in 'xyz')
print('a', 'b', sep='-', end='|\n', file=sys.stdout)
print(sys.stdout.flush(), sys.stdout.isatty(), sys.stdout.writable(), sys.stdout.encoding)
print(sys.stdout is sys.__stdout__, sys.stderr is sys.__stderr__, sys.stdout is not sys.stderr)
out = sys.stdout
out.write('via alias\n')
w = sys.stdout.write
w('bound write\n')
for bad in [5, None, b'bytes', ['list']]:
    try:
        sys.stdout.write(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    sys.stdout.writelines([1])
except TypeError as e:
    print(type(e).__name__)
