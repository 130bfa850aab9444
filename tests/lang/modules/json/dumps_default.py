# default(obj) is called for what JSON cannot hold, and its result written instead
import json
def dflt(o):
    if isinstance(o, set):
        return sorted(o)
    if isinstance(o, bytes):
        return o.decode()
    if isinstance(o, range):
        return {'range': [o.start, o.stop]}
    return 'other:' + type(o).__name__
print(json.dumps({'s': {3, 1, 2}, 'b': b'raw', 'r': range(2, 5), 'f': frozenset([1])}, default=dflt))
print(json.dumps([{1}, [{2}]], default=dflt, indent=1))
print(json.dumps({1, 2}, default=list))
print(json.dumps(b'top', default=lambda o: [o.decode(), {'n': len(o)}]))
chain = {'n': 0}
def nested(o):
    return {'inner': o[0]} if isinstance(o, tuple) is False and isinstance(o, frozenset) else o
print(json.dumps(frozenset([frozenset()]), default=lambda o: sorted(o, key=str) if o else 'empty'))
print(json.dumps([set(), 1], default=lambda o: None))
