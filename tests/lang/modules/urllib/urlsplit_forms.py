from urllib.parse import urlsplit, urlparse
urls = ['http://www.example.com/path/to?q=1&r=2#frag', 'https://user:pw@host:8080/p;params?q#f', 'ftp://ftp.x.org/a/b.txt',
        'file:///etc/passwd', 'file://localhost/c:/x', 'mailto:someone@example.com', 'news:comp.lang.python',
        'tel:+1-816-555-1212', 'urn:isbn:0451450523', 'data:text/plain;base64,SGVsbG8=', '//host/path', '/just/path?x',
        'relative/path', '?only=query', '#only-frag', '', 'http:', 'http://', 'http:///path', 'HTTP://EXAMPLE.COM/',
        'svn+ssh://svn.x.org/repo', 'git+https://github.com/a/b.git', 'path:80', 'localhost:8080', 'a1+-.:rest',
        '1http://x', 'http://[::1]:80/', 'http://host/p?q=a#f?g', 'http://host#f', 'http://host?#', ' http://spaced ',
        'http://a/b/c;p1;p2?q', 'sip:alice@atlanta.com;transport=tcp', 'javascript:alert(1)', 'http://h/\u00e9?\u00fc#\u00df']
for u in urls:
    s = urlsplit(u)
    p = urlparse(u)
    print(repr(u), tuple(s), tuple(p))
print(urlsplit('//h/p', scheme='https'), urlsplit('http://h/p', scheme='https'), urlsplit('p#f', allow_fragments=False))
print(urlparse('p;a?b#c', 'x', False), urlparse('http://h/p#f', allow_fragments=False))
