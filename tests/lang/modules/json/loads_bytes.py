# bytes: the encoding json.detect_encoding picks (UTF-8, UTF-16 and UTF-32, either order, BOM or not)
import json
doc = '{"k": ["v", 1, "\u00e9\u4e2d\U0001F600"]}'
samples = [doc.encode(), doc.encode('utf-8-sig') if False else b'\xef\xbb\xbf' + doc.encode()]
print([json.loads(b) for b in samples])
def utf16(s, big):
    out = []
    for ch in s:
        cp = ord(ch)
        units = [cp] if cp < 0x10000 else [0xD800 + ((cp - 0x10000) >> 10), 0xDC00 + ((cp - 0x10000) & 0x3FF)]
        for u in units:
            out += [u >> 8, u & 255] if big else [u & 255, u >> 8]
    return bytes(out)
def utf32(s, big):
    out = []
    for ch in s:
        b4 = [(ord(ch) >> sh) & 255 for sh in (24, 16, 8, 0)]
        out += b4 if big else b4[::-1]
    return bytes(out)
for big in [False, True]:
    for bom in [False, True]:
        b16 = utf16(('\ufeff' if bom else '') + doc, big)
        b32 = utf32(('\ufeff' if bom else '') + doc, big)
        print(big, bom, json.loads(b16) == json.loads(doc), json.loads(b32) == json.loads(doc))
print(json.loads(b'1'), json.loads(b'12'), json.loads(b'"\xed\xa0\x80"') == '\ud800')
print(json.loads(b'1\x00'), json.loads(b'\x001'), json.loads(b'[\x00\x00\x00]\x00\x00\x00'))
print(json.loads(b'\xff\xfe"\x00\x00\xd8"\x00') == '\ud800', json.loads(b'\x00\x00\x00[\x00\x00\x00]'))
for b in [b'', b' ', b'\x00\x001\x00', b'\xff\xfe\x00\xd8']:
    try:
        print(json.loads(b))
    except json.JSONDecodeError as e:
        print(b, e)
