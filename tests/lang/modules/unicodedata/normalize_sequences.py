import unicodedata as u
seqs = ['e\u0301', '\u00e9', 'a\u0323\u0302', 'a\u0302\u0323', '\u1e69', 's\u0323\u0307', 'q\u0307\u0323',
        '\uac00', '\u1100\u1161', '\u1100\u1161\u11a8', '\uac00\u11a8', '\u212b', '\u2126', 'ﬁ', '①', '½', 'ｶ', 'ﾞ',
        'ｶﾞ', '\u0344', '\u0958', 'x\u0300\u0301\u0302\u0303', '\u05b8\u05b9\u05b1\u0591\u05c3\u05b0\u05ac\u059f',
        '\u0061\u0315\u0300\u05ae\u0300\u0062', '\U0001d15e', '\u0f73', '\u2000', '\u00a0x', 'ＡＢＣ', '㍿', '\u1e9b\u0323',
        '', 'plain ascii', '\u0041\u030a\u0301', '\u0627\u0653', '\u09c7\u09be', '\u0b47\u0b3e\u0b56']
for s in seqs:
    print([[hex(ord(c)) for c in u.normalize(f, s)] for f in ('NFC', 'NFD', 'NFKC', 'NFKD')],
          [u.is_normalized(f, s) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')])
def t(*a):
    try:
        print(repr(u.normalize(*a)))
    except Exception as e:
        print(type(e).__name__, e)
t('nfc', 'x')
t('NFX', 'x')
t('', 'x')
t('NFC', b'x')
t(b'NFC', 'x')
t('NFC')
t('NFC', None)
for f in ['nfc', 'X']:
    try:
        u.is_normalized(f, 'x')
    except Exception as e:
        print(type(e).__name__, e)
