import base64, binascii
data = bytes(range(256)) * 400
e = base64.b64encode(data)
print(len(e), e[-20:], base64.b64decode(e) == data)
print(binascii.crc32(data), len(binascii.hexlify(data)))
u = base64.urlsafe_b64encode(data)
print(base64.urlsafe_b64decode(u) == data, u.count(b"-"), u.count(b"_"))
print(len(base64.b32encode(data[:5000])), base64.b32decode(base64.b32encode(data[:5000])) == data[:5000])
print(base64.b85decode(base64.b85encode(data[:4000])) == data[:4000])
