package syntax

// Nesting bounds. The parser and every later pass over a tree (the
// resolver, the compiler, the ast module) recurse in Go once per level of
// nesting, so a source such as "-"*10**6+"1" or "1"+"+1"*10**6 would
// overflow the Go stack, a fatal error no recover catches. CPython bounds
// both: its parser's stack (MemoryError past about 6000 levels of a
// recursive rule) and its compiler's recursion (RecursionError past about
// 3000 levels of a tree); these are the same bounds.
const (
	// MaxParseDepth bounds the parser's recursion: unary operators, not,
	// conditional expressions, lambdas and ** each nest one level (lambda
	// and ** two, as in CPython's grammar).
	MaxParseDepth = 5975
	// MaxTreeDepth bounds the nesting of a tree's nodes.
	MaxTreeDepth = 2992
)

// tooDeep is the parser's panic past MaxParseDepth: not a bailout, so
// that speculative parses (try) do not catch it and retry.
type tooDeep struct{}

// treeTooDeep is the parser's panic when one left-nested chain (a+b+c...,
// f()()()...) alone nests past MaxTreeDepth: the tree is known too deep
// before the rest of it is built (a million-term sum would otherwise
// build a million nodes first).
type treeTooDeep struct{}

// chain checks the length n of a left-nested chain being parsed.
func (p *parser) chain(n int) {
	if n > MaxTreeDepth {
		panic(treeTooDeep{})
	}
}

// interrupted is the parser's panic when its stop function says to give
// up.
type interrupted struct{ err error }

// checkStop calls the stop function every 256 statements.
func (p *parser) checkStop() {
	r := p.rootParser()
	if r.stop == nil {
		return
	}
	if r.stmts++; r.stmts&255 == 0 {
		if err := r.stop(); err != nil {
			panic(interrupted{err})
		}
	}
}

// enter counts n levels of parser recursion; leave undoes it.
func (p *parser) enter(n int) {
	r := p.rootParser()
	r.depth += n
	if r.depth > MaxParseDepth {
		panic(tooDeep{})
	}
}

func (p *parser) leave(n int) { p.rootParser().depth -= n }

// depthChecker is a Visitor that stops descending past MaxTreeDepth, so
// its own recursion is bounded.
type depthChecker struct {
	depth int
	deep  bool
}

func (c *depthChecker) Visit(n Node) Visitor {
	if n == nil {
		c.depth--
		return nil
	}
	if c.deep {
		return nil
	}
	c.depth++
	if c.depth > MaxTreeDepth {
		c.deep = true
		c.depth--
		return nil
	}
	return c
}

// TooDeep reports whether the tree rooted at n nests deeper than
// MaxTreeDepth. The walk goes no deeper than that bound, so it is safe on
// any tree, however deep.
func TooDeep(n Node) bool {
	c := &depthChecker{}
	Walk(c, n)
	return c.deep
}

// RecursionErrorMsg is CPython's message for a tree nested too deep to
// compile.
const RecursionErrorMsg = "maximum recursion depth exceeded during compilation"
