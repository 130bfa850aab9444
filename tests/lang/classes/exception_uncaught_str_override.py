class Fancy(Exception):
    def __str__(self):
        return 'fancy: ' + ', '.join(map(str, self.args))
raise Fancy(1, 2, 3)
