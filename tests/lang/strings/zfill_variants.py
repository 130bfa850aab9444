print("5".zfill(3), "-5".zfill(4), "+5".zfill(4), "abc".zfill(5), "".zfill(2), "12345".zfill(3))
