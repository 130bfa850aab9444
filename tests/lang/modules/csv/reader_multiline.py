import csv, io
def rows(src, **kw):
    try:
        return list(csv.reader(src, **kw))
    except Exception as e:
        return (type(e).__name__, str(e))
print(rows(['"a\n', 'b"\n', 'c\n']))
print(rows(['"a\r\n', 'b",c\r\n']))
print(rows(io.StringIO('"one\ntwo",3\n"four"\n', newline='')))
print(rows(io.StringIO('"x\r\ny"\r\n', newline='')))
print(rows(io.StringIO('"x\r\ny"\r\n')))
print(rows(['"a', '', 'b"']))
print(rows(['a\n', '\n', 'b\n']))
print(rows(['a\r', 'b\r']))
print(rows(['a\r\n']))
print(rows(['a\rb\n']))
print(rows(['"a\rb"']))
print(rows(['"never closed\n']))
print(rows(['"never closed\n'], strict=True))
print(rows(['x', '"y\n']))
print(rows(['a,b\n\n\nc,d']))
