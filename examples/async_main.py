# Several tool calls in flight at once: the async tools' calls all go out
# together (one pause), and the provider answers them as they finish.
# Run:  pysafe --tools-cmd "python3 -I -S examples/async_tools.py" examples/async_main.py
import asyncio

ITEMS = ["apple", "pear", "plum", "fig", "kiwi"]


async def quote(item):
    price, stock = await asyncio.gather(fetch_price(item), fetch_stock(item))
    return {"item": item, "price": price, "stock": stock,
            "eur": convert(price, rate=0.92)}


async def main():
    rows = await asyncio.gather(*(quote(i) for i in ITEMS))
    for r in sorted(rows, key=lambda r: -r["price"]):
        flag = "" if r["stock"] else "  (out of stock)"
        print(f"{r['item']:<6} {r['price']:>5.2f} USD {r['eur']:>5.2f} EUR  stock {r['stock']:>3}{flag}")
    try:
        await fetch_price("durian")
    except KeyError as e:
        print("no price for", e)
    try:
        await asyncio.wait_for(fetch_stock("apple"), timeout=10)
        print("in time")
    except TimeoutError:
        print("timed out")
    return len(rows)


print("quoted", asyncio.run(main()), "items")
