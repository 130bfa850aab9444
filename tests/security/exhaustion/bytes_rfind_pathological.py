# technique: reverse-search worst case on bytes: rfind/rindex/rsplit/rpartition/count of b a^k in a^n (10 MB)
# expect: -1 -1 not found 1 0 0
# expect: 10000000 9900000 2 9999997 1
h = b'a' * 10**7
n = b'b' + b'a' * 10**5
try:
    h.rindex(n)
    r = 'found'
except ValueError:
    r = 'not found'
print(h.rfind(n), h.rfind(n[:1000], 5, -5), r, len(h.rsplit(n)), len(h.rpartition(n)[0]), h.count(n))
n = n[1:] + b'b'
h2 = h + b'b'
print(h2.rfind(b'b'), h2.rfind(n), len(h2.rsplit(n, 1)), len(h2.rpartition(b'aaab')[0]), h2.count(n))
