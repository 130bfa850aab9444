stack = []
for c in "([{}])":
    if c in "([{":
        stack.append(c)
    else:
        top = stack.pop()
        print(top, c)
print(stack == [])
def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = []
    for ch in s:
        if ch in "([{":
            st.append(ch)
        elif ch in pairs:
            if not st or st.pop() != pairs[ch]:
                return False
    return not st
print([balanced(x) for x in ["()", "(]", "([]{})", "((", ""]])
queue = [1, 2, 3]
while queue:
    item = queue.pop(0)
    if item < 3:
        queue.append(item + 10)
    print(item, end=" ")
print()
