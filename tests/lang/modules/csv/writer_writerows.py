import csv, io
s = io.StringIO()
w = csv.writer(s)
print(w.writerows([]))
print(w.writerows([['a'], ['b', 'c']]))
print(w.writerows(iter([[1], [2]])))
print(w.writerows((r for r in [['g1'], ['g2']])))
print(w.writerows([[], ['']]))
print(repr(s.getvalue()))
def t(rows):
    s = io.StringIO()
    try:
        print(csv.writer(s).writerows(rows), repr(s.getvalue()))
    except Exception as e:
        print(type(e).__name__, e, repr(s.getvalue()))
t(5)
t([['ok'], 5])
t([['ok'], None, ['after']])
t(['ab', 'cd'])
t([[None]])
def rows():
    yield ['first']
    raise ValueError('mid')
t(rows())
class W:
    def write(self, s):
        return None
print(csv.writer(W()).writerow(['a']), csv.writer(W()).writerows([['a']]))
class NoWrite:
    pass
try:
    csv.writer(NoWrite())
except Exception as e:
    print(type(e).__name__, e)
w = csv.writer(io.StringIO())
print(w.dialect.delimiter, repr(w.dialect.lineterminator), w.dialect.quoting)
