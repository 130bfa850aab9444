import html
texts = ["<p class=\"x\">Tom & Jerry's</p>", "a < b && c > d", "\"quoted\" 'single'", "©®™ unicode"]
for t in texts:
    e = html.escape(t)
    print(e, html.unescape(e) == t)
doc = "&lt;div&gt;caf&eacute; &amp; cr&egrave;me br&ucirc;l&eacute;e &mdash; &#8364;5&lt;/div&gt;"
print(html.unescape(doc))
print(html.unescape(html.unescape("&amp;amp;")))
