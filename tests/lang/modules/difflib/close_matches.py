from difflib import get_close_matches
words = ["ape", "apple", "peach", "puppy", "apply", "maple", "applet"]
print(get_close_matches("appel", words))
print(get_close_matches("appel", words, n=1), get_close_matches("appel", words, n=10, cutoff=0.3))
print(get_close_matches("wheel", ["while", "whale", "heel", "wheat"]), get_close_matches("xyz", words))
print(get_close_matches("", ["", "a"]), get_close_matches("abc", ["abc", "abc", "abd"]))
kw = ['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield']
print(get_close_matches("wheel", kw), get_close_matches("Apple", kw), get_close_matches("accept", kw), get_close_matches("retrun", kw))
for bad in [dict(n=0), dict(n=-1), dict(cutoff=1.5), dict(cutoff=-0.1)]:
    try:
        get_close_matches("a", ["a"], **bad)
    except ValueError as e:
        print(type(e).__name__, e)
