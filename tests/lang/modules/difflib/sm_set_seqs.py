from difflib import SequenceMatcher as SM
m = SM()
print(m.a, m.b)
m.set_seqs('abc', 'abd')
print(m.a, m.b, m.ratio())
m.set_seq1('xbd')
print(m.ratio(), m.get_opcodes())
m.set_seq2('xbd')
print(m.ratio(), m.get_opcodes())
m.set_seq1('xbd')
print(m.ratio())
m = SM(None, [1, 2], [2, 3])
print(m.get_matching_blocks())
m.set_seq2([1, 2])
print(m.get_matching_blocks(), m.ratio())
m = SM(a='abc')
print(m.b, m.ratio())
try:
    SM(None, 1, 'a').get_opcodes()
except Exception as e:
    print(type(e).__name__, e)
try:
    SM(None, 'a', [[1]])
except Exception as e:
    print(type(e).__name__, e)
try:
    SM(None, 'a', 5)
except Exception as e:
    print(type(e).__name__, e)
m = SM(None, 'abc', 'abc')
print(sorted(m.b2j.items()))
m.set_seq2('aab')
print(sorted(m.b2j.items()))
