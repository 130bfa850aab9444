from difflib import SequenceMatcher as SM
pairs = [('abcd', 'bcde'), ('', ''), ('a', ''), ('', 'a'), ('abc', 'abc'), ('abc', 'xyz'), ('kitten', 'sitting'),
         ('private Thread currentThread;', 'private volatile Thread currentThread;'), ('aaaa', 'aa'), ('ab' * 20, 'ba' * 20),
         ('The quick brown fox', 'the quick brown fox'), ('日本語テキスト', '日本テキスト'), ('abcabcabc', 'cbacbacba')]
for a, b in pairs:
    m = SM(None, a, b)
    print(repr(a), repr(b), m.ratio(), round(m.ratio(), 6), SM(None, b, a).ratio())
print(SM(None, [1, 2, 3, 4], [1, 3, 4, 5]).ratio(), SM(None, (1, 2), [1, 2]).ratio())
print(SM(None, ['a', 'b'], ['a', 'c', 'b']).ratio(), SM(a=[None, 0], b=[0, None]).ratio())
print(SM().ratio(), SM(None, 'x').ratio(), SM(b='x').ratio())
