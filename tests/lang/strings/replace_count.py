print("aaaa".replace("a", "b", 2), "abab".replace("ab", "x"), "hello".replace("l", "L", 0), "x".replace("", "-"))
