# technique: default reprs and id()/hash() as an ASLR leak
# source: smolagents PR #2271, llama_index PR #21633 (format field paths reveal hierarchies and addresses)
# expect-ok
def f():
    pass
print(f, len, iter([]), [].sort, ValueError('x').with_traceback, id(f), hash(f), id(len), id(int))
