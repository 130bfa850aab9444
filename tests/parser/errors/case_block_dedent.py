match x:
    case None:
class A: pass
