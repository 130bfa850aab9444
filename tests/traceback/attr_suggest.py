s = "abc"
s.uper()
