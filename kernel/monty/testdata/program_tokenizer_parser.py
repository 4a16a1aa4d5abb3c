# A tokenizer and recursive-descent parser for arithmetic with precedence and errors.
def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or c == ".":
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            tokens.append(("num", float(src[i:j]) if "." in src[i:j] else int(src[i:j])))
            i = j
        elif c in "+-*/()^":
            tokens.append(("op", c))
            i += 1
        else:
            raise SyntaxError(f"unexpected character {c!r} at {i}")
    return tokens
class Parser:
    def __init__(self, tokens):
        self.tokens, self.pos = tokens, 0
    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else (None, None)
    def take(self):
        tok = self.peek()
        self.pos += 1
        return tok
    def expr(self):
        v = self.term()
        while self.peek()[1] in ("+", "-"):
            op = self.take()[1]
            v = v + self.term() if op == "+" else v - self.term()
        return v
    def term(self):
        v = self.factor()
        while self.peek()[1] in ("*", "/"):
            op = self.take()[1]
            v = v * self.factor() if op == "*" else v / self.factor()
        return v
    def factor(self):
        base = self.unary()
        if self.peek()[1] == "^":
            self.take()
            return base ** self.factor()
        return base
    def unary(self):
        kind, val = self.take()
        if val == "-":
            return -self.unary()
        if val == "(":
            v = self.expr()
            if self.take()[1] != ")":
                raise SyntaxError("expected )")
            return v
        if kind == "num":
            return val
        raise SyntaxError(f"unexpected token {val!r}")
def calc(s):
    try:
        return Parser(tokenize(s)).expr()
    except (SyntaxError, ZeroDivisionError) as e:
        return f"{type(e).__name__}: {e}"
for s in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "10 / 4", "1.5 * 4", "1 / 0", "2 * (3", "4 $ 4", "7 - - 3"]:
    print(f"{s!r:14} = {calc(s)}")
