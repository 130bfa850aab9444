import fnmatch
name = 'x' * 40 + 'y'
for stars in [5, 10, 20]:
    pat = '*x' * stars + '*z'
    print(stars, fnmatch.fnmatchcase(name, pat), fnmatch.fnmatchcase(name, '*x' * stars + '*y'), len(fnmatch.translate(pat)))
print(fnmatch.fnmatchcase('a' * 100, '*a*a*a*a*a*a*a*a*a*a*b'))
print(fnmatch.fnmatchcase('ab' * 50, '*ab*ab*ab*ab*ba'), fnmatch.fnmatchcase('ab' * 50, '*ab*ab*ab*ab*'))
print(fnmatch.fnmatchcase('path/to/file.txt', '*/*/*.txt'), fnmatch.fnmatchcase('a/b', 'a*b'), fnmatch.fnmatchcase('a\\b', 'a?b'))
