# dumps' signature: obj positional or by name, options keyword-only, other keywords go to JSONEncoder
import json
print(json.dumps(obj=[1]))
def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except TypeError as e:
        print(type(e).__name__, e)
show(json.dumps)
show(json.dumps, 1, 2)
show(json.dumps, 1, obj=2)
show(json.dumps, 1, bogus=True)
show(json.dumps, 1, encoding='utf-8')
show(json.dumps, 1, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
     indent=None, separators=None, default=None, sort_keys=False)
show(json.dump)
show(json.dump, 1)
show(json.dump, 1, 2, 3)
show(json.dump, 1, fp=None, obj=2)
