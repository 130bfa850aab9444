# technique: '%r' % f and '%x' % id(f): addresses through printf formatting
# source: smolagents PR #2271, llama_index PR #21633 (format field paths reveal hierarchies and addresses)
# expect-ok
def f():
    pass
s = '%r %r %x %s' % (f, len, id(f), [].append)
print(s.count('0x') >= 1)
print(s)
