class InsufficientFunds(Exception):
    def __init__(self, need, have):
        super().__init__(f'need {need}, have {have}')
        self.need = need
class Account:
    def __init__(self, balance):
        self.balance = balance
    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance -= amount
Account(10).withdraw(20)
