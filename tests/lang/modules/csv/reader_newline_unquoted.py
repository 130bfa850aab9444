import csv
def rows(lines, **kw):
    try:
        return list(csv.reader(lines, **kw))
    except csv.Error as e:
        return ("Error", str(e))
for line in ['a\nb', 'a\rb', 'a\r\nb', 'a\n\n', '\na', 'x,y\rz', 'a\x00b', '"a\nb"', 'a,"b\rc"']:
    print(repr(line), rows([line]))
print(rows(['a\rb'], lineterminator='\r'))
print(rows(['a\r\n'], lineterminator='!'))
print(rows(['a!b'], lineterminator='!'))
