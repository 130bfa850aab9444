# bytes that do not decode: UnicodeDecodeError, CPython's message
import json
for b in [b'\xff', b'"\xc3"', b'\xe9', b'\xf0\x9f\x98', b'"\xf0\x9f\x98"', b'\xef\xbb\xbf\xff',
          b'[1, "\x80"]', b'"\xc0\xaf"', b'"\xed\xb0"', b'"\xf5\x80\x80\x80"', b'\xff\xfe1',
          b'\xfe\xff\x001\x00', b'\xff\xfe\x00\x00\x00\x00\x11\x00', b'\x00\x00\xfe\xff\x00\x00\x00',
          b'1\x00\x00\x00\x00', b'\x001\x00']:
    try:
        print(b, repr(json.loads(b)))
    except UnicodeDecodeError as e:
        print(b, type(e).__name__, e)
        print(e.encoding, e.start, e.end, e.reason)
    except ValueError as e:
        print(b, type(e).__name__, e)
