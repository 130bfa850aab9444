records = "alice,30,NYC;bob,25,LA;carol,35,SF"
people = [dict(zip(["name", "age", "city"], r.split(","))) for r in records.split(";")]
for p in people:
    p["age"] = int(p["age"])
print(people)
print(sorted(p["name"].title() for p in people))
avg = sum(p["age"] for p in people) / len(people)
print(f"average age {avg:.1f}")
line = "  Hello,   World!  "
print(repr(line.strip()), line.split(), "-".join(line.split()), line.count("l"))
s = "racecar"
print(s == s[::-1], "".join(reversed("abc")), "abc".upper().center(9, "."))
caesar = "".join(chr((ord(c) - 97 + 3) % 26 + 97) if c.isalpha() else c for c in "hello world")
print(caesar)
