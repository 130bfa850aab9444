from urllib.parse import urlparse, urlsplit
urls = ["http://www.example.com/path/to/page?name=ferret&color=purple#frag",
        "https://user:pass@host.example.com:8443/a/b;params?x=1",
        "ftp://ftp.is.co.za/rfc/rfc1808.txt", "mailto:John.Doe@example.com",
        "news:comp.infosystems.www.servers.unix", "tel:+1-816-555-1212",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", "//netloc/only/path",
        "/just/a/path?q", "relative/path#x", "", "http://", "http:", "HTTP://UPPER.com/X",
        "  http://leading.space/ ", "http://a/b\n/c\t?d\r", "1http://digits", "a+b.c-d://x/y",
        "file:///etc/passwd", "http://host/p;a;b/c;d", "http://host/path;params",
        "sip:alice@atlanta.com;transport=tcp", "path:with:colons", "x:", ":no-scheme",
        "http://[fe80::1%25eth0]:80/", "http://h/?#", "http://h/#?", "é://x", "s3://bucket/key"]
for u in urls:
    p = urlparse(u)
    s = urlsplit(u)
    print(repr(u))
    print("  ", p)
    print("  ", s)
print(urlparse("path", scheme="https"), urlparse("http://x/y", scheme="ftp"))
print(urlsplit("http://x/a#b?c", allow_fragments=False), urlparse("http://x/a?b#c", allow_fragments=False))
