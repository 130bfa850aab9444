# strict=False lets control characters into strings
import json
for s in ['"a\tb"', '"line\nbreak"', '"\x00\x01\x1f"', '{"k\n": "v\r"}', '["\x7f"]']:
    try:
        print(repr(s), 'strict', ascii(json.loads(s)))
    except json.JSONDecodeError as e:
        print(repr(s), 'strict', e)
    print(repr(s), 'lenient', ascii(json.loads(s, strict=False)))
for flag in [0, 1, '', 'yes', None, []]:
    try:
        print(repr(flag), ascii(json.loads('"\t"', strict=flag)))
    except json.JSONDecodeError as e:
        print(repr(flag), e)
print(ascii(json.loads('"\\ud800\t"', strict=False)))
try:
    json.loads('"unterminated\t', strict=False)
except json.JSONDecodeError as e:
    print(e)
