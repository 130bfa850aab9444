# a str starting with U+FEFF is refused; bytes with a UTF-8 BOM are read as utf-8-sig
import json
for s in ['\ufeff[1]', '\ufeff', ' \ufeff1']:
    try:
        print(json.loads(s))
    except json.JSONDecodeError as e:
        print(type(e).__name__, '|', e, '|', e.pos)
print(json.loads(b'\xef\xbb\xbf[1, "\xc3\xa9"]'))
print(json.loads('[1, "\ufeff"]'))
