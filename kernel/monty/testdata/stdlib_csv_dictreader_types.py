# DictReader with missing/extra fields (restkey/restval), type conversion, and writing back.
import csv, io
data = "name,qty,price\napple,3,1.5\nbanana,12\ncherry,7,0.25,extra\n"
reader = csv.DictReader(io.StringIO(data), restkey="rest", restval="0")
rows = list(reader)
print(rows)
total = sum(int(r["qty"]) * float(r["price"]) for r in rows)
print(round(total, 2))
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["name", "total"], lineterminator="\n")
w.writeheader()
for r in rows:
    w.writerow({"name": r["name"], "total": f"{int(r['qty']) * float(r['price']):.2f}"})
print(out.getvalue())
try:
    csv.DictWriter(io.StringIO(), fieldnames=["a"]).writerow({"b": 1})
except ValueError as e:
    print("ValueError:", e)
