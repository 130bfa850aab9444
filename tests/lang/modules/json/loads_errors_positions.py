# error positions count characters, lines and columns over multi-line, non-ASCII documents
import json
doc = '{\n  "n\u00e4me": "Zo\u00eb",\n  "\u65e5\u672c": [1, 2,\n    3 4],\n  "x": 1\n}'
try:
    json.loads(doc)
except json.JSONDecodeError as e:
    print(e, '|', e.pos, e.lineno, e.colno, ascii(doc[e.pos]))
for d in ['\u00e9\u00e9\u00e9 [', '[\n\U0001F600, ]', '"\u00e9\n\u00e9"', '\n\n  \u00e9', '[1,\n\n\n\u00e9]']:
    try:
        json.loads(d)
    except json.JSONDecodeError as e:
        print(ascii(d), e.pos, e.lineno, e.colno, e.msg)
