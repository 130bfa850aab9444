print(sorted([3, 1, 2], key=echo))
print(list(map(echo, 'ab')))
try:
    print(sorted([3, 1], key=echo_later))
except RuntimeError as e:
    print(e)
print(max([echo(i) for i in range(4)], key=lambda v: -v))
while True:
    echo_later(0)
