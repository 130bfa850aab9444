t = (1, "a", 2.5)
print(t, t[1], len(t), t[::-1], t.count("a"), t.index(2.5), (), (1,), tuple())
