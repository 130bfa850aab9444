import csv, io
data = 'name,age,city\r\n"Smith, John",42,"New\nYork"\r\nJane,,"said ""hi"""\r\n\r\nlast,row\r\n'
r = csv.reader(io.StringIO(data, newline=''))
for row in r:
    print(r.line_num, row)
print(list(csv.reader(["a,b,c", "1,2,3"])))
print(list(csv.reader(["a,b\n", "c,d\n"])))
print(list(csv.reader(['"unterminated', 'next line"', 'x'])))
print(list(csv.reader(['a,"b"c,d'])), list(csv.reader(['"a"b'])), list(csv.reader([''])), list(csv.reader([',', ',,'])))
print(list(csv.reader(['  a,  "b",c'], skipinitialspace=True)), list(csv.reader(['a;b;"c;d"'], delimiter=';')))
print(list(csv.reader(["a\tb\tc"], dialect="excel-tab")), list(csv.reader(["a|b|'c|d'"], delimiter="|", quotechar="'")))
print(list(csv.reader(['a\\,b,c'], escapechar='\\')), list(csv.reader(['"a\\"b",c'], escapechar='\\')))
print(list(csv.reader(['a\\', 'b'], escapechar='\\')), list(csv.reader(['"a""b"'], doublequote=True)))
print(list(csv.reader(['"a""b"'], doublequote=False)), list(csv.reader(['a,"b,c'], quoting=csv.QUOTE_NONE)))
print(list(csv.reader(['1,2.5,"x",-3e2'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader('a,b\nc,d\n'.splitlines(True))), list(csv.reader(iter(["x,y"]))))
print(list(csv.reader(['a\x00b,c'])), list(csv.reader(['é,ü,"日本"'])))
