for k in d:
    print(f"{ * k}: {d[k]:.2f}")
