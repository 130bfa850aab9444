def f():
    return 1
print(echo(f), echo(len), echo(range(3)), echo(ValueError('x')), echo(f()))
l = [1]
l.append(l)
try:
    echo(l)
except ValueError as e:
    print(e)
d = {}
d['d'] = d
try:
    echo_later(d)
except ValueError as e:
    print(e)
big = [[i] * 100 for i in range(100)]
try:
    echo(big)
except ValueError as e:
    print('refused', len(big))
