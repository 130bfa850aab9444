# JSONDecodeError's attributes: msg, doc, pos, lineno, colno and args
import json
docs = ['{\n  "a": 1,\n  "b": ,\n}', '[\n1,\n2\n3]', '\n\n\n   x', 'line1\nline2', '[1,\r\n 2,\r\n x]',
        '{"a":\n\n\n\n"b"\n\n\n\n1}', 'é\nàx\n"\\q"']
for d in docs:
    try:
        json.loads(d)
    except json.JSONDecodeError as e:
        print(repr(e.msg), e.doc == d, e.pos, e.lineno, e.colno)
        print(e.args)
        print(str(e))
