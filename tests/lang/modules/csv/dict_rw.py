import csv, io
data = "name,age\nann,30\n\nbob,25,extra,more\ncid\n"
r = csv.DictReader(io.StringIO(data))
print(r.fieldnames, r.line_num)
for row in r:
    print(row, r.line_num)
r = csv.DictReader(data.splitlines(), fieldnames=["a", "b"], restkey="rest", restval="?")
print(list(r))
print(list(csv.DictReader([])), csv.DictReader([]).fieldnames)
s = io.StringIO()
w = csv.DictWriter(s, fieldnames=["x", "y"], restval="-")
print(w.writeheader())
w.writerow({"x": 1, "y": "two"})
w.writerow({"x": 3})
w.writerows([{"y": 4}, {"x": "a,b", "y": None}])
print(repr(s.getvalue()))
try:
    w.writerow({"x": 1, "z": 2})
except ValueError as e:
    print(type(e).__name__, e)
w2 = csv.DictWriter(s, ["x"], extrasaction="ignore")
w2.writerow({"x": 1, "z": 2})
try:
    csv.DictWriter(s, ["x"], extrasaction="bogus")
except ValueError as e:
    print(type(e).__name__, e)
w3 = csv.DictWriter(io.StringIO(), iter(["p", "q"]), delimiter=";")
print(type(w3.fieldnames).__name__)
r2 = csv.DictReader(["a;b", "1;2"], delimiter=";")
print(list(r2))
