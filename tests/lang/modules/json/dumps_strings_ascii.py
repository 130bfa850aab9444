# ensure_ascii (the default): every non-ASCII character and control character escaped as CPython does
import json
for s in ['plain', 'quote " and backslash \\', 'slash /', '\b\f\n\r\t', '\x00\x01\x1f\x7f\x80',
          'caf\u00e9', '\u4e2d\u6587', '\U0001F600', 'a\U0001D11Eb', '\ud800', '\udfff\ud800', '\ud83d\ude00',
          '\u2028\u2029', '\uffff\ufffe', '\U0010FFFF', 'x' * 20 + '\n' + 'y' * 20, '"' * 5, '\\' * 3]:
    print(json.dumps(s))
print(json.dumps({'\u00e9': '\u00e8'}), json.dumps(['\t']))
