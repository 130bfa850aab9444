a or b and c or not d
not a == b
a and b and c
(a and b) and c
a or (b or c)
