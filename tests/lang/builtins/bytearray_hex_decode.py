# hex() gives a str, fromhex() the type it is called on, decode() and
# str(ba, encoding) text; CPython's errors (a decode error reports bytes).
def t(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


ba = bytearray(b'\x00\x01\xab\xff\x10')
for args in [(), (':',), ('-', 2), ('-', -2), (b'|', 1), (' ', 10), ('.', 0), ('', ), ('ab',), ('é',), (b'\xff',),
             (5,), ([1],), (bytearray(b':'),), (bytearray(b'::'),), (':', 'x'), (':', 2**40)]:
    t('hex %r' % (args,), lambda: ba.hex(*args))
t('hex kw', lambda: ba.hex(sep='_', bytes_per_sep=3))
t('hex empty', lambda: bytearray().hex())
t('bytes hex ba sep', lambda: b'ab'.hex(bytearray(b'-')))
for s in ['', 'aa', 'AA bb', ' 0f  10 ', '\t01\n02', 'a', 'zz', 'aa b', 'aé', '0x10']:
    t('ba fromhex %r' % s, lambda: bytearray.fromhex(s))
    t('bytes fromhex %r' % s, lambda: bytes.fromhex(s))
t('fromhex bytes arg', lambda: bytearray.fromhex(b'aa'))
t('fromhex int', lambda: bytearray.fromhex(1))
t('fromhex on instance', lambda: bytearray(b'x').fromhex('61'))
t('fromhex no args', lambda: bytearray.fromhex())
t('fromhex round trip', lambda: bytearray.fromhex(ba.hex()) == ba)
text = bytearray('naïve café ☕', 'utf-8')
for args in [(), ('utf-8',), ('ascii', 'ignore'), ('ascii', 'replace'), ('latin-1',), ('ascii', 'backslashreplace'),
             ('utf-8', 'strict')]:
    t('decode %r' % (args,), lambda: text.decode(*args))
t('decode kw', lambda: text.decode(encoding='latin-1', errors='strict'))
t('decode ascii error', lambda: text.decode('ascii'))
t('decode bad utf8', lambda: bytearray(b'ab\xff').decode())
t('decode unknown', lambda: text.decode('nope'))
t('decode bad errors', lambda: bytearray(b'\xff').decode('utf-8', 'nope'))
t('decode enc int', lambda: text.decode(1))
t('decode too many', lambda: text.decode('a', 'b', 'c'))
try:
    bytearray(b'x\xffy').decode()
except UnicodeDecodeError as e:
    print(type(e.object).__name__, e.object, e.start, e.end, e.reason, e.encoding)
try:
    str(bytearray(b'\x80'), 'ascii')
except UnicodeDecodeError as e:
    print(type(e.object).__name__, e.object, e)
t('str enc', lambda: str(bytearray(b'abc'), 'ascii'))
t('str enc kw', lambda: str(bytearray(b'abc'), encoding='utf-8', errors='strict'))
t('str errors only', lambda: str(bytearray(b'a\xffb'), errors='replace'))
t('str plain', lambda: str(bytearray(b'abc')))
t('encode back', lambda: bytearray('é'.encode()) == 'é'.encode())
