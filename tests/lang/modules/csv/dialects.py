import csv
def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
for kw in [dict(delimiter=5), dict(delimiter="ab"), dict(delimiter=""), dict(quotechar=5), dict(quotechar="ab"),
           dict(escapechar=5), dict(lineterminator=5), dict(quoting=9), dict(quoting="x"), dict(delimiter=None),
           dict(lineterminator=None), dict(quotechar=None, quoting=csv.QUOTE_ALL)]:
    try:
        csv.reader([], **kw)
        print(kw, "ok")
    except Exception as e:
        print(kw, type(e).__name__, e)
print(sorted(csv.list_dialects()))
d = csv.get_dialect("excel")
print(type(d).__name__, repr(d.delimiter), d.doublequote, d.escapechar, repr(d.lineterminator), d.quotechar, d.quoting,
      d.skipinitialspace, d.strict)
u = csv.get_dialect("unix")
print(repr(u.lineterminator), u.quoting)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL)
print(sorted(csv.list_dialects()), list(csv.reader(["a|b"], "pipes")))
class My(csv.excel):
    delimiter = ";"
csv.register_dialect("my", My, quotechar="'")
m = csv.get_dialect("my")
print(m.delimiter, m.quotechar)
csv.unregister_dialect("pipes")
t(csv.unregister_dialect, "pipes")
t(csv.get_dialect, "pipes")
t(csv.register_dialect, 5)
t(csv.Dialect)
print(csv.excel().delimiter, csv.excel_tab.delimiter, csv.unix_dialect.quoting)
class Bad(csv.Dialect):
    delimiter = ","
t(Bad)
r = csv.reader([], My, delimiter=":")
print(r.dialect.delimiter, r.dialect.quotechar)
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE, csv.__version__)
t(setattr, d, "delimiter", ";")
