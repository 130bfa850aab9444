class A:
    def f(self, x):
        self.x = x
      return x
