import html
docs = ['<p>Caf&eacute; &amp; Cr&egrave;me &mdash; &#8220;quoted&#8221;</p>',
        'no entities at all', '', '&amp;amp;amp;', 'x &lt; y &amp;&amp; y &gt; z',
        'Tom &amp Jerry', 'AT&T', 'a&b&c', '&#x26;&#38;&amp;', 'price: &pound;10 &#x20AC;5 &yen;3',
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;', 'line1&#10;line2&#13;&#10;line3',
        '&#x1F600; &#128512;', 'mixed &unknown; &amp; &#65;']
for d in docs:
    print(repr(html.unescape(d)))
for bad in [None, 5, b'&amp;', ['&amp;']]:
    try:
        print(repr(html.unescape(bad)))
    except Exception as e:
        print(type(e).__name__, e)
s = 'no ampersand here'
print(html.unescape(s) == s)
