print("a\tb", "line\\nnot", "quote\"s", 'single\'s', "\x41\u00e9\U0001F600", "\101", len("\n"), r"raw\n", len(r"\n"))
