def make_account(balance):
    def deposit(amount):
        nonlocal balance
        if amount <= 0:
            raise ValueError("amount must be positive")
        balance += amount
        return balance
    def withdraw(amount):
        nonlocal balance
        if amount > balance:
            raise ValueError(f"insufficient funds: {balance} < {amount}")
        balance -= amount
        return balance
    return deposit, withdraw
dep, wd = make_account(100)
print(dep(50), wd(30))
for op, amt in [(dep, -5), (wd, 1000), (wd, 20)]:
    try:
        print("ok", op(amt))
    except ValueError as e:
        print("error:", e)
