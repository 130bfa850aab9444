match = 1
match.x = 2
match[0] = 3
case = 4
match(x)
print(match, case)
_ = 5
def match(): pass
