n = 1234.5678
print(f"{n:.2f}|{n:10.1f}|{n:<10.1f}|{n:^12.3f}|{n:e}|{n:.3g}|{n:,.2f}|{int(n):,}|{n:+.1f}")
i = 42
print(f"{i:d}|{i:5d}|{i:<5d}|{i:05d}|{i:x}|{i:#x}|{i:o}|{i:b}|{i:c}" if False else f"{i:d}|{i:5d}|{i:<5d}|{i:05d}|{i:x}|{i:o}|{i:b}")
s = "txt"
print(f"{s}|{s:5}|{s:>5}|{s:^5}|{s:*^7}|{s!r}|{s.upper()}")
