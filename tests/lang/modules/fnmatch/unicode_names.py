import fnmatch
cases = [('日本.txt', '*.txt'), ('日本.txt', '??.txt'), ('😀', '?'), ('😀😀', '?'), ('é', 'e'), ('É', 'é'), ('straße', 'STRASSE'),
         ('ǅ', '[ǄǅǆǇ]'), ('Ω', '[Ω-Ω]'), ('ä', '[a-z]'), ('ä', '[à-ÿ]'), ('\u00e9', 'e\u0301'), ('A\nB', 'A?B'),
         ('\x00', '?'), ('\x00', '[\x00]'), ('\U0010ffff', '*')]
for name, pat in cases:
    print(repr(name), repr(pat), fnmatch.fnmatch(name, pat), fnmatch.fnmatchcase(name, pat))
print(fnmatch.filter(['Ä.py', 'ä.PY', 'b.py'], '[ä-ö]*'))
