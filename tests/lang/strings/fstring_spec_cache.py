# Parsed format specs are cached by text, kind and type: the same spec text
# over different types, bool next to int, and more specs than cache slots.
specs = [">5", "<8", "^7", "06d", "+d", ",", "_", ".2f", "8.3f", ">12.2f", "x", "#x", "b", "o", "e", "%", "g", "s", "10", "=+8"]
vals = [0, 7, -42, 1234567, True, False, 3.14159, -0.5, 1e20, "ab", "héllo"]
for rep in range(2):
    for sp in specs:
        row = []
        for v in vals:
            try:
                row.append(format(v, sp))
            except (ValueError, TypeError) as e:
                row.append(type(e).__name__ + ":" + str(e))
        print(sp, row)
for i in range(3):
    print(f"{i:>4}|{True:>4}|{i * 1.5:>8.2f}|{'x':>4}|{i:04d}|{-i:+d}")
try:
    f"{1.5:d}"
except ValueError as e:
    print(e)
try:
    f"{'s':d}"
except ValueError as e:
    print(e)
