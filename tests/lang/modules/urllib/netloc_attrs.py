from urllib.parse import urlsplit, urlparse
for u in ["http://user:pw@Host.Example.COM:8080/", "http://user@host/", "http://:pw@host:/",
          "http://host:0", "http://host:65535", "http://[::1]/", "http://[FE80::1%Zone]:9/",
          "http://[2001:db8::7]:80/x", "http://a@b@c:1/", "http://host", "/nohost", "http://HOST:80",
          "http://h:abc", "http://h:65536", "http://h:-1", "http://h: 8", "http://h:٣"]:
    s = urlsplit(u)
    try:
        port = s.port
    except ValueError as e:
        port = "ValueError: %s" % e
    print(repr(u), s.username, s.password, s.hostname, port)
p = urlparse("https://u:p@Example.org:1/x")
print(p.username, p.password, p.hostname, p.port, p.scheme, p.netloc, p.path, p.params, p.query, p.fragment)
print(p[0], p[1], len(p), tuple(p), p._fields)
