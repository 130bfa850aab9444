from urllib.parse import urldefrag, DefragResult
for u in ['http://x/y#frag', 'http://x/y', 'http://x/y#', '#f', '', 'a#b#c', 'http://x/y?q#f', b'http://x/y#frag', b'']:
    r = urldefrag(u)
    print(repr(u), r, r.url, r.fragment, r.geturl(), tuple(r), type(r).__name__)
r = urldefrag('http://x/y#frag')
print(r.encode(), type(r.encode()).__name__, r.encode().decode() == r)
print(isinstance(r, tuple), r[0], r[1], len(r), r._replace(fragment='z').geturl())
try:
    urldefrag(5)
except Exception as e:
    print(type(e).__name__, e)
