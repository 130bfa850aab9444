from difflib import SequenceMatcher as SM
for a, b in [('abcd', 'bcde'), ('', ''), ('abc', 'cba'), ('aab', 'abb'), ('hello world', 'world hello'), ('a' * 10, 'a' * 3),
             ('xyz', 'abc'), ('mississippi', 'missouri'), ('', 'abc'), ('abc', '')]:
    m = SM(None, a, b)
    r, q, rq = m.ratio(), m.quick_ratio(), m.real_quick_ratio()
    print(repr(a), repr(b), r, q, rq, r <= q <= rq)
m = SM(None, 'abc', 'abd')
print(m.quick_ratio(), m.quick_ratio())
m.set_seq2('abc')
print(m.quick_ratio(), m.real_quick_ratio())
m.set_seq1('zz')
print(m.quick_ratio(), m.real_quick_ratio(), m.ratio())
print(SM(None, [1, 1, 2], [1, 2, 2]).quick_ratio())
