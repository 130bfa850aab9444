import csv
def rows(lines, **kw):
    try:
        return list(csv.reader(lines, **kw))
    except csv.Error as e:
        return ("Error", str(e))
cases = ['"a"b,c', '"a" ,b', 'a,"b"c', '"abc', '"a""b"x', 'a"b,c', '"a",b', '"a"\t,b', '"unterminated']
for line in cases:
    print(repr(line), rows([line]), rows([line], strict=True))
print(rows(['"a', 'b"'], strict=True))
print(rows(['"a'], strict=True))
print(rows(['"a"b'], strict=True, doublequote=False, escapechar='\\'))
print(rows(['"a\\"b"'], strict=True, doublequote=False, escapechar='\\'))
print(rows(['a\\'], strict=True, escapechar='\\'))
print(rows(['"a\\'], strict=False, escapechar='\\'))
