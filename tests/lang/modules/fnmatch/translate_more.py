import fnmatch, re
pats = ['', '*', '**', '***', '?', '*?', '?*', '*a*', 'a*b*c', '[abc]', '[!abc]', '[]]', '[!]]', '[a-z0-9]', '[[]', '[',
        'x[', '[a-', '[!', '\\', 'a.b', '(x)', '{1}', '$^', '[a&&b]', '[a||b]', '[a~~b]', '[--]', '[z-a]', '[z-ab-c]',
        '[a-b-c]', '*.[ch]', 'a*b?c[de]*', '[\\]]', '[\\-x]', '#', ' ', 'a b']
for p in pats:
    tr = fnmatch.translate(p)
    print(repr(p), repr(tr))
    re.compile(tr)
