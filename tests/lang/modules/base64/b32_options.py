import base64
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(base64.b32decode, 'MZXW6===')
t(base64.b32decode, 'mzxw6===')
t(base64.b32decode, 'mzxw6===', casefold=True)
t(base64.b32decode, 'MZXW6===', True)
t(base64.b32decode, 'ME======')
t(base64.b32decode, 'M0======', map01=b'L')
t(base64.b32decode, 'M0======', map01=b'I')
t(base64.b32decode, 'M1======', map01=b'L')
t(base64.b32decode, 'M1======', map01=b'I')
t(base64.b32decode, 'M1======')
t(base64.b32decode, 'M0======', map01='L')
t(base64.b32decode, 'M0======', map01=b'LL')
t(base64.b32decode, 'm0======', map01=b'l', casefold=True)
for s in ['MZXW6', 'MZXW6==', 'MZXW6====', 'MZXW6YQ=', 'MZXW6YTB', 'MZXW6YTBOI======', 'MZXW6YTBOI=====', '========',
          'M=======', 'MZ======', 'MZX=====', 'MZXW====', 'MZXW6Y==', 'MZXW6YT=', '=', 'MZXW6YQ=MZXW6YQ=', 'MZ==MZ==']:
    t(base64.b32decode, s)
t(base64.b32decode, 'MZXW6==='.encode())
t(base64.b32decode, 'ÿ')
t(base64.b32decode, 5)
