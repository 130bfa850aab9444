s = "the cat sat on the mat"
print(s.find("at"), s.find("at", 6), s.find("at", 6, 8), s.rfind("at"), s.index("sat"), s.count("at"), s.count("the"))
print(s.replace("at", "og"), s.replace("the", "a", 1), s.replace("", "-")[:12], s.replace("zz", "y") is s or True)
print(s.startswith("the"), s.startswith("cat", 4), s.endswith(("mat", "hat")), s.find(""), s.rfind(""), "".find(""))
print("aaa".replace("a", "bb"), "aaaa".count("aa"), "abc".find("c", -1), "abc".find("a", -1))
