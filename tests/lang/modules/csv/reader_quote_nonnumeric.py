import csv
def rows(lines, **kw):
    try:
        return list(csv.reader(lines, quoting=csv.QUOTE_NONNUMERIC, **kw))
    except Exception as e:
        return (type(e).__name__, str(e))
for line in ['1,2,3', '1.5,-2.25,1e3', '"1","2"', '"a",1', ' 3, 4', '', ',', '1,', 'inf,nan',
             '-0,+5', '0x10', '1_000', '"x"y', '"","3"', '1 ,2', 'abc', '1,"a,b",2', '"q""t",7']:
    print(repr(line), rows([line]))
print(rows(['1;2;"3"'], delimiter=';'))
print(rows([' 1, "x"'], skipinitialspace=True))
r = rows(['7,"8"'])
print([type(v).__name__ for v in r[0]])
