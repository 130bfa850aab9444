import unicodedata as u
chars = "aZ0 \t\n\x00\x7f\xa0\xad½²³٣五兆一é\u0301\u0300\u05d0\u0627\u06f3()[]«»\u200b\u2028\ufeff\ue000\U0001F600\u4e00\uac00\u3000\uff21\uff61\u20ac\u2160\u216b\u0e51\u00b9\u2155\u0378\U00031350\U00011F50\U0010FFFF\ufffe"
for c in chars:
    print(hex(ord(c)), u.category(c), repr(u.bidirectional(c)), u.combining(c), u.mirrored(c), u.east_asian_width(c),
          u.decimal(c, None), u.digit(c, None), u.numeric(c, None))
print(u.unidata_version)
