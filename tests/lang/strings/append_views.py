# Appending to a long str shares one growing buffer between the strs made
# from it (str.c): every str must keep its own value, whichever of them is
# appended to, kept, hashed, parsed or compared later.
base = "x" * 100
a = base + "1"
b = a + "2"          # extends a's buffer in place
c = a + "3"          # a is no longer the longest: copies
d = b + "4"
print(len(a), a[-3:], len(b), b[-3:], c[-3:], d[-3:])
print(a == base + "1", b == base + "12", c == base + "13", d == base + "124")
print(hash(a) == hash(base + "1"), {a: 1, b: 2, c: 3, d: 4}[base + "12"])

# numbers parsed from strs that were appended past
digits = "1" * 70
n1 = digits + "2"
n2 = n1 + "3"
n3 = n2 + "45"
print(int(n1) % 1000, int(n2) % 1000, int(n3) % 1000, float(n1[:20] + "5") > 0)
print(int(n1, 16) % 997, n1.isdigit(), n2.isdecimal())

# attribute names, keyword names and format specs built the same way
name = "attr_" * 14 + "z"
longer = name + "_more"
print(hasattr("s", name), hasattr("s", longer))
try:
    getattr("s", name)
except AttributeError as e:
    print(str(e)[-12:])
d2 = dict(**{name: 1})
print(list(d2)[0] == name)
spec = " " * 64
spec2 = spec + ">"
spec3 = spec2 + "10"
print(repr(format("ab", spec2.strip() + "8")), repr(format("ab", spec3.strip())))

# a loop that builds a long string and keeps every stage
acc = ""
stages = []
for i in range(300):
    acc += chr(97 + i % 26)
    if i % 50 == 0:
        stages.append(acc)
print([len(s) for s in stages], [s[-2:] for s in stages], acc[-5:])
acc2 = acc
acc += "!"
acc2 += "?"
print(acc[-3:], acc2[-3:], len(acc), len(acc2))

# s = s + t, non-ASCII pieces, and prepending
t = "é" * 40
for ch in "ñü€😀":
    t = t + ch
print(len(t), t[-4:], t[40], t.encode()[-4:])
u = "ab" * 50
for k in range(5):
    u = str(k) + u
print(u[:7], len(u))

# repr, split, join and comparisons of strs that were appended past
w = "w" * 80
w1 = w + " a"
w2 = w1 + " b"
print(repr(w1[-4:]), w1.split()[-1], w2.split()[-1], w1 < w2, w1 in w2, "-".join([w1[-2:], w2[-2:]]))
print(w1.encode()[-3:], w1.upper()[-2:], w1.replace("a", "A")[-2:], w1.endswith(" a"), w1.find("b"))
