# printf-style `*` width and precision at the ends of their ranges: the width
# is a C ssize_t (a negative one left-justifies; -2**63 wraps to no padding),
# the precision a C int (outside it OverflowError); a big precision only cuts
# a str, it is not padding to reserve memory for
def show(fmt, args):
    try:
        print(repr(fmt % args))
    except Exception as e:
        print(type(e).__name__, e)

show('%*s|', (-2**63, 'a'))
show('%-*s|', (-2**63, 'a'))
show('%*d|', (-2**63, 7))
show('%*s|', (-5, 'ab'))
show('%*s|', (2**63, 'a'))
show('%*s|', (-2**63 - 1, 'a'))
show('%.*s|', (2**31, 'abc'))
show('%.*s|', (-2**31 - 1, 'abc'))
show('%.*s|', (2**63, 'abc'))
show('%.*s|', (2**31 - 1, 'abc'))
show('%.*r|', (2**31 - 1, 'abc'))
show('%.*a|', (2**31 - 1, 'é'))
show('%.*s|', (-2**31, 'abc'))
show('%.*s|', (-1, 'abc'))
show('%*.*s|', (-4, 2**31 - 1, 'abc'))
show('%*.*d|', (6, 2**31, 5))
show('%.*f|', (2**31, 1.5))
show('%.*x|', (-2**31 - 1, 255))
show('%*c|', (-2**63, 'z'))
