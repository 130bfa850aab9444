# each strftime directive alone over a spread of instants
import time
dirs = ['a', 'A', 'b', 'B', 'c', 'C', 'd', 'D', 'e', 'F', 'g', 'G', 'h', 'H', 'I', 'j', 'k', 'l', 'm', 'M', 'n', 'p', 'r', 'R',
        'S', 't', 'T', 'u', 'U', 'V', 'w', 'W', 'x', 'X', 'y', 'Y', 'z', 'Z', '%']
instants = [0, 43199, 43200, 46800, 86399, 951782400, 1000000000, 1234567890, 1709210096, 2147483647, 4102444800, -1, -86400 * 365]
for d in dirs:
    print(d, [time.strftime('%' + d, time.gmtime(s)) for s in instants])
print(repr(time.strftime('', time.gmtime(0))), repr(time.strftime('plain text', time.gmtime(0))), repr(time.strftime('%Y%%%m', time.gmtime(0))))
print(repr(time.strftime('%Y-%m-%dT%H:%M:%SZ héllo €', time.gmtime(1e9))))
for t in [(1900, 1, 1, 0, 0, 0, 0, 1, 0), (1, 1, 1, 0, 0, 0, 0, 1, 0), (999, 12, 31, 23, 59, 59, 4, 365, 0), (9999, 12, 31, 0, 0, 0, 4, 365, 0),
          (2024, 2, 29, 0, 0, 61, 3, 60, 0)]:
    print(time.strftime('%Y|%y|%C|%G|%a %b %d %H:%M:%S', t))
