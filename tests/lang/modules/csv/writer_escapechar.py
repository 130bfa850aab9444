import csv, io
def out(rows, **kw):
    s = io.StringIO()
    try:
        csv.writer(s, **kw).writerows(rows)
        return repr(s.getvalue())
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
rows = [['a"b', 'c,d', 'e\\f', 'g\nh', 'plain']]
print(out(rows, escapechar='\\'))
print(out(rows, escapechar='\\', doublequote=False))
print(out(rows, escapechar='\\', quoting=csv.QUOTE_NONE))
print(out(rows, escapechar='\\', quoting=csv.QUOTE_ALL, doublequote=False))
print(out(rows, escapechar='\\', quoting=csv.QUOTE_NONE, doublequote=False))
print(out(rows, doublequote=False))
print(out([['plain', 'x\\y']], doublequote=False))
print(out([['a"b']], escapechar='"', doublequote=False))
print(out([['a$b', 'c,d']], escapechar='$', quoting=csv.QUOTE_NONE))
print(out([['a$b', 'c,d']], escapechar='$'))
print(out([['', 'x']], quoting=csv.QUOTE_NONE, escapechar='\\'))
print(out([['']], quoting=csv.QUOTE_NONE, escapechar='\\'))
print(out([['a"b']], quoting=csv.QUOTE_NONE, escapechar='\\'))
print(out([["a'b"]], quotechar="'", escapechar='\\', doublequote=False))
