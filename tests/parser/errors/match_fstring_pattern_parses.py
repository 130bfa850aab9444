# the parser takes an f-string pattern (the compiler refuses it: tests/lang/match/err_fstring_pattern*.py)
match x:
    case f"x{y}":
        pass
