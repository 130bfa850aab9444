class
