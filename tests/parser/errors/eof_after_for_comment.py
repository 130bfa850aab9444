for x in y:
    # todo
