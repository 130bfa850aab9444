# pysafe-only
# ljust/rjust/center with a fill of several UTF-8 bytes and a width whose
# byte count (width * fill bytes) overflows int64: refused as too big for
# memory (signed overflow before the memory check under UBSan)
print(len("a".ljust(10, "€")), "a".center(5, "😀"), "é".rjust(3, "é"))
"a".ljust(2 ** 62, "€")
# expect: 10 😀😀a😀😀 ééé
# expect-error: pysafe.LimitError: memory limit exceeded (67108864 bytes)
