from difflib import SequenceMatcher
a = [str(i) for i in range(1, 40)]
b = a[:]
b[5] = "x"; del b[20]; b.insert(30, "new")
s = SequenceMatcher(None, a, b)
for n in [0, 1, 3, 10]:
    print(n, list(s.get_grouped_opcodes(n)))
print(list(SequenceMatcher(None, "", "").get_grouped_opcodes()))
print(list(SequenceMatcher(None, "abc", "abc").get_grouped_opcodes()))
