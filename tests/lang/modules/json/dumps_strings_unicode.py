# ensure_ascii=False: only '"', '\\' and control characters are escaped
import json
for s in ['plain', 'caf\u00e9', '\u4e2d\u6587', '\U0001F600', '\x00\x1f\x7f\x80\x9f', 'quote " back \\',
          '\b\f\n\r\t', '\u2028', '\ud800', 'mixed \u00e9\t\U0001F600"']:
    out = json.dumps(s, ensure_ascii=False)
    print(ascii(out), len(out), json.loads(out) == s)
print(ascii(json.dumps({'cl\u00e9': ['\u00e9', 1]}, ensure_ascii=False)))
print(ascii(json.dumps({'k': 'v\u00e9'}, ensure_ascii=0, indent=1)))
