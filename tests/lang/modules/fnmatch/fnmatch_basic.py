from fnmatch import fnmatch, fnmatchcase
cases = [("abc.py", "*.py"), ("abc.PY", "*.py"), ("abc", "a?c"), ("ac", "a?c"), ("a.b", "a[.]b"), ("ab", "[!a]b"),
         ("bb", "[!a]b"), ("x", "[a-z]"), ("X", "[a-z]"), ("]", "[]]"), ("a", "[]a]"), ("[", "["), ("[a", "[a"),
         (".hidden", "*"), ("", "*"), ("", ""), ("a\nb", "a*b"), ("a\nb", "a?b"), ("foo/bar", "foo*"),
         ("a-b", "a[-]b"), ("abcabc", "*abc*abc"), ("aaab", "*a*b"), ("x", "[!]"), ("-", "[a-]"), ("b", "[z-a]"),
         ("z", "[z-a]"), ("é", "?"), ("日本", "??"), ("a\\b", "a\\b"), ("a*b", "a\\*b"), ("&", "[&&]"),
         ("^", "[^]"), ("a", "[^a]"), ("data_2024.csv", "data_20[0-9][0-9].csv"), ("x.tar.gz", "*.tar.*")]
for name, pat in cases:
    print(repr(name), repr(pat), fnmatch(name, pat), fnmatchcase(name, pat))
