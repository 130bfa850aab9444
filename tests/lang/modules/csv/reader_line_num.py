import csv, io
data = 'a,b\r\n"multi\nline\nfield",x\r\n\r\nlast\r\n'
r = csv.reader(io.StringIO(data, newline=''))
print(r.line_num)
for row in r:
    print(r.line_num, row)
print(r.line_num)
r = csv.reader(['x', '', 'y', '"z', 'w"'])
out = []
for row in r:
    out.append((r.line_num, row))
print(out)
r = csv.reader([])
print(list(r), r.line_num)
try:
    r.line_num = 5
except Exception as e:
    print(type(e).__name__, e)
r = csv.reader(['"bad'], strict=True)
try:
    list(r)
except csv.Error as e:
    print("Error", e, r.line_num)
d = csv.DictReader(['h1,h2', '1,2', '', '3,4'])
print(d.line_num, [(dict(x), d.line_num) for x in d])
