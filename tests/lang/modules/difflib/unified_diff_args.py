import difflib
a = ['one\n', 'two\n', 'three\n', 'four\n', 'five\n', 'six\n', 'seven\n', 'eight\n', 'nine\n', 'ten\n']
b = ['one\n', 'TWO\n', 'three\n', 'four\n', 'five\n', 'six\n', 'seven\n', 'eight\n', 'NINE\n', 'ten\n', 'eleven\n']
print(''.join(difflib.unified_diff(a, b)))
print(''.join(difflib.unified_diff(a, b, 'old.txt', 'new.txt', 'Mon Jan 1', 'Tue Jan 2')))
for n in [0, 1, 5]:
    print(n, list(difflib.unified_diff(a, b, n=n)))
x = ['a', 'b', 'c']
y = ['a', 'B', 'c', 'd']
print(list(difflib.unified_diff(x, y, lineterm='')))
print(list(difflib.unified_diff(x, y, fromfile='f', tofile='t', lineterm='')))
print(list(difflib.unified_diff(x, x)))
print(list(difflib.unified_diff([], ['new\n'])))
print(list(difflib.unified_diff(['gone\n'], [])))
print(list(difflib.unified_diff([], [])))
print(list(difflib.unified_diff('abc', 'abd', lineterm='')))
try:
    list(difflib.unified_diff(['a'], [1]))
except Exception as e:
    print(type(e).__name__, e)
try:
    list(difflib.unified_diff(['a\n'], ['b\n'], fromfile=1))
except Exception as e:
    print(type(e).__name__, e)
try:
    list(difflib.unified_diff([b'a\n'], [b'b\n']))
except Exception as e:
    print(type(e).__name__, e)
