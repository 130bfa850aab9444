import html
state = [7]
def rnd(n):
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return state[0] % n
pieces = ['&', ';', '#', 'x', 'X', '0', '9', 'a', 'f', 'amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'not', 'notin', 'Aacute',
          ' ', '<', '>', '"', "'", 'é', '1', '12', '128', '65', 'FFFD', 'D800', '110000', 'zz', 'ntilde']
for i in range(120):
    s = ''.join(pieces[rnd(len(pieces))] for _ in range(rnd(10) + 1))
    u = html.unescape(s)
    e = html.escape(s)
    print(repr(s), repr(u), html.unescape(e) == s, repr(html.escape(u, quote=False)))
