from urllib.parse import urlsplit, urlparse
def show(u):
    try:
        s = urlsplit(u)
    except Exception as e:
        print(repr(u), type(e).__name__, e)
        return
    try:
        port = s.port
    except Exception as e:
        port = type(e).__name__ + ': ' + str(e)
    print(repr(u), s.netloc, s.username, s.password, s.hostname, port)
for u in ['http://h:80', 'http://h:0', 'http://h:65535', 'http://h:65536', 'http://h:-1', 'http://h:', 'http://h:abc',
          'http://h: 80', 'http://h:+80', 'http://h:८०', 'http://h:080', 'http://HOST.Example.COM', 'http://u@h', 'http://u:@h',
          'http://:p@h', 'http://u:p:q@h:1', 'http://a@b@c', 'http://[::1]', 'http://[::1]:8', 'http://[FE80::1%25eth0]:9',
          'http://h%41', 'http://%20@h', 'http://', 'http://:80', 'http://@', 'http://[v1.x]/']:
    show(u)
p = urlparse('https://User:Pass@WWW.Example.com:443/p')
print(p.hostname, p.port, p.username, p.password, p.geturl())
b = urlsplit(b'http://u:p@H:8/x')
print(b.hostname, b.port, b.username, b.password)
