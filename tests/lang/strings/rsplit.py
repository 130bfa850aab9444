print("a b c d".rsplit(), "a b c d".rsplit(None, 1), "a,b,c".rsplit(",", 1), "a,b,c".rsplit(","), "  x  y  ".rsplit(maxsplit=1))
print("a--b--c".rsplit("--", 1), "abc".rsplit("x", 1), "".rsplit(), "".rsplit(","), ",a,".rsplit(",", 1), "k=v=w".rsplit("=", maxsplit=1))
