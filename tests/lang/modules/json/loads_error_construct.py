# JSONDecodeError(msg, doc, pos) made by a script
import json
e = json.JSONDecodeError('Bad thing', 'ab\ncd\nef', 5)
print(e, '|', e.msg, e.doc == 'ab\ncd\nef', e.pos, e.lineno, e.colno, e.args)
e = json.JSONDecodeError(msg='m', doc='xyz', pos=0)
print(e, e.lineno, e.colno)
e = json.JSONDecodeError('m', 'a\nb\nc', 100)
print(e, e.lineno, e.colno)
e = json.JSONDecodeError('m', 'a\nb\nc', -1)
print(e, e.lineno, e.colno)
e = json.JSONDecodeError(42, 'x', 0)
print(e, repr(e.msg))
e.extra = 'set'
print(e.extra)
try:
    raise json.JSONDecodeError('raised', '[]', 1)
except ValueError as x:
    print(type(x).__name__, x)
for args in [(), ('m',), ('m', 'd')]:
    try:
        json.JSONDecodeError(*args)
    except TypeError as x:
        print(x)
try:
    json.JSONDecodeError('m', 'd', 1, 2)
except TypeError as x:
    print(x)
