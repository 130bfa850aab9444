# load(fp) reads fp.read() once and parses it; any object with a read method will do
import json
calls = []
def reader():
    calls.append('read')
    return '{"a": [1, 2, {"b": null}]}'
fp = lambda: None
fp.read = reader
print(json.load(fp), calls)
fp.read = lambda: b'[1, "\xc3\xa9"]'
print(json.load(fp))
fp.read = lambda: '[1.5, 2]'
print(json.load(fp, parse_float=str, parse_int=float))
fp.read = lambda: '{"a": 1}'
print(json.load(fp, object_pairs_hook=list), json.load(fp=fp))
fp.read = lambda: '"a\tb"'
print(json.load(fp, strict=False))
