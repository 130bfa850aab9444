import csv
def rows(lines, **kw):
    try:
        return list(csv.reader(lines, **kw))
    except Exception as e:
        return (type(e).__name__, str(e))
for line in ['a, b,  c', ' a', '   ', 'a,  "b, c", d', 'a, ,b', '\ta,\tb', 'a,   ', ' "q" ,x', 'a ,b ']:
    print(repr(line), rows([line]), rows([line], skipinitialspace=True))
print(rows(['a; b;  c'], delimiter=';', skipinitialspace=True))
print(rows(['a  b  c'], delimiter=' ', skipinitialspace=True))
print(rows(['a  b  c'], delimiter=' '))
print(rows([' "x"'], skipinitialspace=True, strict=True))
print(csv.reader([], skipinitialspace=1).dialect.skipinitialspace)
print(csv.reader([], skipinitialspace=0).dialect.skipinitialspace)
