import base64
data = bytes(range(256)) * 2
enc = base64.encodebytes(data)
print(enc.count(b"\n"), enc[:80])
print(base64.decodebytes(enc) == data)
print(base64.encodebytes(b""), base64.encodebytes(b"hi"))
print(base64.decodebytes(b"aGk=\n"))
for bad in ["aGk=", 5]:
    try:
        base64.decodebytes(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    base64.encodebytes("hi")
except Exception as e:
    print(type(e).__name__, e)
print(sorted(base64.__all__))
print(base64.MAXLINESIZE, base64.MAXBINSIZE)
