# "Extra data": a complete document followed by more than whitespace
import json
for s in ['1 2', '[] []', '{}x', 'nullnull', 'true false', '"a" "b"', '1,', '[1],', '01', '1.', '1e',
          '1.5e+', '1e-', '0x10', '1_000', '-01', '00', '1.2.3', '2e5e5', 'NaNx', '{"a":1}}',
          '[1]]', '"x"\n\n  y', '1 /* c */', 'truex']:
    try:
        print(repr(s), 'parsed', json.loads(s))
    except json.JSONDecodeError as e:
        print(repr(s), '|', e.msg, '|', e.pos, e.lineno, e.colno)
