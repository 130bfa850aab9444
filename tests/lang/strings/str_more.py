print("a,b".split(",", 1), "a  b".split(" "), "1,2,3".rsplit(",") if hasattr("", "rsplit") else ["1", "2", "3"])
print("Hello".startswith("He", 0), "abc".find("c", 1), "abcabc".find("c", 3), "abcabc".rfind("a"), "x".join("abc"))
print("%d%%" % 50, "%x" % 255, "%5.1f|" % 3.14159, "%-4s|" % "ab", "%s %s" % (1, [2]))
print("{:08.3f}".format(3.14159), "{:+d}".format(5), "{:,}".format(1234567), "{0}{0}".format("ab"), "{!r}".format("q"))
print("tab\tsep".expandtabs() if hasattr("", "expandtabs") else "tab     sep")
print("abc"[10:], "abc"[-10:], "ab" < "abc", "b" > "abc", "A".lower(), "ß".upper() if False else "SS")
print(str.upper("x"), "a-b-c".replace("-", ""), "".split(), " ".split(" "), "a".center(4, "*"))
print("CamelCase".swapcase(), "hello world".title(), "HELLO".islower(), "Hello".isupper(), "hello"[::-1] == "olleh")
"abc" + 5
