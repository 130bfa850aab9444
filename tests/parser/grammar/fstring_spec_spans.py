self.assertEqual("abc" f"{x}" "gh" f"i{x:4}", "abcdefghidef ")
x = (f"threading_cleanup() failed "
     f"in {timeout:.1f} seconds\n"
     f"  before: {orig_count}")
y = "q" f"{a:{b}x{c}y}" f"{d:e}"
