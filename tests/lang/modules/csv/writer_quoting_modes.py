import csv, io
vals = ['plain', 'with space', 'comma,here', 'quote"here', 'nl\nhere', 'cr\rhere', '', None, 0, -1.5, 1e20,
        True, 'semi;colon', "tab\tx", ' lead', 'trail ']
for name in ['QUOTE_MINIMAL', 'QUOTE_ALL', 'QUOTE_NONNUMERIC']:
    s = io.StringIO()
    csv.writer(s, quoting=getattr(csv, name)).writerow(vals)
    print(name, repr(s.getvalue()))
for v in vals:
    s = io.StringIO()
    try:
        csv.writer(s, quoting=csv.QUOTE_NONE).writerow([v])
        print(repr(v), repr(s.getvalue()))
    except csv.Error as e:
        print(repr(v), 'Error', e)
for v in vals:
    s = io.StringIO()
    csv.writer(s, quoting=csv.QUOTE_NONE, escapechar='\\').writerow([v, 'x'])
    print(repr(v), repr(s.getvalue()))
s = io.StringIO()
csv.writer(s, quoting=csv.QUOTE_MINIMAL, delimiter=';').writerow(['a;b', 'a,b'])
print(repr(s.getvalue()))
