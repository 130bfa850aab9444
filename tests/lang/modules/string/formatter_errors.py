from string import Formatter
f = Formatter()
def tryit(s, *a, **k):
    try:
        print(repr(f.format(s, *a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
tryit("{0}{}", 1, 2)
tryit("{}{0}", 1, 2)
tryit("{}", )
tryit("{x}")
tryit("{0!z}", 1)
tryit("{0[}", [1])
tryit("{0[0]x}", [1])
tryit("{0.}", 1)
tryit("{0[]}", [1])
tryit("{0.nope}", 1)
tryit("{0:{1:{2:{3}}}}", 1, 2, 3, 4)
tryit("{0:d}", "s")
tryit("{0[5]}", [1])
tryit("{0[k]}", {"j": 1})
tryit("{1}", 1)
tryit("{0:{1}}{}", 1, 2)
tryit("{0[}]}", {"}": 1})
