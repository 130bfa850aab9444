import urllib.parse
print(urllib.parse.quote("a b"))
from urllib.parse import urlparse as up, quote_plus
print(up("http://h/p").netloc, quote_plus("a b"))
import urllib
print(urllib.parse.unquote("%41"), type(urllib).__name__, type(urllib.parse).__name__)
import urllib.parse as P
print(P is urllib.parse, P.__name__, urllib.__name__)
import html.entities, html
print(html.entities.html5["gt;"], html.unescape("&gt;"), html.entities is __import__("html.entities") if False else True)
try:
    import urllib.nothing
except ImportError as e:
    print(type(e).__name__, e)
try:
    from urllib.parse import nothing_here
except ImportError as e:
    print(type(e).__name__)
