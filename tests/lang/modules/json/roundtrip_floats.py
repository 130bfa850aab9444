# floats survive the round trip bit for bit
import json
seed = 99
vals = [0.0, -0.0, 5e-324, 1.7976931348623157e308, 2.2250738585072014e-308, 1 / 3, 2 / 3, 0.1, 1e-7, 123.456]
for i in range(3000):
    seed = seed * 48271 % 2147483647
    vals.append((seed - 1073741823) / (seed % 1000 + 1) * 10.0 ** (seed % 41 - 20))
bad = [v for v in vals if json.loads(json.dumps(v)) != v or json.loads(json.dumps(v)).hex() != v.hex()]
print(len(vals), bad)
print(json.loads(json.dumps(vals)) == vals)
print(json.dumps(vals[10:14]))
