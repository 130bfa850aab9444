import io
s = io.StringIO('l1\nl2\n\nl4')
it = iter(s)
print(it is s, next(it), next(s), s.tell())
print(list(s), list(s))
s.seek(0)
print([x for x in s if x.strip()])
s.seek(0)
for i, line in enumerate(s):
    if i == 1:
        s.seek(0)
    print(i, repr(line))
    if i > 4:
        break
try:
    next(s)
    next(s)
    print('more')
except StopIteration:
    print('StopIteration')
print(list(io.StringIO('')), list(io.StringIO('\n\n')), list(io.StringIO('no newline')))
print(list(io.StringIO('a\r\nb', newline='')), list(io.StringIO('a\rb', newline='\r')))
print(sorted(io.StringIO('c\nb\na\n')), max(io.StringIO('x\nyy\n'), key=len))
s = io.StringIO('q\nw')
s.close()
try:
    next(s)
except Exception as e:
    print(type(e).__name__, e)
try:
    iter(s)
except Exception as e:
    print(type(e).__name__, e)
