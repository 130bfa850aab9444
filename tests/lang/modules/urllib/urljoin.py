from urllib.parse import urljoin
base = "http://a/b/c/d;p?q"
rels = ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s",
        "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "../../../g", "../../../../g",
        "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y",
        "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g", "https:g", "http://x/y"]
for r in rels:
    print(repr(r), urljoin(base, r))
print(urljoin("", "x"), urljoin("http://a/b", ""), urljoin("http://a/b/", "c"), urljoin("http://a", "b"))
print(urljoin("http://a/b/c", "d", allow_fragments=False), urljoin("mailto:x", "y"), urljoin("svn://a/b", "c"))
print(urljoin("http://a/b/c/", "../../../x"), urljoin("file:///a/b", "c"), urljoin("http://a/b//c/", "d"))
