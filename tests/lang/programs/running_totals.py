vals = [5, 3, 8, 1]
running = []
total = 0
for v in vals:
    total += v
    running.append(total)
print(running, [sum(vals[:i + 1]) for i in range(len(vals))])
avg = total / len(vals)
print(f"{avg:.3f}", [round(v / total * 100, 1) for v in vals])
