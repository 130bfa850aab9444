if a:
    b
    if c:
        d

        # a comment at another indentation
  # and another
        e
    f
else:
	g
	if h:
		i
def k():
    return (1,
2,
        3)
x = [
    1,
    2,
]
if a: b
while x:
    if y:
        if z:
            pass
y = 1 + \
    2
class C:

    def m(self):
        pass



z = 1
