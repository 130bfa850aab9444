# what the number grammar refuses, and where it stops
import json
for s in ['01', '-01', '00', '0.', '.0', '1.e5', '1e', '1E+', '1e-', '-', '--1', '+1', '- 1', '1 .5',
          '0x1f', '1_0', '1,5', '[1.]', '[.5]', '[-]', '[1e]', '[1e+]', '[0123]', '1.5.5', '1e5e5',
          '-Infinity1', '1ee5', '[1e1.5]', '[-0.0e-0]', '12a', '1-2']:
    try:
        print(repr(s), repr(json.loads(s)))
    except json.JSONDecodeError as e:
        print(repr(s), '|', e)
