s = "abc"
try:
    s[3]
except IndexError as e:
    print(e)
try:
    s[1] = "x"
except TypeError as e:
    print(e)
try:
    s["a"]
except TypeError as e:
    print(e)
try:
    "a".index("b")
except ValueError as e:
    print(e)
try:
    "x".join([1])
except TypeError as e:
    print(e)
"".split("")
