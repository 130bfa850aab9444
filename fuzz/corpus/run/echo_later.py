total = 0
for i in range(5):
    total += echo_later(i) + echo(i)
r = echo_later({'n': total, 'l': [echo_later('s') for _ in range(3)]}, flag=True)
print(r)
