import csv
def rows(lines, **kw):
    try:
        return list(csv.reader(lines, **kw))
    except Exception as e:
        return (type(e).__name__, str(e))
E = dict(escapechar='\\')
for line in ['a\\,b,c', 'a\\\\b', '"a\\"b",c', '\\"a', 'a\\nb', '"x\\,y"', 'end\\', 'a\\\tb', '\\', ',\\,,']:
    print(repr(line), rows([line], **E))
print(rows(['a\\', 'b,c'], **E))
print(rows(['"a\\', 'b"'], **E))
print(rows(['a!,b,c!!d'], escapechar='!'))
print(rows(['a\\,b'], escapechar='\\', quoting=csv.QUOTE_NONE))
print(rows(['"a,b"'], escapechar='\\', quoting=csv.QUOTE_NONE))
print(rows(['"a""b"'], escapechar='\\', doublequote=False))
print(rows(['x'], escapechar=None))
print(rows(['x'], escapechar=''))
print(rows(['x'], escapechar='ab'))
print(rows(['x'], escapechar=1))
d = csv.reader([], escapechar='\\').dialect
print(repr(d.escapechar), csv.reader([]).dialect.escapechar)
