print("...abc...".strip("."), "xyabcyx".strip("xy"), "  \t\n abc \n".strip(), "abc".strip("c"), "".strip(), "aaa".strip("a"))
