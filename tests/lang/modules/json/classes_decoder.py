# JSONDecoder: decode/raw_decode with CPython's positions and errors, subclasses overriding a hook or raw_decode
import json
from json import JSONDecoder
d = JSONDecoder()
print(d.decode('  {"a": [1, 2.5, null]} '), d.raw_decode('[1] tail'), d.raw_decode('xx"s" ', 2))
print(d.strict, d.object_hook, d.parse_float, d.parse_int, d.object_pairs_hook)
print(d.parse_constant('NaN'), d.parse_constant('-Infinity'))
try:
    d.decode('[1] x')
except json.JSONDecodeError as e:
    print(e)
try:
    d.raw_decode(' 1')
except json.JSONDecodeError as e:
    print(e)
try:
    d.raw_decode('1', 5)
except json.JSONDecodeError as e:
    print(e)
try:
    d.raw_decode('1', -1)
except ValueError as e:
    print(e)
try:
    d.decode(b'[1]')
except TypeError as e:
    print(e)
try:
    d.decode(5)
except TypeError as e:
    print(e)
class Upper(JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)
    def hook(self, d):
        return {k.upper(): v for k, v in d.items()}
print(json.loads('{"a": {"b": 1}}', cls=Upper))
print(json.loads('[1.5, 2]', cls=JSONDecoder, parse_float=str))
print(JSONDecoder(parse_constant=str).decode('[NaN]'), JSONDecoder(strict=False).decode('"a\tb"'))
class Raw(JSONDecoder):
    def raw_decode(self, s, idx=0):
        obj, end = super().raw_decode(s, idx)
        return ('wrapped', obj), end
print(Raw().decode(' [1] '), json.loads('{"k": 2}', cls=Raw))
print(json.encoder.encode_basestring('a"é\n'), json.encoder.encode_basestring_ascii('a"é\n'))
print(JSONDecoder().decode('"\u00e9" '), JSONDecoder().raw_decode('"\u00e9\u00e9" [1]'))
print(JSONDecoder(object_pairs_hook=list).decode('{"b": 1, "a": [2]}'))
try:
    JSONDecoder(foo=1)
except TypeError as e:
    print(e)
try:
    JSONDecoder().raw_decode()
except TypeError as e:
    print(e)
try:
    JSONDecoder().raw_decode('1', idx=0, s='2')
except TypeError as e:
    print(e)
print(JSONDecoder(parse_float=0, parse_int='', parse_constant=None).decode('[1.5, 2, NaN]'))
