import difflib
d = difflib.Differ()
text1 = '''  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
'''.splitlines(keepends=True)
text2 = '''  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
'''.splitlines(keepends=True)
print(''.join(d.compare(text1, text2)))
print(list(d.compare(['a'], ['b'])))
print(list(d.compare(['abcdefg'], ['abcxefg'])))
print(list(d.compare(['x\n', 'y\n'], ['y\n', 'x\n'])))
d2 = difflib.Differ(linejunk=lambda l: l.strip() == '', charjunk=lambda c: c == '-')
print(list(d2.compare(['a-b\n', '\n', 'c\n'], ['a--b\n', 'c\n'])))
print(list(difflib.Differ().compare('abc', 'abd')))
try:
    list(d.compare(['a'], [None]))
except Exception as e:
    print(type(e).__name__, e)
