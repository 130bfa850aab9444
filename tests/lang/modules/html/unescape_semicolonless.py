import html
cases = ['&amp', '&ampx', '&amp;x', '&lt', '&lta', '&gtb', '&copy2023', '&notit;', '&notin;', '&notin', '&not',
         '&nbsp', '&nbspx', '&AMP', '&AMP;', '&Amp;', '&quot', '&QUOT', '&aacute', '&Aacute', '&aacut', '&eacutex',
         '&yuml', '&reg', '&REG', '&micro', '&middot', '&frac12', '&frac12;', '&sup2', '&times', '&divide',
         '&lt;&lt', '&&amp;', '&;', '&', '&&', 'a & b', '&amp;amp;', '&unknown;', '&Unknown', '&x;', '&#', '&#x']
for c in cases:
    print(repr(c), repr(html.unescape(c)))
