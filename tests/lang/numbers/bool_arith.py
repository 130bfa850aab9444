print(True + True + True, True * 2.5, sum([True, False, True]), True / 2, True // 1, -True, abs(-True), int(True), float(False))
