# str % x takes any subscriptable x but a tuple or a str as a mapping, so
# a format with no conversions ignores it
for x in ([], [1, 2], b'', b'xy', range(3), {}, {1: 2}, (), (1,), 'ab', 1, None, {1}):
    for f in ('', 'ab', '%s', '%(k)s', '%s %s'):
        try:
            print(repr(f), repr(x), repr(f % x))
        except Exception as e:
            print(repr(f), repr(x), type(e).__name__, e)
print('%(a)s-%(b)r' % {'a': 1, 'b': 'x'})
