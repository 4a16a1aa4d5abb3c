# Lookahead, lookbehind, anchors \A \Z ^ $ with MULTILINE, word boundaries.
import re
text = "price: $100, cost: $25.50, total $125.50\nnext line $7"
print(re.findall(r"(?<=\$)\d+(?:\.\d+)?", text), re.findall(r"\d+(?=\.\d)", text), re.findall(r"(?<!\$)\b\d+\b", "a 12 $34 56"))
print(re.findall(r"^\w+", text, re.M), re.findall(r"\d$", text, re.M), re.search(r"\Aprice", text) is not None, re.search(r"line \$7\Z", text) is not None)
print(re.findall(r"\bcat\b", "cat concat cat's bobcat"), re.findall(r"\Bcat\B", "concatenate cat"), re.split(r"(?<=[.!?]) +", "Hi. How are you? Fine!"))
pw = re.compile(r"^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$")
print([bool(pw.match(p)) for p in ["Passw0rd", "password", "PASSW0RD1", "Sh0rt", "LongEnough1"]])
