import csv, io
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
w = csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE)
t(w.writerow, ["a,b"])
t(w.writerow, [""])
t(w.writerow, 5)
t(csv.writer(io.StringIO(), doublequote=False).writerow, ['a"b'])
t(csv.writer, 5)
t(csv.writer, io.StringIO(), quoting=9)
class Sink:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s) * 10
k = Sink()
print(csv.writer(k).writerow(["a", "b"]), k.parts)
