# "Expecting value": where a value should start and none does
import json
for s in ['', ' ', '\n\n', ']', '}', ',', ':', '[', '[,', '[1,', '[1,]', '[1,,2]', '{"a":', '{"a": }',
          '{"a":1, "b":]', 'x', '-', '-x', '+1', '.5', 'tru', 'nul', 'fals', 'True', 'None', "'a'",
          '[1, 2, ', '[[[', '[{"a": [1, ]}]', '  \t  -  ']:
    try:
        json.loads(s)
        print(repr(s), 'parsed?')
    except json.JSONDecodeError as e:
        print(repr(s), '|', e)
