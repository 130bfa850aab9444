# technique: reverse-search worst case: rfind/rindex/rsplit/rpartition of b a^k in a^n (10 MB); a naive right-to-left scan takes 10**12 steps in one call
# expect: -1 -1 not found 1 0 -1
# expect: 10000000 9900000 2 9999997
h = 'a' * 10**7
n = 'b' + 'a' * 10**5
try:
    h.rindex(n)
    r = 'found'
except ValueError:
    r = 'not found'
print(h.rfind(n), h.rfind(n[:1000], 5, -5), r, len(h.rsplit(n)), len(h.rpartition(n)[0]), h.rfind(n, 10**6))
n = n[1:] + 'b'
h2 = h + 'b'
print(h2.rfind('b'), h2.rfind(n), len(h2.rsplit(n, 1)), len(h2.rpartition('aaab')[0]))
