# every kind of character survives dumps and loads, escaped or not
import json
chars = ''.join(chr(c) for c in list(range(0, 0x250)) + [0x7ff, 0x800, 0xfff, 0xd7ff, 0xe000, 0xfffd, 0xffff,
                                                         0x10000, 0x1F600, 0x10FFFF])
for ea in [True, False]:
    t = json.dumps(chars, ensure_ascii=ea)
    print(ea, len(t), json.loads(t) == chars, ascii(t[:40]), ascii(t[-40:]))
surr = '\ud800\udc00\udbff\udfff\ud834'
print(ascii(json.loads(json.dumps(surr))), json.loads(json.dumps(surr)) == surr)
print(ascii(json.dumps(surr)), ascii(json.dumps(surr, ensure_ascii=False)) == ascii('"' + surr + '"'))
