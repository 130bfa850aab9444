# dump(obj, fp) writes the chunks CPython's iterencode yields, in order, to fp.write
import json
def chunks(v, **kw):
    out = []
    fp = lambda: None
    fp.write = out.append
    r = json.dump(v, fp, **kw)
    return r, out
for v in [1, 'str', None, [], {}, [1, 2, 3], {'a': 1, 'b': [1, {}]}, [[1], [], {'x': []}],
          {'k': {'n': {}}}, [1, [2, [3]], 4], ({'t': (1,)},)]:
    print(chunks(v))
print(chunks({'a': [1, 2], 'b': {'c': None}}, indent=2))
print(chunks({'b': 1, 'a': [True]}, sort_keys=True, separators=(',', ':')))
print(chunks({(1,): 2, 'x': 3, (4,): 5, 'y': 6}, skipkeys=True))
print(chunks([{3}, 'z'], default=sorted))
print(chunks({1: 1, 2.5: 2, None: 3, True: 4}))
print(''.join(chunks({'a': [1, 'é', {'b': None}]}, indent='\t', ensure_ascii=False)[1]))
