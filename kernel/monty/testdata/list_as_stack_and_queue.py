# Lists as stacks and (slow) queues; balanced brackets; reverse polish notation.
stack = []
for ch in "abc":
    stack.append(ch)
print(stack.pop(), stack.pop(), stack)
queue = [1, 2, 3]
queue.append(4)
print(queue.pop(0), queue.pop(0), queue)
def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = []
    for c in s:
        if c in "([{":
            st.append(c)
        elif c in pairs:
            if not st or st.pop() != pairs[c]:
                return False
    return not st
print([balanced(s) for s in ["()", "([]{})", "(]", "((", "", "{[()()]}"]])
def rpn(expr):
    st = []
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
    for tok in expr.split():
        if tok in ops:
            b, a = st.pop(), st.pop()
            st.append(ops[tok](a, b))
        else:
            st.append(float(tok))
    return st.pop()
print(rpn("3 4 + 2 *"), rpn("5 1 2 + 4 * + 3 -"), rpn("2 3 /"))
