import csv, io
def t(f):
    try:
        r = f()
        print('ok', r)
    except Exception as e:
        print(type(e).__name__, e)
class Semi(csv.Dialect):
    delimiter = ';'
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = csv.QUOTE_MINIMAL
print(list(csv.reader(['a;"b;c";d'], Semi)))
s = io.StringIO()
csv.writer(s, Semi).writerow(['x;y', 'z'])
print(repr(s.getvalue()))
class NoQuote(Semi):
    quotechar = None
t(lambda: NoQuote())
class NoQuoteNone(Semi):
    quotechar = None
    quoting = csv.QUOTE_NONE
t(lambda: NoQuoteNone().quotechar)
class BadDelim(Semi):
    delimiter = ';;'
t(lambda: BadDelim())
class BadQuoting(Semi):
    quoting = 17
t(lambda: BadQuoting())
class NoLineterm(Semi):
    lineterminator = None
t(lambda: NoLineterm())
class Missing(csv.Dialect):
    delimiter = ','
    quotechar = '"'
    lineterminator = '\r\n'
t(lambda: Missing())
d = Semi()
print(d.delimiter, d.quoting, d._valid, getattr(d, "strict", "none"))
t(lambda: csv.Dialect())
class Tab(csv.excel):
    delimiter = '\t'
print(list(csv.reader(['a\tb'], Tab)), list(csv.reader(['a\tb'], Tab())))
r = csv.reader([], Tab, quotechar="'")
print(repr(r.dialect.delimiter), r.dialect.quotechar)
class Obj:
    delimiter = '|'
    quotechar = '"'
    escapechar = None
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = csv.QUOTE_MINIMAL
    strict = False
print(list(csv.reader(['a|b'], Obj)), list(csv.reader(['a|b'], Obj())))
