from urllib.parse import urljoin
base = 'http://a/b/c/d;p?q'
normal = ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './',
          '..', '../', '../g', '../..', '../../', '../../g']
abnormal = ['../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h',
            'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g', 'http:', 'http://']
for r in normal + abnormal:
    print(repr(r), urljoin(base, r))
print(urljoin('http://a/b/c/d;p?q', 'http:g', allow_fragments=False), urljoin(base, '#s', allow_fragments=False))
print(urljoin('', 'x'), urljoin('x', ''), urljoin('http://a/b', '//c/d'), urljoin('mailto:x', 'y'), urljoin('file:///a/b', 'c'))
print(urljoin(b'http://a/b/', b'c'), urljoin('svn+ssh://h/a/', 'b'), urljoin('unknown://h/a/b', 'c'))
try:
    urljoin('http://a/', b'b')
except Exception as e:
    print(type(e).__name__, e)
