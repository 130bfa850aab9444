x = 'it's'
