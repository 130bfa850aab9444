for w in [0, 3, 6, 7]:
    print(repr("abc".ljust(w)), repr("abc".rjust(w, "*")), repr("abc".center(w, "-")))
