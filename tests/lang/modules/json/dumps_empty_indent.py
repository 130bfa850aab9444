# empty containers stay [] and {} whatever the indent; nesting of empties
import json
for v in [[], {}, [[]], [{}], {'a': []}, {'a': {}}, [[], [[]]], {'a': [{}], 'b': {'c': []}}]:
    print(json.dumps(v, indent=2))
    print(json.dumps(v, indent=0))
    print(json.dumps(v, separators=(',', ':')))
