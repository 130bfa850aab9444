from difflib import SequenceMatcher as SM
cases = [('qabxcd', 'abycdf'), ('', ''), ('', 'abc'), ('abc', ''), ('abc', 'abc'), ('abc', 'xyz'), ('a', 'ab'),
         ('ab', 'a'), ('1234567', '1x34y67z'), ('hello', 'jello'), ('aaa', 'bab')]
for a, b in cases:
    ops = SM(None, a, b).get_opcodes()
    print(repr(a), repr(b), ops)
    for tag, i1, i2, j1, j2 in ops:
        print('  %7s a[%d:%d] (%s) b[%d:%d] (%s)' % (tag, i1, i2, a[i1:i2], j1, j2, b[j1:j2]))
m = SM(None, 'abc', 'abd')
o = m.get_opcodes()
print(o is m.get_opcodes(), type(o[0]).__name__)
m.set_seqs('x', 'y')
print(m.get_opcodes())
a = 'line1 line2 line3 line4'.split()
b = 'line1 lineX line3 line4 line5'.split()
print(SM(None, a, b).get_opcodes())
