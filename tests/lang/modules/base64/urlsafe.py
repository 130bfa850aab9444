import base64
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
for data in [b'', b'\xfb\xff', b'\xfb\xff\xbf', b'\x00\x10\x83\x10Q\x87', bytes(range(256))[::7], b'subjects?_d=1']:
    e = base64.urlsafe_b64encode(data)
    print(e, base64.urlsafe_b64decode(e) == data, base64.b64encode(data))
t(base64.urlsafe_b64decode, '-_-_')
t(base64.urlsafe_b64decode, b'+/+/')
t(base64.urlsafe_b64decode, '-_8')
t(base64.urlsafe_b64decode, '-_8=')
t(base64.urlsafe_b64decode, 'YWJj\n')
t(base64.urlsafe_b64decode, 'YW Jj')
t(base64.urlsafe_b64decode, 'é')
t(base64.urlsafe_b64encode, 'str')
t(base64.urlsafe_b64encode, None)
t(base64.standard_b64encode, b'\xfb\xff')
t(base64.standard_b64decode, '+/8=')
t(base64.standard_b64decode, '-_8=')
t(base64.urlsafe_b64decode, b'YQ')
