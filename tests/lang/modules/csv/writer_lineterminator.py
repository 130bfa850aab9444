import csv, io
def out(rows, **kw):
    s = io.StringIO()
    try:
        csv.writer(s, **kw).writerows(rows)
        return repr(s.getvalue())
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
rows = [['a', 'b'], ['c\nd', 'e'], ['f\rg', 'h']]
for lt in ['\r\n', '\n', '\r', '!', '||', '', 'END\n']:
    print(repr(lt), out(rows, lineterminator=lt))
print(out(rows, lineterminator=None))
print(out(rows, lineterminator=5))
print(out([['a!b']], lineterminator='!'))
print(out([['a!b']], lineterminator='!', quoting=csv.QUOTE_NONE, escapechar='\\'))
print(out([['a\nb']], lineterminator='!', quoting=csv.QUOTE_NONE, escapechar='\\'))
print(out([['x']], dialect='unix'), out([['x']], dialect='excel'), out([['x']], dialect='excel-tab'))
