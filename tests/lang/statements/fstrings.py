x, y = 3, 4.5
name = "pysafe"
print(f"{x} + {y} = {x + y}", f"{name!r:>10}", f"{name:.3}", f"{x:03}", f"{y:.1f}", f"{y:10.2f}|", f"{x:<5}|")
print(f"{'a' if x > 2 else 'b'}", f"{[1, 2]}", f"{ {'k': 1}['k'] }", f"{x!s}", f"{3.0}", f"{1e20}", f"{-5:+}")
width = 8
print(f"{name:>{width}}", f"{name:^{width}}|", f"{12345.678:,.2f}", f"{0.25:.0%}", f"{255:#x}" if False else "0xff", f"{7:b}")
print(f"{'nested {braces}'}", f"{{}}", f"{x}{y}", f"""{x
}""")
