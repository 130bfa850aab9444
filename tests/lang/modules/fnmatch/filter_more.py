import fnmatch
names = ['a.py', 'b.PY', 'c.txt', '.hidden.py', 'dir/d.py', 'e.py.bak', 'f', '', 'py', 'g.pyc']
for pat in ['*.py', '*.py*', '?.*', '.*', '*', '', '[a-c].*', '*/*', '[!.]*.py']:
    print(repr(pat), fnmatch.filter(names, pat))
print(fnmatch.filter(iter(['x', 'y']), '?'), fnmatch.filter((n for n in ['aa', 'b']), 'a*'), fnmatch.filter([], '*'))
try:
    fnmatch.filter(['a', 5], '*')
except Exception as e:
    print(type(e).__name__, e)
try:
    fnmatch.filter(None, '*')
except Exception as e:
    print(type(e).__name__, e)
