{1}.remove(2)
