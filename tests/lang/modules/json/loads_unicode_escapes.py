# \ud834\udd1e pairs join into one code point; a lone surrogate stays one
import json
cases = [r'"\ud834\udd1e"', r'"\uD83D\uDE00"', r'"x\ud83d\ude00y"', r'"\ud800"', r'"\udfff"',
         r'"\ud800x"', r'"\udc00\ud800"', r'"\ud800\ud800"', r'"\ud800\u0041"', r'"\ud834\udd1e\ud834"',
         r'"\ud834\\udd1e"', r'"\ud800\udbff\udfff"']
for c in cases:
    v = json.loads(c)
    print(c, ascii(v), len(v), [hex(ord(ch)) for ch in v])
print(json.loads(r'"\ud83d\ude00"') == '\U0001F600')
print(json.loads(r'"\ud800"') == '\ud800')
