for ch in "héllo":
    print(ch, ord(ch))
print(list("ab"), [c.upper() for c in "xyz"], "".join(sorted("dcba")))
