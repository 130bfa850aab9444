x = a[s : (s + l)]
y = a[(s + l):]
z = a[1:(2)]
w = a[(1):(2):(3)]
s = "\ud800" "a\udfff" "\u0cf3\U0001F600"
