import base64
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
for n in range(9):
    d = bytes(range(250, 250 - n, -1))
    e = base64.b85encode(d)
    print(n, e, base64.b85encode(d, pad=True), base64.b85decode(e) == d)
t(base64.b85decode, 'VPa!sWoBn+X=-b1ZEkOHadLBXb#`}nd3r%YLqtVJM@UIZOH55pPf$@(Q&d$}S6EqEFflSSG&MFiI5{CeBQRbjDkv#CIy^osE+AW7dwl')
t(base64.b85decode, '|')
t(base64.b85decode, '|NsC0')
t(base64.b85decode, '|NsC1')
t(base64.b85decode, '~')
t(base64.b85decode, ' ')
t(base64.b85decode, '0')
t(base64.b85decode, '00')
t(base64.b85decode, '')
t(base64.b85decode, b'cXxL#')
t(base64.b85encode, 'str')
t(base64.b85encode, b'\x00' * 4)
t(base64.b85encode, b'\xff' * 4)
