# matching decoded-JSON-like nested dicts and lists: events, optional keys, type checks in patterns
import json

events = json.loads('''[
  {"type": "click", "pos": [10, 20]},
  {"type": "key", "key": "a", "mods": []},
  {"type": "key", "key": "c", "mods": ["ctrl"]},
  {"type": "scroll", "delta": -3, "extra": true},
  {"type": "resize", "size": {"w": 800, "h": 600}},
  {"type": "resize", "size": {"w": "bad"}},
  {"type": "click"},
  {"kind": "unknown"},
  [1, 2, 3],
  null,
  "text"
]''')

def handle(e):
    match e:
        case {"type": "click", "pos": [int(x), int(y)]}:
            return "click at %d,%d" % (x, y)
        case {"type": "key", "key": str(k), "mods": []}:
            return "key " + k
        case {"type": "key", "key": k, "mods": [*mods]}:
            return "+".join(mods + [k])
        case {"type": "scroll", "delta": int(d), **rest}:
            return "scroll %d extra=%s" % (d, sorted(rest))
        case {"type": "resize", "size": {"w": int(w), "h": int(h)}}:
            return "resize %dx%d" % (w, h)
        case {"type": t}:
            return "malformed " + t
        case {}:
            return "no type"
        case [*items]:
            return "list of %d" % len(items)
        case None:
            return "null"
        case str():
            return "string"

for e in events:
    print(handle(e))
