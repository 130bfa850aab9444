# the delimiter and property-name messages, and where they point
import json
for s in ['[1 2]', '[1 2', '[1', '[1}', '{"a" 1}', '{"a"', '{"a" ', '{"a":1 "b":2}', '{"a":1', '{"a":1]',
          '{', '{ ', '{1: 2}', "{'a': 1}", '{"a": 1,}', '{"a": 1, }', '{"a": 1, 2}', '{,}', '{"a";1}',
          '[1;2]', '{"a":{"b":1 }', '[[1] [2]]', '{"a":[1}', '[1, {"b": 2]', '{"k":1,,"j":2}']:
    try:
        json.loads(s)
        print(repr(s), 'parsed?')
    except json.JSONDecodeError as e:
        print(repr(s), '|', e.msg, '|', e.pos)
