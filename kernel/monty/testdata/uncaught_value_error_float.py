# Uncaught ValueError converting user input.
for raw in ["1.5", "2", "three"]:
    print(float(raw) * 2)
