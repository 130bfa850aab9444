pts = {(0, 0), (1, 2), (0, 0)}
print(len(pts), (1, 2) in pts, sorted(pts))
