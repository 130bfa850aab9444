# instances of the script's classes as hooks, readers, writers, encoders and decoders
import json
class Enc:
    def __init__(self, **kw):
        self.kw = kw
    def default(self, o):
        return {'point': [o.x, o.y]}
    def encode(self, o):
        return json.dumps(o, default=self.default, sort_keys=self.kw['sort_keys'])
    def iterencode(self, o):
        return iter(['<', self.encode(o), '>'])
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
print(json.dumps([Point(3, 4)], cls=Enc))
class Writer:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
w = Writer()
json.dump({'a': [1, 2]}, w)
json.dump([Point(5, 6)], w, cls=Enc)
print(w.parts)
class Reader:
    def __init__(self, text):
        self.text = text
    def read(self):
        return self.text
print(json.load(Reader('{"from": "reader"}')), json.load(Reader(b'[1]')))
class Counter:
    def __init__(self):
        self.n = 0
    def __call__(self, d):
        self.n += 1
        return d
h = Counter()
json.loads('[{}, {"a": {}}]', object_hook=h)
print(h.n)
class Pairs:
    def __init__(self, pairs):
        self.pairs = pairs
    def __repr__(self):
        return 'Pairs(%r)' % (self.pairs,)
print(json.loads('{"a": 1, "b": {"c": 2}}', object_pairs_hook=Pairs))
class Dec:
    def __init__(self, **kw):
        self.hook = kw.get('object_hook')
    def decode(self, s):
        return ('mine', json.loads(s, object_hook=self.hook))
print(json.loads('{"x": 1}', cls=Dec, object_hook=lambda d: sorted(d)))
class Money:
    def __init__(self, text):
        self.text = text
    def __repr__(self):
        return 'Money(%s)' % self.text
print(json.loads('[1.50, 2, 3.25e1]', parse_float=Money))
class Fussy:
    def default(self, o):
        raise TypeError('no ' + type(o).__name__)
try:
    json.dumps({1}, default=Fussy().default)
except TypeError as e:
    print(e)
