from urllib.parse import urlparse, urlsplit, urlunparse, urlunsplit
for u in ["http://www.example.com/path?q=1#f", "http://x", "http://x/", "mailto:a@b", "file:///tmp/x",
          "//h/p", "p?q", "http://h/p;x?q#f", "http://h/?", "http://h/#", "svn+ssh://host/repo"]:
    p = urlparse(u)
    s = urlsplit(u)
    print(repr(u), urlunparse(p), urlunsplit(s), p.geturl(), s.geturl())
print(urlunsplit(("http", "h", "p", "q", "f")))
print(urlunsplit(("http", "", "p", "", "")), urlunsplit(("file", "", "/x", "", "")))
print(urlunsplit(("", "", "//weird", "", "")), urlunsplit(("mailto", "", "x@y", "", "")))
print(urlunparse(("https", "h", "/a", "p", "q", "f")), urlunparse(["", "", "", "", "", ""]))
print(urlunsplit(["ftp", "h", "", "", ""]), urlunsplit(("ftp", "", "x", "", "")))
for bad in [("a", "b"), ("a", "b", "c", "d", "e", "f")]:
    try:
        print(urlunsplit(bad))
    except Exception as e:
        print(type(e).__name__, e)
