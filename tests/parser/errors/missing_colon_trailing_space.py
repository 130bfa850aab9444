with (a) 
    pass
