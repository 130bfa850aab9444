# load's errors: no read method, read() failing or giving a wrong type, bad JSON
import json
def show(*a, **k):
    try:
        print(json.load(*a, **k))
    except Exception as e:
        print(type(e).__name__, e)
show(42)
fp = lambda: None
fp.read = lambda: 42
show(fp)
fp.read = lambda: 1 / 0
show(fp)
fp.read = lambda: '[1,'
show(fp)
fp.read = lambda: '[]'
show(fp, bogus=1)
show(fp, 2)
