# slice assignment on an empty list (its item array is not made yet: found
# by fuzz_run under UBSan)
a = []
a[:] = []
print(a)
a[0:0] = []
a[5:] = ()
print(a)
a[:] = [1, 2]
print(a)
b = []
b[:0] = [3]
print(b, len(b))
