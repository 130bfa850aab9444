match = 1
case = 2
print(match, case)

def match(x):
    return x * 2
print(match(3))
match = [1, 2]
print(match[0])
case = {"a": 1}
print(case["a"])
_ = 5
print(_)

class match:
    case = 3
print(match.case)

match = {"match": "case"}
match match:
    case {"match": case}:
        print("case is", case)

match (1, 2):
    case (match, case):
        print(match, case)

def f(match, case=0):
    return match - case
print(f(match=5, case=1))
print([match for match in range(3)])
match -1:
    case -1:
        print("negative subject")
match = 3
print(match * 2, match - 1)
print(*[1, 2])
