import unicodedata as u
def t(name):
    try:
        r = u.lookup(name)
        print(repr(name), repr(r), [hex(ord(c)) for c in r])
    except Exception as e:
        print(repr(name), type(e).__name__, e)
for n in ['LATIN SMALL LETTER A', 'latin small letter a', 'Latin Small Letter A', 'SNOWMAN', 'GRINNING FACE',
          'HANGUL SYLLABLE GA', 'hangul syllable gag', 'HANGUL SYLLABLE HIH', 'HANGUL SYLLABLE', 'HANGUL SYLLABLE XX',
          'CJK UNIFIED IDEOGRAPH-4E00', 'cjk unified ideograph-4e00', 'CJK UNIFIED IDEOGRAPH-9FFF', 'CJK UNIFIED IDEOGRAPH-20000',
          'CJK UNIFIED IDEOGRAPH-4DB5', 'CJK UNIFIED IDEOGRAPH-0041', 'CJK UNIFIED IDEOGRAPH-4E0', 'CJK UNIFIED IDEOGRAPH-',
          'CJK COMPATIBILITY IDEOGRAPH-F900', 'TANGUT IDEOGRAPH-17000', 'KHITAN SMALL SCRIPT CHARACTER-18B00',
          'NUSHU CHARACTER-1B170', 'LINE FEED', 'NULL', 'BYTE ORDER MARK', 'ZWJ', 'NBSP', 'LF', 'CR', 'BOM',
          'LATIN CAPITAL LETTER GHA', 'LATIN SMALL LETTER GHA', 'FORM FEED (FF)', 'SPACE', ' SPACE', 'SPACE ',
          'LATIN SMALL LETTER R WITH FISHHOOK', '', 'x' * 300, 'NO SUCH NAME', 'EURO SIGN', 'DIGIT ZERO']:
    t(n)
for bad in [b'SPACE', 5, None]:
    try:
        u.lookup(bad)
    except Exception as e:
        print(type(e).__name__, e)
