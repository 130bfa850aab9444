# json.dumps: every kind of value with the default options
import json
for v in [None, True, False, 0, -1, 12345, 1.5, -0.0, 'text', '', [], {}, (), [1, 'a', None],
          {'a': 1, 'b': [True, False]}, (1, (2, (3,))), [[], {}, [[]]], {'nested': {'x': [1, {'y': None}]}},
          [1.0, 2.5e-10, 1e100]]:
    print(repr(json.dumps(v)))
