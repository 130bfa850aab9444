café = 1
naïve = café + 1
Ω = 2
π = 3.14159
变量 = "中文"
ｆｕｌｌ = 1
ℌ = 2
def ƒ(ä, ö=1): return ä + ö
class Ĉlass: pass
x = [ñ for ñ in range(3)]
λ = lambda α: α
_𝔘 = 1
