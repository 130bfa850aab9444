# async is a keyword: it cannot name a variable.
async = 1
