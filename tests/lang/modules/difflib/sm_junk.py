from difflib import SequenceMatcher as SM
a, b = 'private Thread currentThread;', 'private volatile Thread currentThread;'
for junk in [None, lambda c: c == ' ', lambda c: c in ' t', lambda c: False, lambda c: True]:
    m = SM(junk, a, b)
    print(round(m.ratio(), 6), m.get_matching_blocks()[:3], sorted(m.bjunk))
m = SM(lambda x: x == ' ', ' abcd', 'abcd abcd')
print(m.find_longest_match(0, 5, 0, 9), m.get_opcodes())
m = SM(lambda x: x == '\n', ['a\n', '\n', 'b\n'], ['a\n', 'b\n', '\n'])
print(m.get_opcodes(), sorted(m.bjunk))
def bad(x):
    raise ValueError('junk func failed')
try:
    SM(bad, 'a', 'b')
except ValueError as e:
    print(type(e).__name__, e)
m = SM(str.isspace, 'a b c', 'a  b')
print(m.get_opcodes(), sorted(m.bjunk), m.ratio())
