import difflib
a = "one\ntwo\nthree\n".splitlines(keepends=True)
b = "ore\ntree\nemu\n".splitlines(keepends=True)
d = list(difflib.ndiff(a, b))
print("".join(d))
print("".join(difflib.restore(d, 1)), "".join(difflib.restore(d, 2)))
text1 = ["  1. Beautiful is better than ugly.\n", "  2. Explicit is better than implicit.\n",
         "  3. Simple is better than complex.\n", "  4. Complex is better than complicated.\n"]
text2 = ["  1. Beautiful is better than ugly.\n", "  3.   Simple is better than complex.\n",
         "  4. Complicated is better than complex.\n", "  5. Flat is better than nested.\n"]
print("".join(difflib.Differ().compare(text1, text2)))
print(list(difflib.ndiff(["abc\n"], ["abc\n", "abd\n"])), list(difflib.ndiff(["a\tb\n"], ["a\tc\n"])))
print(list(difflib.ndiff(["x"], ["y"])), list(difflib.ndiff([], ["new\n"])))
print(difflib.IS_LINE_JUNK("\n"), difflib.IS_LINE_JUNK("  #   \n"), difflib.IS_LINE_JUNK("hello\n"),
      difflib.IS_CHARACTER_JUNK(" "), difflib.IS_CHARACTER_JUNK("x"))
print(list(difflib.ndiff(["same\n", "x\n"], ["same\n", "y\n"], linejunk=difflib.IS_LINE_JUNK)))
try:
    difflib.restore(d, 3)
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(difflib.restore(d, 3))
except ValueError as e:
    print(type(e).__name__, e)
g = difflib.unified_diff([b"x"], ["y"])
print("made lazily")
try:
    next(g)
except TypeError as e:
    print(type(e).__name__, e)
