import csv
def chk(**kw):
    try:
        d = csv.reader([], **kw).dialect
        return 'ok ' + repr((d.delimiter, d.quotechar, d.escapechar, d.doublequote, d.skipinitialspace, d.lineterminator, d.quoting, d.strict))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
for kw in [dict(), dict(delimiter='\t'), dict(delimiter=''), dict(delimiter='::'), dict(delimiter=None), dict(delimiter=44),
           dict(quotechar=''), dict(quotechar=None), dict(quotechar=None, quoting=csv.QUOTE_NONE), dict(quotechar="'"),
           dict(quoting=-1), dict(quoting=4), dict(quoting=1.0), dict(quoting=True), dict(quoting=None),
           dict(doublequote=0), dict(doublequote='yes'), dict(strict=1), dict(strict=[]),
           dict(lineterminator=''), dict(lineterminator='\n'), dict(lineterminator=b'\n'),
           dict(escapechar='\\', quotechar='\\'), dict(delimiter='"'), dict(delimiter='\n'), dict(delimiter=' '),
           dict(quotechar='\n'), dict(escapechar='\n'), dict(delimiter=',', escapechar=',')]:
    print(kw, chk(**kw))
