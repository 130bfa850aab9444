# json.loads: every kind of value, nested, with whitespace between tokens
import json
for s in ['null', 'true', 'false', '0', '-1', '42', '3.5', '"text"', '[]', '{}',
          '[1, 2, 3]', '{"a": 1, "b": [true, false, null]}', ' \t\n\r[ 1 ,\n2 ]\r\n ',
          '{"nested": {"deeper": {"deepest": [[], [[]], {}]}}}', '[{"a": {}}, [{}], "x"]',
          '{ "k" : "v" , "k2":"v2"}', '[-0, -0.0, 0.0, 1E2, 1e-2, 1.5E+3]']:
    v = json.loads(s)
    print(repr(s), '->', repr(v), type(v).__name__)
