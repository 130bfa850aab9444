# loads(dumps(v)) == v for JSON-shaped values, with every combination of the formatting options
import json
values = [None, True, 0, -5, 2 ** 80, 0.5, 'a"b\\c', '', [], {}, [1, [2, [3, {}]]],
          {'k': {'l': [None, False, 1.25, 'x']}, 'e': [], 'o': {}}, {'\u00e9': ['\U0001F600', '\ud800']}]
ok = 0
for v in values:
    for indent in [None, 0, 2, '\t']:
        for seps in [None, (',', ':'), (' ,', ' : ')]:
            for ea in [True, False]:
                for sk in [True, False]:
                    t = json.dumps(v, indent=indent, separators=seps, ensure_ascii=ea, sort_keys=sk)
                    if json.loads(t) == v:
                        ok += 1
                    else:
                        print('mismatch', ascii(v), ascii(t))
print(ok)
print(json.loads(json.dumps((1, (2,)))))
