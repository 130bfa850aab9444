# a repeated key: the last value wins, at the place the key first appeared
import json
print(json.loads('{"a": 1, "b": 2, "a": 3}'))
print(list(json.loads('{"z": 0, "y": 1, "z": 2, "x": 3}').items()))
print(json.loads('{"a": {"x": 1}, "a": {"y": 2}}'))
print(json.loads('{"1": 1, "1.0": 2, "01": 3}'))
print(json.loads('{"\\u0061": 1, "a": 2}'))
