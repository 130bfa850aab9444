print("hello WORLD".upper(), "hello WORLD".lower(), "hello world".capitalize(), "hello world".title(), "HeLLo".swapcase())
print("abc".isupper(), "ABC".isupper(), "abc".islower(), "Abc".islower(), "123".isupper(), "a1".islower())
