class G:
    def m(selfeturn self
    class Inner: pass
