match = 1
case = 2
_ = 3
match.x = 1
match[0] = 1
match(1)
print(match, case, _)
match, case = 1, 2
def match(case): return case
match x:
    case match:
        pass
match match:
    case case:
        pass
match (x):
    case [match, case]:
        pass
match -x:
    case 1: pass
match x, y:
    case 1, 2: pass
match *a, b:
    case _: pass
