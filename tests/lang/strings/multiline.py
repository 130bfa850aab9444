s = """line one
line two
    indented"""
print(s)
print(s.splitlines())
t = ("implicit "
     "concatenation")
print(t)
