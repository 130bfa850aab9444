# x *= seq where x is the int: the result is a new sequence, x is rebound
# (the in-place path of list repetition once took the int for the list).
def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)

def t1():
    x = 3
    x *= [7]
    return x
def t2():
    x = 0
    x *= []
    return x
def t3():
    x = True
    x *= []
    return x
def t4():
    x = -2
    x *= [7]
    return x
def t5():
    x = 3
    x *= 'ab'
    return x
def t6():
    x = 2
    x *= (1,)
    return x
def t7():
    x = 2
    x *= b'xy'
    return x
def t8():
    x = False
    x *= [1, 2]
    return x
def t9():
    x = True
    x *= (1,)
    return x
def t10():
    x = 10**30
    x *= []
    return x
def t11():
    x = 2
    x *= range(3)
    return x
def t12():
    x = 2.0
    x *= [1]
    return x
def t13():
    x = None
    x *= [1]
    return x
def t14():
    l = [1, 2]
    x = l
    x *= 2
    return x, l, x is l
def t15():
    l = [1, 2]
    x = 2
    x *= l
    return x, l, x is l
def t16():
    x = 3
    x *= [[]]
    x[0].append(1)
    return x
def t17():
    x = -(10**30)
    x *= [1]
    return x
def t18():
    x = 2
    x += [1]
    return x
def t19():
    x = 2
    x *= {1: 2}
    return x

for i, f in enumerate([t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13,
                       t14, t15, t16, t17, t18, t19], 1):
    show(i, f)

# at module level too (globals, not fast locals)
y = 3
y *= [7]
print(y)
y = 0
y *= []
print(y)
y = True
y *= []
print(y)
y = 3
y *= 'ab'
print(y)
