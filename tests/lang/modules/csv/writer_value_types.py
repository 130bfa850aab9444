import csv, io
class Thing:
    def __str__(self):
        return 'thing,str'
class Bad:
    def __str__(self):
        raise RuntimeError('no str')
vals = [1, -0, 10**30, 1.0, 0.1, -0.0, float('inf'), float('nan'), 1e-7, True, False, None, '', b'bytes',
        (1, 2), [3], {'k': 1}, Thing()]
s = io.StringIO()
csv.writer(s).writerow(vals)
print(repr(s.getvalue()))
s = io.StringIO()
csv.writer(s, quoting=csv.QUOTE_NONNUMERIC).writerow(vals)
print(repr(s.getvalue()))
s = io.StringIO()
csv.writer(s, quoting=csv.QUOTE_ALL).writerow([None, 1, True])
print(repr(s.getvalue()))
try:
    csv.writer(io.StringIO()).writerow([Bad()])
except RuntimeError as e:
    print(type(e).__name__, e)
for row in [5, None, 1.5, iter([1, 2]), (x for x in 'ab'), {'a': 1}, 'xy', b'ab']:
    s = io.StringIO()
    try:
        csv.writer(s).writerow(row)
        print(repr(s.getvalue()))
    except Exception as e:
        print(type(e).__name__, e)
