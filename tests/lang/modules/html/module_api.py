import html
print(sorted(html.__all__))
from html import escape, unescape
print(escape('<&>'), unescape('&lt;&amp;&gt;'))
import html.entities
print(type(html.entities.html5).__name__, type(html.entities.name2codepoint).__name__)
print(html.unescape(html.escape('x' * 1000 + '&')) == 'x' * 1000 + '&')
big = '&amp;' * 500 + '&lt' * 500
print(len(html.unescape(big)), len(html.escape('&' * 20000)))
print(html.unescape('&' * 5 + 'amp;' * 3))
