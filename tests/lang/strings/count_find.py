s = "banana"
print(s.count("a"), s.count("an"), s.count("x"), s.find("an"), s.find("an", 2), s.rfind("an"), s.index("n"), s.rindex("a"))
