# Many small random edits, each laid out as a table (a digest of each is printed).
import difflib
import hashlib
import re

state = 12345
def rand(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n

words = ["alpha", "beta", "gamma", "delta", "alpha beta", "alpha  beta", "x<y", "a&b",
         "tab\there", "", "gamma!", "deltas", "betta", "a long line of words here"]
total = hashlib.sha256()
for trial in range(150):
    a = [words[rand(len(words))] + "\n" for _ in range(rand(10))]
    b = list(a)
    for _ in range(rand(5)):
        op = rand(3)
        if op == 0 and b:
            del b[rand(len(b))]
        elif op == 1:
            b.insert(rand(len(b) + 1), words[rand(len(words))] + "\n")
        elif b:
            b[rand(len(b))] = words[rand(len(words))] + "\n"
    wrap = [None, 5, 12][rand(3)]
    html = difflib.HtmlDiff(wrapcolumn=wrap).make_table(a, b, "a", "b", context=rand(2) == 1, numlines=rand(4))
    html = re.sub(r"(to|from)\d+_", r"\1N_", html)
    total.update(html.encode())
    if trial % 30 == 0:
        print(trial, len(html), hashlib.md5(html.encode()).hexdigest())
print(total.hexdigest())
