# Identifiers beyond ASCII (PEP 3131), normalised to NFKC.
café = 1
ｅｖａｌ = 2
ℌ = 3
ﬁle = 4
名前 = "値"
Σ_ολικό = café + ℌ
x = ｅｖａｌ
_ = 0
match = case = type = 1
print(名前, Σ_ολικό)
