import string
cases = ["hello world", "  leading and   trailing  ", "ALL CAPS here", "o'neil mc-donald",
         "", "   ", "tab\tsep\nnew", "élan über ärger", "123abc x"]
for c in cases:
    print(repr(string.capwords(c)))
print(repr(string.capwords("a-b--c", "-")))
print(repr(string.capwords("a, b,c", ",")))
print(repr(string.capwords("x y", None)))
print(repr(string.capwords("aXb yXz", "X")))
try:
    string.capwords(5)
except Exception as e:
    print(type(e).__name__, e)
try:
    string.capwords("a b", 5)
except Exception as e:
    print(type(e).__name__, e)
