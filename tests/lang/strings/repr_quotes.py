for s in ["plain", "it's", 'say "hi"', "both ' \"", "back\\slash", "nl\n", "\t", "\x7f", "é", "🙂", "\u200b"]:
    print(repr(s))
