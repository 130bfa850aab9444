import unicodedata as u
for c in "aA é€\u01a2\uac00\ud7a3\u4e00\U00020000\U0002A6DF\U0001F600\ufb01\u2603\U0001B170\U00018B00\U00017000\x00\x1f\u0378\U00031350\ue000\U0001FAF8":
    print(hex(ord(c)), u.name(c, None))
for n in ["LATIN SMALL LETTER A", "latin small letter a", "EURO SIGN", "SNOWMAN", "HANGUL SYLLABLE GAG",
          "hangul syllable gag", "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPH-4e00", "NULL", "LATIN CAPITAL LETTER GHA",
          "BYTE ORDER MARK", "GRINNING FACE", "LINE FEED", "lf", "NUSHU CHARACTER-1B170", "nope", "", "TANGUT IDEOGRAPH-17000",
          "CJK UNIFIED IDEOGRAPH-31350", "x" * 300, b"SNOWMAN"]:
    try:
        print(repr(n)[:40], repr(u.lookup(n)))
    except KeyError as e:
        print(repr(n)[:40], type(e).__name__, e)
try:
    u.name("\x00")
except ValueError as e:
    print(type(e).__name__, e)
