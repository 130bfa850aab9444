# an uncaught body exception passes through __exit__ (which returns None) and ends the script
class CM:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print("cleanup ran")

def work():
    with CM():
        with CM():
            return {"a": 1}["b"]
work()
