import json, io
buf = io.StringIO()
print(json.dump({'a': [1, 2], 'b': 'é'}, buf), repr(buf.getvalue()))
buf = io.StringIO()
json.dump([1, {'x': None}], buf, indent=2, sort_keys=True, separators=(',', ': '))
print(repr(buf.getvalue()))
buf.seek(0)
print(json.load(buf))
print(json.load(io.StringIO('{"k": 1.5}'), parse_float=str))
print(json.load(io.StringIO('[1, 2]'), object_hook=None))
print(json.load(io.BytesIO(b'{"b": true}')))
class Reader:
    def read(self):
        return '["from", "reader"]'
print(json.load(Reader()))
class BytesReader:
    def read(self):
        return '\ufeff[1]'.encode('utf-8')
try:
    print(json.load(BytesReader()))
except Exception as e:
    print(type(e).__name__, e)
class NoRead:
    pass
for f, a in [(json.load, (NoRead(),)), (json.dump, ([1], NoRead())), (json.load, (io.StringIO('[1'),)), (json.load, (io.StringIO(''),))]:
    try:
        f(*a)
    except Exception as e:
        print(type(e).__name__, e)
class Collect:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
c = Collect()
json.dump({'a': [1, 2, 3], 'b': {'c': 'd'}}, c)
print(''.join(c.parts), all(isinstance(p, str) for p in c.parts))
