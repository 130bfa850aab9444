import csv, io
def gen():
    yield 'a,b'
    yield '1,2'
    yield '"3,4",5'
print(list(csv.reader(gen())))
print(list(csv.reader(iter(['x;y']), delimiter=';')))
print(list(csv.reader(('t', 'u'))))
print(list(csv.reader(line for line in 'p,q\nr,s\n'.splitlines())))
print(list(csv.reader(map(str.upper, ['a,b', 'c']))))
print(list(csv.reader(io.StringIO('i,j\nk,l'))))
class Lines:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return str(self.n) + ',' + str(self.n * 2)
print(list(csv.reader(Lines())))
def bad():
    yield 'ok'
    raise KeyError('boom')
r = csv.reader(bad())
print(next(r))
try:
    next(r)
except KeyError as e:
    print(type(e).__name__, e)
def t(src):
    try:
        print(list(csv.reader(src)))
    except Exception as e:
        print(type(e).__name__, e)
t(['a', 5])
t([None])
t([b'x'])
t(5)
t(None)
t('a,b')
r = csv.reader(['a'])
print(iter(r) is r, next(r))
