from difflib import SequenceMatcher as SM
a = 'x' * 150 + 'abc' + 'x' * 100
b = 'y' + 'x' * 250 + 'abc'
for auto in [True, False]:
    m = SM(None, a, b, autojunk=auto)
    print(auto, round(m.ratio(), 6), len(m.get_opcodes()), sorted(m.bpopular), m.find_longest_match(0, len(a), 0, len(b)))
b2 = 'ab' * 120
m = SM(None, 'ab' * 10, b2)
print(sorted(m.bpopular), m.ratio())
m = SM(None, 'ab' * 10, b2, autojunk=False)
print(sorted(m.bpopular), m.ratio())
b3 = 'abcdefghij' * 20
m = SM(None, 'abc', b3)
print(len(b3), sorted(m.bpopular), m.find_longest_match(0, 3, 0, 200))
b4 = 'a' * 199 + 'b'
m = SM(None, 'aab', b4)
print(sorted(m.bpopular), m.find_longest_match(0, 3, 0, 200))
