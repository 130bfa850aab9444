print(int("0b1010", 0), int("0o17", 0), int("0xff", 0), int("z", 36), int("-  5".replace(" ", "")), int("+7"))
print(f"{255:08b}", f"{255:o}", f"{255:X}", f"{-42:5d}|", f"{42:<5d}|", f"{42:^6d}|", f"{1234567:_d}", f"{3:+d}")
print(format(10 ** 20, ","), f"{2 ** 70:d}", f"{-2 ** 70}", str(-0), int("00012"), int("1_2_3"))
for bad in ["", " ", "1__2", "_1", "0x", "12 3", "1.0"]:
    try:
        int(bad)
    except ValueError as e:
        print(e)
