match x:
    case None:
        pass
    case True:
        pass
    case False:
        pass
