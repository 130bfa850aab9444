for s in ["abc", "ABC", "123", "a1", " ", "", "a b", "١٢٣", "½"]:
    print(repr(s), s.isalpha(), s.isdigit(), s.isalnum(), s.isspace(), s.isupper(), s.islower())
