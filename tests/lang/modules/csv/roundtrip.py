import csv, io
tricky = [['plain', '', 'a,b', 'q"uote', 'two\nlines', 'cr\rx', 'crlf\r\nx', ' spaced ', '\t', '"', '""', ','],
          ['日本語', 'é', '😀', 'x' * 50, '-1', '3.14', 'None', '\\', '#', "'"],
          [''], [' '], ['a']]
for opts in [{}, {'quoting': csv.QUOTE_ALL}, {'dialect': 'unix'}, {'delimiter': ';', 'quotechar': "'"},
             {'doublequote': False, 'escapechar': '\\'}, {'dialect': 'excel-tab'}]:
    s = io.StringIO()
    csv.writer(s, **opts).writerows(tricky)
    text = s.getvalue()
    back = list(csv.reader(io.StringIO(text, newline=''), **opts))
    print(opts, back == tricky, len(text))
    if back != tricky:
        print(back)
s = io.StringIO()
csv.writer(s, quoting=csv.QUOTE_NONNUMERIC).writerows([[1, 2.5, 'x', -3], [0.0, 'y', 10**20]])
print(repr(s.getvalue()))
print(list(csv.reader(io.StringIO(s.getvalue()), quoting=csv.QUOTE_NONNUMERIC)))
s = io.StringIO()
w = csv.DictWriter(s, ['id', 'text'])
w.writeheader()
w.writerows([{'id': i, 'text': t} for i, t in enumerate(['a,b', 'c"d', 'e\nf'])])
print([dict(r) for r in csv.DictReader(io.StringIO(s.getvalue(), newline=''))])
