from urllib.parse import urlparse, urlsplit, urlunparse, urljoin, urldefrag, urlunsplit
p = urlparse(b"http://user:pw@Host:80/p;x?q=1#f")
print(p, type(p).__name__)
print(p.hostname, p.port, p.username, p.password, p.geturl())
s = urlsplit(b"https://h/x?y#z")
print(s, s.geturl(), s.decode(), type(s.decode()).__name__)
print(urlunparse(p), urlunsplit(s), urljoin(b"http://a/b/c", b"../d"), urldefrag(b"http://a/b#c"))
print(urldefrag(b"http://a/b#c").geturl(), urlparse(b""), urlsplit(b"x", b"s"))
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(urlparse, b"http://x", "http")
t(urljoin, "http://a/", b"x")
t(urlparse, b"http://\xff/")
t(urlparse, 5)
t(urlsplit, None)
t(urlparse, ["http://x"])
