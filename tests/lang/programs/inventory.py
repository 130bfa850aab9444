inventory = [
    {"name": "widget", "price": 2.5, "qty": 10},
    {"name": "gadget", "price": 12.0, "qty": 3},
    {"name": "doohickey", "price": 0.75, "qty": 120},
]
total = sum(item["price"] * item["qty"] for item in inventory)
print(f"Total value: ${total:,.2f}")
cheap = [i["name"] for i in inventory if i["price"] < 5]
print("Cheap:", ", ".join(cheap))
by_value = sorted(inventory, key=lambda i: i["price"] * i["qty"], reverse=True)
print([i["name"] for i in by_value])
restock = {i["name"]: max(0, 50 - i["qty"]) for i in inventory}
print(restock)
