import fnmatch
cases = [('abc', '*'), ('', '*'), ('', '?'), ('a', '?'), ('ab', '?'), ('abc', 'a*c'), ('ac', 'a*c'), ('abcd', 'a*c'),
         ('a.txt', '*.txt'), ('.txt', '*.txt'), ('a.TXT', '*.txt'), ('dir/a.txt', '*.txt'), ('a\nb', 'a?b'), ('a\nb', 'a*b'),
         ('aaa', '*a*a*a*'), ('aa', '*a*a*a*'), ('abcabc', '*abc'), ('x', '**'), ('a*b', 'a\\*b'), ('a\\b', 'a\\b'),
         ('abc', 'a**c'), ('a.b.c', '*.*'), ('name.tar.gz', '*.tar.gz'), ('x' * 30 + 'y', '*x*x*x*x*x*z'), ('', ''),
         ('a', ''), ('?', '[?]'), ('*', '[*]'), ('ab', 'a[*]'), ('a(b)', 'a(b)'), ('a+b', 'a+b'), ('a{b}', 'a{b}'),
         ('a|b', 'a|b'), ('a$', 'a$'), ('^a', '^a')]
for name, pat in cases:
    print(repr(name), repr(pat), fnmatch.fnmatchcase(name, pat), fnmatch.fnmatch(name, pat))
