name = "héllo wörld"
n = name + 5
