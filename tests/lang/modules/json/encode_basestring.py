import json
import json.encoder as E
samples = ['', 'plain', 'quote"back\\slash', 'ctl\x00\x01\x1f\x7f', 'nl\n\r\t\b\f', 'é日', '😀', '\ud800', '\udc00x\ud800',
           '\u2028\u2029', '/', '\x80\xff', '\ufeff']
for s in samples:
    print(repr(s), repr(E.encode_basestring(s)), E.encode_basestring_ascii(s), E.encode_basestring(s) == json.dumps(s, ensure_ascii=False),
          E.encode_basestring_ascii(s) == json.dumps(s))
for bad in [b'x', 5, None, ['x']]:
    for f in [E.encode_basestring, E.encode_basestring_ascii]:
        try:
            f(bad)
        except Exception as e:
            print(type(e).__name__, e)
print(json.__all__, json.__version__)
