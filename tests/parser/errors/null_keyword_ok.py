x = null
