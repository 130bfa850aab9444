# loads' signature: s positional or by name, the hooks keyword-only, other keywords go to JSONDecoder
import json
print(json.loads(s='[1]'))
print(json.loads('[1]', strict=True), json.loads('"a\tb"', strict=False))
def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except TypeError as e:
        print(type(e).__name__, e)
show(json.loads)
show(json.loads, '1', None)
show(json.loads, '1', s='2')
show(json.loads, '1', foo=1)
show(json.loads, '1', strict=True, bar=2, baz=3)
show(json.loads, '1', object_hook=None, parse_float=None, parse_int=None, parse_constant=None, object_pairs_hook=None, cls=None)
show(json.loads, '1', encoding='utf-8')
show(json.load)
show(json.load, 1, 2)
