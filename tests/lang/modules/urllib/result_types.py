from urllib.parse import urlsplit, urlparse, SplitResult, ParseResult, SplitResultBytes, ParseResultBytes
s = urlsplit('http://u:p@h:8/p?q#f')
print(type(s).__name__, s._fields, s.scheme, s[1], s[-1], len(s), list(s))
print(s._replace(scheme='https', netloc='x').geturl(), s._asdict() if hasattr(s, '_asdict') else None)
e = s.encode()
print(type(e).__name__, e, e.decode() == s, e.hostname, e.port)
p = urlparse('http://h/p;x?q#f')
print(type(p).__name__, p._fields, p.params, p.encode('ascii'))
r = SplitResult('a', 'b', 'c', 'd', 'e')
print(r.geturl(), r == ('a', 'b', 'c', 'd', 'e'), isinstance(r, tuple))
print(ParseResult('http', 'h', '/p', '', 'q', '').geturl())
print(SplitResultBytes(b'http', b'h', b'/', b'', b'').geturl())
print(ParseResultBytes(b'http', b'h', b'/', b'', b'', b'').decode())
try:
    SplitResult('a', 'b')
except TypeError as e:
    print(type(e).__name__)
try:
    s.scheme = 'x'
except AttributeError as e:
    print(type(e).__name__)
print(urlsplit('HTTP://H').scheme, urlsplit('é://x'), urlsplit('a:b').scheme)
