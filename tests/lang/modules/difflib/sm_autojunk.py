from difflib import SequenceMatcher as SM
# autojunk needs b of 200 items or more: an item in more than 1% of b
# (and b's length + 1 over 100) is popular
for b in ['ab' * 100, 'a' * 199 + 'b', 'abcdefghij' * 20, 'ab' * 99]:
    m = SM(None, 'ab', b)
    n = SM(None, 'ab', b, autojunk=False)
    print(len(b), sorted(m.bpopular), sorted(n.bpopular), sorted(m.b2j), m.find_longest_match(0, 2, 0, len(b)),
          n.find_longest_match(0, 2, 0, len(b)), round(m.ratio(), 6))
m = SM(lambda c: c == 'y', 'xy', 'y' * 150 + 'x' * 50)
print(sorted(m.bjunk), sorted(m.bpopular), m.get_matching_blocks())
