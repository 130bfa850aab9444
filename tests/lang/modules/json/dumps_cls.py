# cls: dumps calls cls(**options).encode(obj), options named as JSONEncoder takes them
import json
seen = []
def make_encoder(**kw):
    seen.append(sorted(kw.items(), key=lambda kv: kv[0]))
    enc = lambda: None
    enc.encode = lambda o: 'encoded:' + repr(o)
    enc.iterencode = lambda o: iter(['<', repr(o), '>'])
    return enc
print(json.dumps([1, 2], cls=make_encoder))
print(json.dumps({'a': 1}, cls=make_encoder, indent=2, sort_keys=True, extra='x'))
for item in seen:
    print(item)
out = []
fp = lambda: None
fp.write = out.append
json.dump((1,), fp, cls=make_encoder)
print(out)
