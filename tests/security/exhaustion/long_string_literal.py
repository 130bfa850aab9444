# technique: a 4 MB string literal
# generate: 's = "' + 'a' * (4 << 20) + '"\nprint(len(s))\n'
# expect-ok
