# zip(strict=True) reporting a length mismatch past the second argument
# formats "arguments 1-N"; that text once came from an allocation whose
# failure was not checked (a NULL read as a C string).
try:
    zip([1], [2], [3, 4], strict=True)
except ValueError as e:
    print(e)
