# object_pairs_hook gets the pairs in document order, duplicates kept, and wins over object_hook
import json
print(json.loads('{"b": 1, "a": 2, "b": 3}', object_pairs_hook=lambda p: p))
print(json.loads('{}', object_pairs_hook=lambda p: ('empty', p)))
print(json.loads('{"x": {"y": 1}}', object_pairs_hook=tuple))
print(json.loads('{"x": {"y": 1}}', object_pairs_hook=lambda p: p, object_hook=lambda d: 'never'))
print(json.loads('{"x": 1}', object_pairs_hook=None, object_hook=lambda d: 'hook'))
print(json.loads('{"x": 1, "x": 2}', object_pairs_hook=dict))
pairs = json.loads('{"k": [1, {"n": null}]}', object_pairs_hook=list)
print(pairs, type(pairs[0]).__name__)
