import html
samples = ['&', '<', '>', '"', "'", '&&', '&amp;&lt;', '<<>>', 'a&b<c>d"e\'f', '\x00<\x00', '&#39;', 'x' * 3 + '&' * 3,
           '日本<語>', '😀&😀', '\n<\t>\r', '   ', '"quoted" and \'single\'']
for s in samples:
    print(repr(s), repr(html.escape(s)), repr(html.escape(s, quote=False)), repr(html.escape(s, quote=0)), repr(html.escape(s, quote='')))
print(html.escape(s='<kw>'), html.escape('<q>', quote=True))
for bad in [[], 1.5, ('<',)]:
    try:
        print(html.escape(bad))
    except Exception as e:
        print(type(e).__name__, e)
print(type(html.escape('abc')).__name__, html.escape('') == '')
