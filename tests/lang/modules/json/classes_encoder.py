# JSONEncoder: its options as attributes, encode/iterencode/default, and a script's subclass through cls=
import json
from json import JSONEncoder, JSONDecoder
import json.encoder
print(JSONEncoder, JSONDecoder, json.encoder.JSONEncoder is JSONEncoder, json.decoder.JSONDecoder is JSONDecoder)
print(JSONEncoder.__name__, JSONEncoder.__qualname__, JSONEncoder.item_separator, JSONEncoder.key_separator)
class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        return super().default(o)
print(json.dumps({'a': {3, 1, 2}}, cls=SetEncoder))
print(json.dumps({'a': {3, 1, 2}}, cls=SetEncoder, indent=2, sort_keys=True))
try:
    json.dumps({'b': b'x'}, cls=SetEncoder)
except TypeError as e:
    print(type(e).__name__, e)
e = JSONEncoder(indent=2, sort_keys=True)
print(e.indent, e.sort_keys, repr(e.item_separator), repr(e.key_separator), e.skipkeys, e.ensure_ascii)
print(e.encode({'b': [1, 2], 'a': None}))
print(list(e.iterencode([1, {'x': 2}])))
print(list(JSONEncoder().iterencode([1, {'x': 2}])))
print(list(JSONEncoder().iterencode([1, {'x': 2}], _one_shot=True)))
print(JSONEncoder(separators=(',', ':')).encode({'a': [1, 2]}))
print(JSONEncoder(default=lambda o: 'D').encode([set()]))
print(JSONEncoder().encode('é'), JSONEncoder(ensure_ascii=False).encode('é'))
try:
    JSONEncoder(bogus=1)
except TypeError as e:
    print(e)
try:
    JSONEncoder(1)
except TypeError as e:
    print(e)
try:
    JSONEncoder().default(1)
except TypeError as e:
    print(e)
class Chatty(JSONEncoder):
    def __init__(self, **kw):
        kw['sort_keys'] = True
        super().__init__(**kw)
print(json.dumps({'z': 1, 'a': 2}, cls=Chatty))
