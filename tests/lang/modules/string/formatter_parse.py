from string import Formatter
f = Formatter()
for s in ["a{{b", "a}}b", "{0!r:>5}x", "{a[b:c]!s}", "{0:{1}}", "{:}", "{}", "{0!:}",
          "x{0}y{1}z", "", "{0}{{}}{1}", "{ 0 }", "{0.a[1].b}", "{!r}"]:
    try:
        print(repr(s), list(f.parse(s)))
    except Exception as e:
        print(repr(s), type(e).__name__, e)
for s in ["{", "}", "a{0", "{0!", "{0!r", "{0!rr}", "{0!r x}", "{!}", "x{0[}", "{0:{1}",
          "{0{}", "a}b", "{0:}}"]:
    try:
        print(repr(s), list(f.parse(s)))
    except Exception as e:
        print(repr(s), type(e).__name__, e)
