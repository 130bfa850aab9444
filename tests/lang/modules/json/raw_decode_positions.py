import json
d = json.JSONDecoder()
def t(*a):
    try:
        print(repr(d.raw_decode(*a)))
    except Exception as e:
        print(type(e).__name__, e, getattr(e, 'pos', None))
t('{"a": 1} tail')
t('[1, 2]   ')
t('  [1]')
t('123abc')
t('"str" more')
t('nullx')
t('true false')
t('1.5e3, next')
t('{"a": 1}', 0)
t('xx{"a": 1}', 2)
t('[1] [2]', 3)
t('[1] [2]', 4)
t('[1]', 3)
t('[1]', 10)
t('[1]', -1)
t('', 0)
t('{', 0)
t('1', 1.0)
t(b'[1]')
t(5)
t('NaN rest')
t('-Infinity]')
t('"\\u00e9"x')
s = '{"k": [1, {"n": null}]} {"second": true}'
obj, end = d.raw_decode(s)
print(obj, end, d.raw_decode(s, end + 1))
try:
    d.decode('[1] [2]')
except json.JSONDecodeError as e:
    print(e.msg, e.pos, e.lineno, e.colno)
