for s in ['a b    ', '   a b  c  ', ' x  y ', 'a\tb\n\n', 'one', '', '   ', 'a  b  c  d   ']:
    for n in (0, 1, 2, 5):
        print(repr(s), n, s.split(None, n), s.rsplit(None, n), s.split(maxsplit=n), s.rsplit(maxsplit=n))
print('a\u3000b\u3000 '.split(None, 1), 'a\u3000b\u3000 '.rsplit(None, 1))
