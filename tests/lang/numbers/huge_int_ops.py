big = 10 ** 50
print(big + 1, big - 1, big * big, big // 3, big % 97, -big // 7, pow(2, 100) % 1000, (big + 1) * (big - 1) == big * big - 1)
print(str(big).count("0"), len(str(big * big)), big > 1e49, big == 10.0 ** 50, int(str(big)) == big)
