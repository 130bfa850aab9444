from urllib.parse import urlparse, urlsplit, urldefrag, ParseResult, SplitResult, DefragResult
p = urlparse("http://h/p?q#f")
print(p._replace(scheme="https", fragment=""), p._replace(netloc="x:1").port)
print(p._replace(query="a=1").geturl(), p._asdict())
s = urlsplit("http://h/p?q#f")
print(s._replace(path="/other").geturl(), type(s).__name__, type(p).__name__, isinstance(p, tuple))
d = urldefrag("http://h/p?q#frag")
print(d, d.url, d.fragment, d.geturl(), type(d).__name__)
print(urldefrag("http://h/p"), urldefrag("http://h/p#").geturl(), urldefrag("#x"))
print(ParseResult("a", "b", "c", "d", "e", "f").geturl(), SplitResult("http", "h", "/", "", "").geturl())
print(DefragResult("u", "f").geturl(), DefragResult("u", "").geturl())
print(p.encode(), p.encode().decode() == p, type(p.encode()).__name__)
try:
    p._replace(bogus=1)
except Exception as e:
    print(type(e).__name__, e)
try:
    p.scheme = "x"
except Exception as e:
    print(type(e).__name__, e)
