# string errors: unterminated, control characters, bad escapes
import json
for s in ['"abc', '"', '["abc', '"abc\\', '"abc\\"', '"a\x00b"', '"a\nb"', '"tab\there"', '"\x1f"',
          '"\\x"', '"\\a"', '"\\U0041"', '"\\u"', '"\\u1"', '"\\u12"', '"\\u123"', '"\\u1234',
          '"\\u12g4"', '"\\uXYZW"', '"\\u00zz"', '"\\ud834\\u"', '"\\ud834\\u12"', '"\\ud834\\udz1e"',
          '"\\ud834\\udd1"', '"\\ud834\\', '["a", "b\\q"]', '{"k\\x": 1}', '{"k": "v\x01"}', '"\\u-123"',
          '"\\u0x12"', '"\\u 123"', '"ok" "\x02"', '"\x7f"', '"\\ud800\\u0041"']:
    try:
        print(repr(s), 'parsed', ascii(json.loads(s)))
    except json.JSONDecodeError as e:
        print(repr(s), '|', e.msg, '|', e.pos)
