from difflib import SequenceMatcher as SM
cases = [('abxcd', 'abcd'), ('', ''), ('abc', ''), ('abc', 'abc'), ('qabxcd', 'abycdf'), ('aaa', 'aaaa'),
         ('the cat sat', 'the hat sat on'), ('abcdefghij', 'jihgfedcba'), ('ab' * 5, 'b' + 'ab' * 4)]
for a, b in cases:
    blocks = SM(None, a, b).get_matching_blocks()
    print(repr(a), repr(b), blocks, [tuple(x) for x in blocks])
m = SM(None, 'abcd', 'abcd')
first = m.get_matching_blocks()
print(first is m.get_matching_blocks(), type(first).__name__, type(first[0]).__name__)
m.set_seq2('abce')
print(m.get_matching_blocks())
lines1 = ['one\n', 'two\n', 'three\n', 'four\n']
lines2 = ['zero\n', 'one\n', 'three\n', 'four\n', 'five\n']
print(SM(None, lines1, lines2).get_matching_blocks())
print(sum(x.size for x in SM(None, 'private', 'privacy').get_matching_blocks()))
