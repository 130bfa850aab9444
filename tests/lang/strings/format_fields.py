d = {"name": "ann", "scores": [90, 85]}
print("{0[name]} scored {0[scores][1]}".format(d), "{x[0]}".format(x="ab"), "{0.real}".format(5), "{:{w}}|".format("a", w=4))
print("{:>{}}|".format("r", 5), "{0:{1}.{2}f}".format(3.14159, 8, 2), "{!r:>6}".format("q"), "{!a}".format("é"))
print("{a}{b}{a}".format(a=1, b=2), "{{}}{}".format(0), "{0!s:3}|".format(None))
for bad in ["{0}{}", "{}{0}", "{", "}", "{0!x}", "{[0]}"]:
    try:
        print(bad.format("v", "w"))
    except (ValueError, IndexError, KeyError, TypeError) as e:
        print(type(e).__name__, e)
