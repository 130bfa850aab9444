# non-ASCII text passes through as it is; positions in errors count characters
import json
doc = '{"name": "Zoë", "city": "Zürich", "jp": "日本語", "emoji": "😀🎉", "mix": "a\u00e9b"}'
v = json.loads(doc)
for k in v:
    print(k, ascii(v[k]), len(v[k]))
for bad in ['["é", x]', '{"日本": 1,}', '"😀😀\x01"', '["αβγ" "δ"]', '{"ключ" 1}', '"🎉\\q"']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(ascii(bad), e.msg, e.pos, e.lineno, e.colno)
