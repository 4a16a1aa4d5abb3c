# An agent-style task: parse JSON lines, aggregate, and emit a JSON report.
import json
lines = '''{"user": "ann", "action": "buy", "amount": 12.5}
{"user": "bob", "action": "view"}
{"user": "ann", "action": "buy", "amount": 7.25}
{"user": "cy", "action": "buy", "amount": 100}
not json at all
{"user": "bob", "action": "buy", "amount": 3}'''
totals, errors = {}, []
for n, line in enumerate(lines.splitlines(), 1):
    try:
        rec = json.loads(line)
    except json.JSONDecodeError as e:
        errors.append({"line": n, "error": e.msg})
        continue
    if rec.get("action") == "buy":
        totals[rec["user"]] = totals.get(rec["user"], 0) + rec["amount"]
report = {"totals": dict(sorted(totals.items(), key=lambda kv: -kv[1])), "errors": errors, "buyers": len(totals)}
print(json.dumps(report, indent=2))
