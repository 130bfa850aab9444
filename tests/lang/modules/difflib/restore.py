import difflib
a = 'one\ntwo\nthree\n'.splitlines(keepends=True)
b = 'ore\ntree\nemu\n'.splitlines(keepends=True)
diff = list(difflib.ndiff(a, b))
print(''.join(difflib.restore(diff, 1)), end='')
print(''.join(difflib.restore(diff, 2)), end='')
print(list(difflib.restore(diff, 1)) == a, list(difflib.restore(diff, 2)) == b)
print(list(difflib.restore([], 1)), list(difflib.restore(['? ^\n'], 1)))
print(list(difflib.restore(['  same\n', '- old\n', '+ new\n'], 2)))
for which in [0, 3, '1', None]:
    try:
        list(difflib.restore(diff, which))
    except Exception as e:
        print(repr(which), type(e).__name__, e)
print(list(difflib.restore(['x', '  y', '-z', '+ w'], 1)))
