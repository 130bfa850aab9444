match x:
    case 1 as (x := 2):
        pass
