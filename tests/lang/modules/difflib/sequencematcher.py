from difflib import SequenceMatcher
pairs = [("abcd", "bcde"), ("abxcd", "abcd"), ("", ""), ("", "abc"), ("private Thread currentThread;", "private volatile Thread currentThread;"),
         ("qabxcd", "abycdf"), ("a" * 10, "a" * 5), ("the quick brown fox", "the quack brown fix"), (list("hello"), list("yellow")),
         ([1, 2, 3, 4], [2, 3, 5]), ("abc", "xyz")]
for a, b in pairs:
    s = SequenceMatcher(None, a, b)
    print(repr(a)[:30], repr(b)[:30], round(s.ratio(), 6), s.quick_ratio(), s.real_quick_ratio())
    print("  ", s.get_matching_blocks())
    print("  ", s.get_opcodes())
    print("  ", s.find_longest_match(0, len(a), 0, len(b)), s.find_longest_match())
s = SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.get_matching_blocks()[:3], s.bjunk)
s = SequenceMatcher(None, "x" * 20 + "abc", "y" * 150 + "x" * 60 + "abc")
print(len(s.get_matching_blocks()), sorted(s.bpopular), round(s.ratio(), 6))
s = SequenceMatcher(None, "x" * 20 + "abc", "y" * 150 + "x" * 60 + "abc", autojunk=False)
print(s.get_matching_blocks(), sorted(s.bpopular))
s.set_seq1("abc"); print(s.ratio()); s.set_seqs("a", "a"); print(s.ratio(), s.get_opcodes())
m = s.get_matching_blocks()[0]
print(m, m.a, m.b, m.size, type(m).__name__)
