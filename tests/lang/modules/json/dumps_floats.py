# floats are written as repr() writes them: the shortest text that reads back
import json
for f in [0.0, -0.0, 0.1, 0.2 + 0.1, 1.0, 1e16, 1e15, 123456789012345.0, 1e-5, 1e-4, 1e22, 1e23,
          2.2250738585072014e-308, 5e-324, 1.7976931348623157e308, 3.141592653589793, -2.5, 100.0, 1 / 3,
          2 ** 53 + 0.0, 1e300 * 10, 0.000123456789]:
    t = json.dumps(f)
    print(t, json.loads(t) == f)
print(json.dumps([1.5, {'x': 2.25}], separators=(',', ':')))
print(json.dumps({1.5: 'k', -0.0: 'z', 1e100: 'big'}))
