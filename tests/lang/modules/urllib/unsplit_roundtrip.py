from urllib.parse import urlsplit, urlunsplit, urlparse, urlunparse
urls = ['http://h/p?q#f', 'http://h', 'http://h/', 'http://h?q', 'http://h#f', '//h/p', '/p', 'p', 'mailto:a@b', 'file:///x',
        'file:/x', 'http:/x', 'http:x', 'http://h/p;a;b?q', '', 'a:b:c', 'x?', 'x#', 'http://h/p?', 'http://h/p#']
for u in urls:
    print(repr(u), repr(urlunsplit(urlsplit(u))), repr(urlunparse(urlparse(u))), repr(urlsplit(u).geturl()))
print(urlunsplit(('http', 'h', '/p', 'q', 'f')), urlunsplit(('', '', 'p', '', '')), urlunsplit(('s', '', '//p', '', '')))
print(urlunsplit(('http', '', 'p', '', '')), urlunsplit(('file', '', '/p', '', '')), urlunsplit(['x', 'h', '', '', '']))
print(urlunparse(('http', 'h', '/p', 'a', 'q', 'f')), urlunparse(('', '', '', '', '', '')), urlunparse((b'http', b'h', b'/', b'', b'', b'')))
def t(f, a):
    try:
        print(repr(f(a)))
    except Exception as e:
        print(type(e).__name__, e)
t(urlunsplit, ('a', 'b', 'c'))
t(urlunsplit, ('a', 'b', 'c', 'd', 'e', 'f'))
t(urlunparse, ('a', 'b', 'c', 'd', 'e'))
t(urlunsplit, ('http', b'h', '/', '', ''))
